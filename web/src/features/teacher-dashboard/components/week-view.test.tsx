import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { renderWithUi } from '../../../../test/render';
import { WeekView, type WeekViewSession } from './week-view';

const originalZone = process.env.TZ;
afterEach(cleanup);
afterAll(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

const session = (id: string, dateTime: string, status = 'approved'): WeekViewSession => ({
  _id: id,
  status,
  dateTime,
  student: { name: `Student ${id}` },
});

function columnTexts(): string[] {
  return screen.getAllByRole('group').map((column) => column.textContent ?? '');
}

describe.each(['Asia/Kolkata', 'America/New_York'])('with the browser in %s', (zone) => {
  it('shows seven IST days from today, each with its slots and approved sessions by IST time', () => {
    process.env.TZ = zone;
    // 23:50 on Sunday 2 March in New York is already Monday 3 March, 10:20 in India.
    const now = new Date('2025-03-03T04:50:00.000Z');
    renderWithUi(
      <WeekView
        now={now}
        slots={[
          '2025-03-03T09:30:00.000Z',
          '2025-03-03T04:00:00.000Z',
          '2025-03-09T12:00:00.000Z',
          '2025-03-10T04:30:00.000Z',
        ]}
        sessions={[
          session('a', '2025-03-04T05:00:00.000Z'),
          session('b', '2025-03-04T06:00:00.000Z', 'pending'),
          session('c', '2025-03-03T18:45:00.000Z'),
        ]}
      />,
    );
    const columns = screen.getAllByRole('group');
    expect(columns).toHaveLength(7);
    expect(columns.map((column) => column.getAttribute('data-date'))).toEqual([
      '2025-03-03',
      '2025-03-04',
      '2025-03-05',
      '2025-03-06',
      '2025-03-07',
      '2025-03-08',
      '2025-03-09',
    ]);
    const [today, tuesday, wednesday] = columns;
    // The 09:30 IST slot had passed at 10:20 IST; the 3 PM one has not.
    expect(within(today as HTMLElement).getByText(/Mon, 3 Mar · Today/)).toBeInTheDocument();
    expect(today?.textContent).not.toContain('9:30 AM');
    expect(today?.textContent).toContain('3:00 PM · Free slot');
    // 18:45 UTC on 3 March is 00:15 on Tuesday in India.
    expect(tuesday?.textContent).toContain('12:15 AM · Session with Student c');
    expect(tuesday?.textContent).toContain('10:30 AM · Session with Student a');
    expect(tuesday?.textContent).not.toContain('Student b');
    expect(wednesday?.textContent).toContain('Nothing');
    expect(columnTexts()[6]).toContain('Sun, 9 Mar5:30 PM · Free slot');
    expect(columnTexts().join('')).not.toContain('10 Mar');
  });
});

describe('at another clock', () => {
  it('starts on the IST day even when the browser’s own date is still the day before', () => {
    process.env.TZ = 'America/New_York';
    const now = new Date('2025-12-31T20:00:00.000Z');
    renderWithUi(<WeekView now={now} slots={[]} sessions={[]} />);
    expect(screen.getAllByRole('group').map((column) => column.getAttribute('data-date'))).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
    ]);
  });
});
