import { afterAll, describe, expect, it } from 'vitest';
import { groupByIstDate, istWeekFromToday } from './week-days';

const originalZone = process.env.TZ;
afterAll(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

describe.each(['UTC', 'America/New_York', 'Asia/Kolkata'])('with the machine in %s', (zone) => {
  it('starts the week on the IST today and groups by IST date', () => {
    process.env.TZ = zone;
    // 23:50 on Sunday 2 March in New York is already Monday 3 March, 10:20 in India.
    const now = new Date('2025-03-03T04:50:00.000Z');
    const week = istWeekFromToday(now);
    expect(week.map((day) => day.label)).toEqual([
      'Mon, 3 Mar',
      'Tue, 4 Mar',
      'Wed, 5 Mar',
      'Thu, 6 Mar',
      'Fri, 7 Mar',
      'Sat, 8 Mar',
      'Sun, 9 Mar',
    ]);
    expect(week[0]?.isToday).toBe(true);
    const groups = groupByIstDate(
      ['2025-03-03T18:40:00.000Z', '2025-03-03T18:20:00.000Z', '2025-03-03T10:00:00.000Z'],
      (time) => time,
    );
    expect(groups).toEqual([
      ['2025-03-03', ['2025-03-03T10:00:00.000Z', '2025-03-03T18:20:00.000Z']],
      ['2025-03-04', ['2025-03-03T18:40:00.000Z']],
    ]);
  });
});
