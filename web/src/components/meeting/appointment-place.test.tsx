import { formatTime, meetingPlaceTexts, type AppointmentPlace as Place } from '@appointments/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render';
import { AppointmentPlace } from './appointment-place';

// The place document is Firestore's (and firestore.rules', proven in test/rules and e2e); here only
// what the card does with it.
const heard = vi.hoisted(() => ({ place: undefined as Place | null | undefined }));
vi.mock('./use-appointment-place', () => ({ useAppointmentPlace: () => heard.place }));

const start = '2030-03-04T10:00:00.000Z';
const approved = { _id: 'a1', status: 'approved' as const, dateTime: start, durationMinutes: 30 };
/** A clock moved to `minutes` from the start. */
const at = (minutes: number) => new Date(Date.parse(start) + minutes * 60_000);

function describedBy(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

afterEach(() => {
  heard.place = undefined;
});

describe('AppointmentPlace', () => {
  it('names an in-person place and offers no Join', () => {
    heard.place = { kind: 'in_person', location: 'Room 204' };
    renderWithRouter(<AppointmentPlace appointment={approved} now={at(-60)} />);
    expect(screen.getByText(`${meetingPlaceTexts.placeLabel}: In person at Room 204`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: meetingPlaceTexts.join })).toBeNull();
  });

  it("keeps 'Join' off before the window, saying when it opens, and after the end, saying why", () => {
    heard.place = { kind: 'online', url: 'https://meet.jit.si/0123456789abcdef', provider: 'jitsi' };
    const { unmount } = renderWithRouter(<AppointmentPlace appointment={approved} now={at(-11)} />);
    const early = screen.getByRole('button', { name: meetingPlaceTexts.join });
    expect(early).toHaveProperty('disabled', true);
    expect(describedBy(early)).toBe(meetingPlaceTexts.joinOpensAt(formatTime(at(-10))));
    unmount();
    renderWithRouter(<AppointmentPlace appointment={approved} now={at(30)} />);
    const late = screen.getByRole('button', { name: meetingPlaceTexts.join });
    expect(late).toHaveProperty('disabled', true);
    expect(describedBy(late)).toBe(meetingPlaceTexts.joinEnded);
  });

  it('opens a Jitsi room in the app and another host in a new tab, inside the window', () => {
    heard.place = { kind: 'online', url: 'https://meet.jit.si/0123456789abcdef', provider: 'jitsi' };
    const { unmount } = renderWithRouter(<AppointmentPlace appointment={approved} now={at(-10)} />);
    expect(screen.getByRole('button', { name: meetingPlaceTexts.join })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    heard.place = { kind: 'online', url: 'https://us02web.zoom.us/j/1', provider: 'zoom' };
    renderWithRouter(<AppointmentPlace appointment={approved} now={at(5)} />);
    const link = screen.getByRole('link', { name: meetingPlaceTexts.join });
    expect(link.getAttribute('href')).toBe('https://us02web.zoom.us/j/1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('names the place of a pending request, without Join until it is approved', () => {
    heard.place = { kind: 'online', url: 'https://meet.jit.si/0123456789abcdef', provider: 'jitsi' };
    renderWithRouter(<AppointmentPlace appointment={{ ...approved, status: 'pending' }} now={at(-5)} />);
    expect(screen.getByText(`${meetingPlaceTexts.placeLabel}: Online (meet.jit.si)`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: meetingPlaceTexts.join })).toBeNull();
  });

  it('says the teacher will confirm an in-person place that has no location yet', () => {
    heard.place = { kind: 'in_person', location: '' };
    renderWithRouter(<AppointmentPlace appointment={approved} now={at(-60)} />);
    expect(
      screen.getByText(`${meetingPlaceTexts.placeLabel}: ${meetingPlaceTexts.inPersonToBeConfirmed}`),
    ).toBeInTheDocument();
  });

  it('shows nothing for a canceled or completed appointment', () => {
    heard.place = { kind: 'in_person', location: 'Room 204' };
    const { container } = renderWithRouter(
      <AppointmentPlace appointment={{ ...approved, status: 'canceled' }} now={at(-60)} />,
    );
    expect(container.textContent).not.toContain('Room 204');
  });

  it('keeps the place of its kind while the place document is on its way, so the card does not grow', () => {
    heard.place = undefined;
    const { container, unmount } = renderWithRouter(
      <AppointmentPlace appointment={{ ...approved, placeKind: 'online' }} now={at(-5)} />,
    );
    expect(container.textContent).toContain(`${meetingPlaceTexts.placeLabel}:`);
    expect(screen.getByRole('button', { name: meetingPlaceTexts.join })).toHaveProperty('disabled', true);
    unmount();

    const pending = { ...approved, status: 'pending' as const, placeKind: 'online' as const };
    const { container: pendingCard, unmount: unmountPending } = renderWithRouter(
      <AppointmentPlace appointment={pending} now={at(-5)} />,
    );
    expect(pendingCard.textContent).toContain(`${meetingPlaceTexts.placeLabel}:`);
    expect(screen.queryByRole('button', { name: meetingPlaceTexts.join })).toBeNull();
    unmountPending();

    // Stored before appointments named their kind of place: nothing is promised until the place is known.
    const { container: older } = renderWithRouter(<AppointmentPlace appointment={approved} now={at(-5)} />);
    expect(older.textContent).toBe('');
  });
});
