import { apiErrorMessages, successMessages } from '@appointments/domain';
import { render, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastContainerMounted } from '@/lib/notify';
import { answerWith } from '../../../../test/render';
import { submitBooking, submitRating } from './submit-actions';

// The bearer comes from the Firebase session in the app; these tests only check what is sent and shown.
vi.mock('@/lib/session/bearer-token', () => ({ bearerToken: async () => 'id-token' }));

afterEach(() => vi.unstubAllGlobals());

const slotBooking = {
  bookingType: 'slot_booking',
  teacherId: 'teacher-1',
  dateTime: '2026-03-11T04:30:00.000Z',
  purpose: '',
} as const;

describe('dashboard writes', () => {
  it('posts a booking with the bearer and toasts the slot-booking success', async () => {
    const fetchMock = vi.fn(answerWith({ success: true, data: {} }, 201));
    vi.stubGlobal('fetch', fetchMock);
    render(<ToastContainer autoClose={false} />);
    toastContainerMounted();
    await submitBooking(slotBooking);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/student/book');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer id-token');
    expect(JSON.parse(String(init.body))).toEqual(slotBooking);
    expect(await screen.findByText(successMessages.slotBooked)).toBeInTheDocument();
  });

  it("shows the server's 409 message and rejects so the modal stays open", async () => {
    vi.stubGlobal('fetch', vi.fn(answerWith({ success: false, message: apiErrorMessages.slotTaken }, 409)));
    render(<ToastContainer autoClose={false} />);
    await expect(submitBooking(slotBooking)).rejects.toThrow(apiErrorMessages.slotTaken);
    expect(await screen.findByText(apiErrorMessages.slotTaken)).toBeInTheDocument();
  });

  it("toasts an update, and the server's 403 when no session was approved", async () => {
    vi.stubGlobal('fetch', vi.fn(answerWith({ success: true, data: {} })));
    render(<ToastContainer autoClose={false} />);
    await submitRating({ teacherId: 'teacher-1', rating: 4, review: '' }, true);
    expect(await screen.findByText(successMessages.ratingUpdated)).toBeInTheDocument();
    vi.stubGlobal(
      'fetch',
      vi.fn(answerWith({ success: false, message: apiErrorMessages.rateAfterSession }, 403)),
    );
    await expect(submitRating({ teacherId: 'teacher-1', rating: 4, review: '' }, false)).rejects.toThrow();
    expect(await screen.findByText(apiErrorMessages.rateAfterSession)).toBeInTheDocument();
  });
});
