import {
  availabilityTexts,
  meetingPlaceTexts,
  quickAddLabel,
  successMessages,
  validationMessages,
} from '@appointments/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { istDateTimeValue, istDaySelect, istTimesOffered, pickIstDateTime } from '../../../../test/ist-field';
import { renderWithUi } from '../../../../test/render';
import { dashboardLayoutTexts } from '../texts';
import { ManageAvailability } from './manage-availability';

// Monday 3 March 2025, 14:30 in Kolkata.
const NOW = new Date('2025-03-03T09:00:00.000Z');
const SOON = '2025-03-03T09:30:00.000Z'; // 15:00 IST, inside the hour
const LATER = '2025-03-03T12:00:00.000Z'; // 17:30 IST
const PAST = '2025-03-03T08:00:00.000Z'; // 13:30 IST, already gone

const originalZone = process.env.TZ;

afterEach(() => {
  vi.useRealTimers();
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

/** Renders the panel and, unless told not to, opens 'Add slots' and waits for its form (loaded on first open). */
async function renderPanel(
  overrides: { addSlot?: () => Promise<unknown>; slots?: string[]; formOpen?: boolean } = {},
) {
  const addSlot = vi.fn(overrides.addSlot ?? (async () => ({})));
  const removeSlot = vi.fn(async () => ({}));
  renderWithUi(
    <ManageAvailability
      slots={overrides.slots ?? [LATER, PAST, SOON]}
      loading={false}
      addSlot={addSlot}
      removeSlot={removeSlot}
    />,
  );
  if (overrides.formOpen !== false) {
    fireEvent.click(screen.getByRole('button', { name: dashboardLayoutTexts.addSlots }));
    await screen.findByRole('group', { name: LABEL });
  }
  return { addSlot, removeSlot };
}

const LABEL = availabilityTexts.dateTimeLabel;
const value = () => istDateTimeValue(LABEL);
const pick = (next: string) => pickIstDateTime(LABEL, next);
const submit = () => fireEvent.click(screen.getByRole('button', { name: availabilityTexts.addSlot }));

/** Only Date is faked: react-toastify and Testing Library's waits keep their real timers. */
function fixClock(now = NOW) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
}

describe('Manage Availability: the slot list', () => {
  it('keeps the add form behind its disclosure until the teacher opens it', async () => {
    fixClock();
    await renderPanel({ formOpen: false });
    const toggle = screen.getByRole('button', { name: dashboardLayoutTexts.addSlots });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: LABEL })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('group', { name: LABEL })).toBeVisible();
  });

  it('shows future slots soonest first in IST, hides past ones and marks the one within the hour', async () => {
    fixClock();
    await renderPanel();
    expect(screen.getByText('2 active slots')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: availabilityTexts.activeSlotsHeading });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/PM$/).textContent)).toEqual(['3:00 PM', '5:30 PM']);
    expect(within(rows[0] as HTMLElement).getByText(availabilityTexts.expiringSoon)).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).queryByText(availabilityTexts.expiringSoon)).toBeNull();
    expect(screen.getAllByText('Monday, 3 March 2025')).toHaveLength(2);
    expect(screen.queryByText('1:30 PM')).toBeNull();
  });

  it('drops a slot at the next minute check once its time has passed', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    await renderPanel({ formOpen: false });
    expect(screen.getByText('3:00 PM')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(30 * 60_000));
    // 15:00 exactly is not in the future any more.
    expect(screen.queryByText('3:00 PM')).toBeNull();
    expect(screen.getByText('1 active slot')).toBeInTheDocument();
    // 17:30 is still two and a half hours away: no mark.
    expect(screen.queryByText(availabilityTexts.expiringSoon)).toBeNull();
  });

  it('removes a slot through the callback with the ISO instant and toasts', async () => {
    fixClock();
    const { removeSlot } = await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Remove slot on Monday, 3 March 2025 at 5:30 PM' }));
    expect(removeSlot).toHaveBeenCalledWith(LATER);
    expect(await screen.findByText(successMessages.slotRemoved)).toBeInTheDocument();
  });
});

describe('Manage Availability: adding a slot', () => {
  it('quick-add sets tomorrow at that IST time and sends that instant', async () => {
    fixClock();
    const { addSlot } = await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: quickAddLabel('09:00') }));
    expect(value()).toBe('2025-03-04T09:00');
    expect(istDaySelect(LABEL).selectedOptions[0]?.textContent).toBe('Tue, 4 Mar 2025');
    fireEvent.click(screen.getByRole('button', { name: quickAddLabel('18:00') }));
    expect(value()).toBe('2025-03-04T18:00');
    expect(istTimesOffered(LABEL)).toContain('6:00 PM');
    submit();
    await waitFor(() =>
      expect(addSlot).toHaveBeenCalledWith('2025-03-04T12:30:00.000Z', { kind: 'in_person', location: '' }),
    );
    expect(await screen.findByRole('status')).toHaveProperty('textContent', successMessages.slotAdded);
  });

  it.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC'])(
    'reads and writes IST wall-clock values whatever the machine zone (%s)',
    async (zone) => {
      process.env.TZ = zone;
      // Proof the zone is really in effect, so the test could fail.
      expect(new Date(2025, 0, 1).getTimezoneOffset()).not.toBe(-330);
      // 23:00 IST: the machine's own "tomorrow" differs from Kolkata's in some of these zones.
      fixClock(new Date('2025-03-03T17:30:00.000Z'));
      const { addSlot } = await renderPanel({ slots: [] });
      // Today is Kolkata's 3 March, with only its last hour left to offer.
      pick('2025-03-03T23:00');
      expect(istTimesOffered(LABEL)).toEqual(['11:00 PM', '11:15 PM', '11:30 PM', '11:45 PM']);
      fireEvent.click(screen.getByRole('button', { name: quickAddLabel('10:00') }));
      expect(value()).toBe('2025-03-04T10:00');
      submit();
      await waitFor(() =>
        expect(addSlot).toHaveBeenCalledWith('2025-03-04T04:30:00.000Z', { kind: 'in_person', location: '' }),
      );
    },
  );

  it('offers the slot online, or in person at a location the teacher names', async () => {
    fixClock();
    const { addSlot } = await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: quickAddLabel('09:00') }));
    fireEvent.click(screen.getByRole('radio', { name: meetingPlaceTexts.online }));
    expect(screen.queryByLabelText(meetingPlaceTexts.locationLabel)).toBeNull();
    submit();
    await waitFor(() =>
      expect(addSlot).toHaveBeenCalledWith('2025-03-04T03:30:00.000Z', { kind: 'online', location: '' }),
    );
    fireEvent.click(screen.getByRole('button', { name: quickAddLabel('10:00') }));
    fireEvent.click(screen.getByRole('radio', { name: meetingPlaceTexts.inPerson }));
    fireEvent.change(screen.getByLabelText(meetingPlaceTexts.locationLabel), {
      target: { value: 'Room 12' },
    });
    submit();
    await waitFor(() =>
      expect(addSlot).toHaveBeenCalledWith('2025-03-04T04:30:00.000Z', {
        kind: 'in_person',
        location: 'Room 12',
      }),
    );
  });

  it('asks for a date and time before calling the server', async () => {
    fixClock();
    const { addSlot } = await renderPanel();
    submit();
    expect(await screen.findAllByText(validationMessages.slotDateTimeRequired)).not.toHaveLength(0);
    expect(istDaySelect(LABEL).getAttribute('aria-invalid')).toBe('true');
    expect(addSlot).not.toHaveBeenCalled();
  });

  it('offers no time that has passed, and refuses one that passed while the form was open', async () => {
    fixClock();
    const { addSlot } = await renderPanel();
    pick('2025-03-03T14:30');
    expect(istTimesOffered(LABEL)[0]).toBe('2:30 PM');
    expect(istTimesOffered(LABEL)).not.toContain('2:15 PM');
    vi.setSystemTime(new Date(NOW.getTime() + 5 * 60_000));
    submit();
    expect(await screen.findAllByText(validationMessages.futureDateTimeRequired)).not.toHaveLength(0);
    expect(addSlot).not.toHaveBeenCalled();
  });

  it('refuses a slot already in the live list', async () => {
    fixClock();
    const { addSlot } = await renderPanel();
    pick('2025-03-03T17:30');
    submit();
    expect(await screen.findAllByText(validationMessages.slotDuplicate)).not.toHaveLength(0);
    expect(addSlot).not.toHaveBeenCalled();
  });

  it("toasts the server's 409 message and keeps the value", async () => {
    fixClock();
    await renderPanel({
      addSlot: async () => {
        throw new ApiRequestError(validationMessages.slotDuplicate, 409);
      },
    });
    pick('2025-03-05T10:00');
    submit();
    expect(await screen.findByText(validationMessages.slotDuplicate)).toBeInTheDocument();
    expect(value()).toBe('2025-03-05T10:00');
    expect(screen.getByRole('button', { name: availabilityTexts.addSlot })).toHaveProperty('disabled', false);
  });

  it('shows the success banner for three seconds', async () => {
    fixClock();
    await renderPanel();
    // Every timer is faked only once the form has loaded: the banner's is set by the submit below.
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    pick('2025-03-05T10:00');
    await act(async () => submit());
    expect(screen.getByRole('status').textContent).toBe(successMessages.slotAdded);
    expect(value()).toBe('');
    act(() => vi.advanceTimersByTime(2_900));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
