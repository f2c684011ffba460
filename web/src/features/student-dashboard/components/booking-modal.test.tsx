import {
  bookingModalTexts,
  type Clock,
  meetingPlaceTexts,
  type TeacherCard,
  validationMessages,
} from '@appointments/domain';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { istDaySelect, istTimesOffered, pickIstDateTime } from '../../../../test/ist-field';
import { appSystem, renderWithRouter } from '../../../../test/render';
import { teacherCard } from '../test/fixtures';
import { BookingModal } from './booking-modal';

// 10 March 2026, 12:00 in Kolkata.
const NOW = new Date('2026-03-10T06:30:00Z');
const clock: Clock = () => NOW;
const SLOTS = ['2026-03-11T04:30:00.000Z', '2026-03-12T09:00:00.000Z'];
const teacher: TeacherCard = teacherCard({ _id: 'teacher-1', name: 'Meera Iyer' });

const WHEN = bookingModalTexts.preferredDateTime;

function renderModal(
  slots: readonly string[] | null,
  onSubmit = vi.fn(async () => {}),
  shown = teacher,
  submitClock: Clock = clock,
) {
  const onClose = vi.fn();
  renderWithRouter(
    <BookingModal
      teacher={shown}
      slots={slots}
      now={NOW}
      clock={submitClock}
      onSubmit={onSubmit}
      onClose={onClose}
    />,
  );
  return { onSubmit, onClose, dialog: screen.getByRole('dialog') };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Booking modal', () => {
  it('offers the slots as radios in Kolkata time and asks for one', async () => {
    const { onSubmit, dialog } = renderModal(SLOTS);
    expect(
      within(dialog).getByRole('heading', { name: 'Book Appointment with Meera Iyer' }),
    ).toBeInTheDocument();
    expect(
      within(dialog)
        .getByRole('button', { name: bookingModalTexts.availableSlots })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(within(dialog).getByRole('radio', { name: 'Wed, 11 Mar, 10:00 AM' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Thu, 12 Mar, 2:30 PM' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: bookingModalTexts.bookNow }));
    expect(within(dialog).getByText(validationMessages.timeSlotRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('books the chosen slot with an optional purpose', async () => {
    const { onSubmit, dialog } = renderModal(SLOTS);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Thu, 12 Mar, 2:30 PM' }));
    await userEvent.click(within(dialog).getByRole('button', { name: bookingModalTexts.bookNow }));
    expect(onSubmit).toHaveBeenCalledWith({
      bookingType: 'slot_booking',
      teacherId: 'teacher-1',
      dateTime: SLOTS[1],
      purpose: '',
    });
  });

  it("opens a suggestion's slot already chosen with the need as the purpose, and books only on 'Book Now'", async () => {
    const onSubmit = vi.fn(async () => {});
    renderWithRouter(
      <BookingModal
        teacher={teacher}
        slots={SLOTS}
        now={NOW}
        clock={clock}
        onSubmit={onSubmit}
        onClose={vi.fn()}
        prefill={{ slot: SLOTS[1] ?? '', purpose: 'stuck on eigenvalues' }}
      />,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'Thu, 12 Mar, 2:30 PM' })).toBeChecked();
    expect(within(dialog).getByLabelText(bookingModalTexts.purposeOptional)).toHaveValue(
      'stuck on eigenvalues',
    );
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: bookingModalTexts.bookNow }));
    expect(onSubmit).toHaveBeenCalledWith({
      bookingType: 'slot_booking',
      teacherId: 'teacher-1',
      dateTime: SLOTS[1],
      purpose: 'stuck on eigenvalues',
    });
  });

  it('switches to a custom request with its own fields and messages', async () => {
    const { onSubmit, dialog } = renderModal(SLOTS);
    await userEvent.click(within(dialog).getByRole('button', { name: bookingModalTexts.customRequest }));
    // No slot to pick; the only choice left is where to meet, online unless the student says otherwise.
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['in_person', 'online']);
    expect(within(dialog).getByRole('radio', { name: meetingPlaceTexts.online })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(dialog).getByText(bookingModalTexts.customNote)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: bookingModalTexts.sendRequest }));
    expect(within(dialog).getByText(validationMessages.preferredDateTimeRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(validationMessages.customPurposeRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: bookingModalTexts.availableSlots }));
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: bookingModalTexts.bookNow })).toBeInTheDocument();
  });

  it('goes straight to a custom request when the teacher has no slots', () => {
    const { dialog } = renderModal([]);
    expect(
      within(dialog).getByRole('heading', { name: 'Request Appointment with Meera Iyer' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(bookingModalTexts.noAvailableSlots)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: bookingModalTexts.availableSlots })).toBeNull();
    expect(within(dialog).getByRole('group', { name: WHEN })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: bookingModalTexts.sendRequest })).toBeInTheDocument();
  });

  it('sends a custom request to meet in person when the student chooses it', async () => {
    const { onSubmit, dialog } = renderModal([]);
    pickIstDateTime(WHEN, '2026-03-11T14:30', within(dialog));
    await userEvent.type(within(dialog).getByLabelText(bookingModalTexts.purpose), 'Lab notebook');
    await userEvent.click(within(dialog).getByRole('radio', { name: meetingPlaceTexts.inPerson }));
    await userEvent.click(within(dialog).getByRole('button', { name: bookingModalTexts.sendRequest }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ place: { kind: 'in_person' } })),
    );
  });

  it('offers no time before now, and refuses one that passed while the dialog was open', async () => {
    // The student picks 12:00 today, the earliest time offered, and sends it five minutes later.
    const later: Clock = () => new Date(NOW.getTime() + 5 * 60_000);
    const { onSubmit, dialog } = renderModal([], undefined, teacher, later);
    pickIstDateTime(WHEN, '2026-03-10T12:00', within(dialog));
    expect(istTimesOffered(WHEN, within(dialog))[0]).toBe('12:00 PM');
    expect(istTimesOffered(WHEN, within(dialog))).not.toContain('11:45 AM');
    await userEvent.type(within(dialog).getByLabelText(bookingModalTexts.purpose), 'Project help');
    await userEvent.click(within(dialog).getByRole('button', { name: bookingModalTexts.sendRequest }));
    expect(within(dialog).getByText(validationMessages.futureDateTimeRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reads the chosen time as Kolkata time whatever the machine zone, with an IST minimum', async () => {
    const previous = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      const { onSubmit, dialog } = renderModal([]);
      // The first day offered is Kolkata's 10 March, although New York is still on the 9th.
      expect(within(istDaySelect(WHEN, within(dialog))).getAllByRole('option')[1]).toHaveProperty(
        'value',
        '2026-03-10',
      );
      pickIstDateTime(WHEN, '2026-03-11T14:30', within(dialog));
      await userEvent.type(within(dialog).getByLabelText(bookingModalTexts.purpose), '  Project help  ');
      await userEvent.click(within(dialog).getByRole('button', { name: bookingModalTexts.sendRequest }));
      await waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith({
          bookingType: 'custom_request',
          teacherId: 'teacher-1',
          dateTime: '2026-03-11T09:00:00.000Z',
          purpose: 'Project help',
          place: { kind: 'online' },
        }),
      );
    } finally {
      process.env.TZ = previous;
    }
  });

  it('forgets a chosen slot that someone else took meanwhile, and falls back to a request when none is left', async () => {
    const onSubmit = vi.fn(async () => {});
    const modal = (slots: readonly string[]) => (
      <ChakraProvider value={appSystem}>
        <BookingModal
          teacher={teacher}
          slots={slots}
          now={NOW}
          clock={clock}
          onSubmit={onSubmit}
          onClose={() => {}}
        />
      </ChakraProvider>
    );
    const { rerender } = render(modal(SLOTS));
    await userEvent.click(screen.getByRole('radio', { name: 'Wed, 11 Mar, 10:00 AM' }));
    // The live list loses the chosen slot (booked by someone else): the choice must not be sent.
    rerender(modal(SLOTS.slice(1)));
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: bookingModalTexts.bookNow }));
    expect(screen.getByText(validationMessages.timeSlotRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    rerender(modal([]));
    expect(screen.getByText(bookingModalTexts.noAvailableSlots)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: bookingModalTexts.sendRequest })).toBeInTheDocument();
  });

  it('while the slots are on their way, follows the card: slots mode when it counted some', async () => {
    const withSlots = teacherCard({ _id: 'teacher-1', name: 'Meera Iyer', availableSlotsCount: 2 });
    const modal = (slots: readonly string[] | null) => (
      <ChakraProvider value={appSystem}>
        <BookingModal
          teacher={withSlots}
          slots={slots}
          now={NOW}
          clock={clock}
          onSubmit={vi.fn(async () => {})}
          onClose={() => {}}
        />
      </ChakraProvider>
    );
    const { rerender } = render(modal(null));
    expect(screen.getByRole('heading', { name: 'Book Appointment with Meera Iyer' })).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.queryByText(bookingModalTexts.noAvailableSlots)).toBeNull();
    rerender(modal(SLOTS));
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('while the slots are on their way, offers the custom request when the card counted none', () => {
    const { dialog } = renderModal(null);
    expect(
      within(dialog).getByRole('heading', { name: 'Request Appointment with Meera Iyer' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(bookingModalTexts.noAvailableSlots)).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: WHEN })).toBeInTheDocument();
  });

  it('closes on Cancel', async () => {
    const { onClose, dialog } = renderModal(SLOTS);
    await userEvent.click(within(dialog).getByRole('button', { name: bookingModalTexts.cancel }));
    expect(onClose).toHaveBeenCalled();
  });
});
