import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatIsoDate,
  formatShortDate,
  formatShortDateTime,
  formatTime,
  formatWeekdayDate,
} from './format';
import { wallClockIn, wallClockToInstant } from './wall-clock';

// The display formats were date-fns-tz patterns; the Intl-based ones must write exactly the same text.
const patterns: [string, (value: Date) => string][] = [
  ['EEEE, d MMMM yyyy', formatDate],
  ['d MMM yyyy', formatShortDate],
  ['h:mm a', formatTime],
  ["EEEE, d MMMM yyyy 'at' h:mm a", formatDateTime],
  ['d MMM yyyy, h:mm a', formatShortDateTime],
  ['EEE, d MMM', formatWeekdayDate],
  ['yyyy-MM-dd', formatIsoDate],
];

// Every 7 h 13 min over two years: every weekday, month, hour and both halves of the day.
const instants = Array.from(
  { length: 2500 },
  (_, index) => new Date(Date.UTC(2024, 0, 1) + index * 433 * 60_000),
);

describe('IST wall clock through Intl', () => {
  it('writes what the date-fns-tz patterns wrote, for every instant of the sweep', () => {
    for (const [pattern, format] of patterns) {
      for (const instant of instants) {
        expect(format(instant)).toBe(formatInTimeZone(instant, 'Asia/Kolkata', pattern));
      }
    }
  });

  it('reads midnight as hour 0 and names the weekday', () => {
    expect(wallClockIn(new Date('2025-03-03T18:30:00.000Z'), 'Asia/Kolkata')).toEqual({
      year: 2025,
      month: 3,
      day: 4,
      hour: 0,
      minute: 0,
      second: 0,
      weekday: 2,
    });
  });

  it('turns a wall clock back into the instant, in India and across a clock change elsewhere', () => {
    for (const instant of instants) {
      const clock = wallClockIn(instant, 'Asia/Kolkata');
      expect(wallClockToInstant(clock, 'Asia/Kolkata').toISOString()).toBe(instant.toISOString());
    }
    // New York, the day summer time starts and the day it ends.
    for (const text of ['2025-03-09T01:30', '2025-03-09T03:30', '2025-11-02T00:30', '2025-11-02T12:00']) {
      const [date = '', time = ''] = text.split('T');
      const [year, month, day] = date.split('-').map(Number);
      const [hour, minute] = time.split(':').map(Number);
      expect(
        wallClockToInstant(
          { year: year ?? 0, month: month ?? 1, day: day ?? 1, hour: hour ?? 0, minute: minute ?? 0 },
          'America/New_York',
        ).toISOString(),
      ).toBe(fromZonedTime(text, 'America/New_York').toISOString());
    }
  });

  it('refuses a zone the platform does not know', () => {
    expect(() => wallClockIn(new Date(), 'Not/AZone')).toThrow(RangeError);
  });
});
