import { lifecycleSuccessMessages, lifecycleTexts, type OfficeHoursPayload } from '@appointments/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../../test/render';
import type { OfficeHoursSeries } from '../api/teacher-api';
import { OfficeHours } from './office-hours';

const api = vi.hoisted(() => ({
  fetchOfficeHours: vi.fn(async (): Promise<OfficeHoursSeries[]> => []),
  createOfficeHours: vi.fn(async (_definition: OfficeHoursPayload) => ({ created: 8, skipped: 0 })),
  removeOfficeHours: vi.fn(async () => ({ removed: 0 })),
}));
vi.mock('../api/teacher-api', () => api);

// Monday 3 March 2025, 2:30 PM in Kolkata.
const NOW = new Date('2025-03-03T09:00:00.000Z');

const form = () => screen.getByRole('form', { name: lifecycleTexts.officeHoursHeading });
const select = (label: string) => within(form()).getByLabelText(label) as HTMLSelectElement;
const optionLabels = (element: HTMLSelectElement) => [...element.options].map((option) => option.text);

describe('weekly office hours', () => {
  // Only Date is faked (the form checks its dates against the clock); Testing Library's waits keep real timers.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    api.fetchOfficeHours.mockResolvedValue([]);
  });

  it("offers times on India's 12-hour clock and days as words, not the browser's own pickers", () => {
    renderWithUi(<OfficeHours now={NOW} />);
    const start = select(lifecycleTexts.officeHoursStart);
    expect(start.tagName).toBe('SELECT');
    expect(start.value).toBe('10:00');
    expect(optionLabels(start)).toContain('10:00 AM');
    expect(optionLabels(start)).toContain('4:45 PM');
    const from = select(lifecycleTexts.officeHoursFrom);
    expect(from.value).toBe('2025-03-03');
    expect(from.options[0]?.text).toBe('Mon, 3 Mar 2025');
    // Today and 12 weeks on: the furthest day a series may reach.
    expect(from.options).toHaveLength(85);
    expect(within(form()).queryByDisplayValue(/\d{2}\/\d{2}\/\d{4}/)).toBeNull();
  });

  it('offers Until days from the chosen start on, and sends the chosen days and times', async () => {
    renderWithUi(<OfficeHours now={NOW} />);
    fireEvent.click(within(form()).getByLabelText('Tuesday'));
    fireEvent.change(select(lifecycleTexts.officeHoursStart), { target: { value: '14:30' } });
    fireEvent.change(select(lifecycleTexts.officeHoursEnd), { target: { value: '16:00' } });
    fireEvent.change(select(lifecycleTexts.officeHoursFrom), { target: { value: '2025-03-10' } });
    const until = select(lifecycleTexts.officeHoursUntil);
    expect([...until.options].map((option) => option.value).filter(Boolean)[0]).toBe('2025-03-10');
    fireEvent.change(until, { target: { value: '2025-03-31' } });
    fireEvent.click(within(form()).getByRole('button', { name: lifecycleTexts.officeHoursCreate }));
    await waitFor(() => expect(api.createOfficeHours).toHaveBeenCalledTimes(1));
    expect(api.createOfficeHours.mock.calls[0]?.[0]).toMatchObject({
      days: [1],
      startTime: '14:30',
      endTime: '16:00',
      fromDate: '2025-03-10',
      untilDate: '2025-03-31',
    });
    await screen.findByText(lifecycleSuccessMessages.officeHoursCreated(8, 0));
  });

  it('names each series by its days and IST hours on the 12-hour clock', async () => {
    api.fetchOfficeHours.mockResolvedValue([
      {
        _id: 's1',
        days: [0, 2],
        startTime: '14:00',
        endTime: '15:30',
        slotMinutes: 30,
        fromDate: '2025-03-03',
        untilDate: '2025-03-31',
        slotCount: 12,
        createdAt: NOW.toISOString(),
      } as OfficeHoursSeries,
    ]);
    renderWithUi(<OfficeHours now={NOW} />);
    // By its label: a role query walks every option of the form's selects, which is slow in the test DOM.
    // The short date carries the year when it is not the current one.
    const remove = await screen.findByLabelText(
      new RegExp(
        `^${lifecycleTexts.removeSeriesLabel('Mon, Wed, 2:00 PM – 3:30 PM IST, 3 Mar( 2025)? to 31 Mar')}`,
      ),
    );
    expect(remove.tagName).toBe('BUTTON');
  });
});
