import { describe, expect, it } from 'vitest';
import { formatInZone, wallTimeToInstant } from './zoned-clock';

describe('formatInZone', () => {
  const instant = new Date('2025-03-03T09:05:07Z');

  it('writes every token on the zone’s wall clock, whatever the machine’s zone', () => {
    expect(formatInZone(instant, 'Asia/Kolkata', "EEEE, d MMMM yyyy 'at' h:mm a")).toBe(
      'Monday, 3 March 2025 at 2:35 PM',
    );
    expect(formatInZone(instant, 'Asia/Kolkata', 'EEE dd MMM, hh:mm:ss a / yyyy-MM-dd HH:mm')).toBe(
      'Mon 03 Mar, 02:35:07 PM / 2025-03-03 14:35',
    );
    // Across the date line: still Sunday evening in New York.
    expect(formatInZone(new Date('2025-03-03T02:00:00Z'), 'America/New_York', 'EEE, d MMM, h:mm a')).toBe(
      'Sun, 2 Mar, 9:00 PM',
    );
  });

  it('writes midnight and noon on the 12-hour clock as 12', () => {
    expect(formatInZone(new Date('2025-09-10T18:30:00Z'), 'Asia/Kolkata', 'EEE d MMM h:mm a HH')).toBe(
      'Thu 11 Sep 12:00 AM 00',
    );
    expect(formatInZone(new Date('2025-09-10T06:30:00Z'), 'Asia/Kolkata', 'h a')).toBe('12 PM');
  });

  it('refuses an unknown zone and an invalid date', () => {
    expect(() => formatInZone(instant, 'Mars/Olympus', 'h:mm a')).toThrow(RangeError);
    expect(() => formatInZone(new Date(Number.NaN), 'Asia/Kolkata', 'h:mm a')).toThrow(RangeError);
  });
});

describe('wallTimeToInstant', () => {
  it('reads a wall-clock time in a fixed-offset zone', () => {
    expect(wallTimeToInstant('2025-03-03T14:30', 'Asia/Kolkata').toISOString()).toBe(
      '2025-03-03T09:00:00.000Z',
    );
    expect(wallTimeToInstant('2025-03-03T00:00:15', 'Asia/Kolkata').toISOString()).toBe(
      '2025-03-02T18:30:15.000Z',
    );
  });

  it('takes the offset in force at that time in a zone with daylight saving', () => {
    // New York: EST (UTC−5) before 9 March 2025, EDT (UTC−4) after.
    expect(wallTimeToInstant('2025-03-08T12:00', 'America/New_York').toISOString()).toBe(
      '2025-03-08T17:00:00.000Z',
    );
    expect(wallTimeToInstant('2025-03-10T12:00', 'America/New_York').toISOString()).toBe(
      '2025-03-10T16:00:00.000Z',
    );
  });

  it('answers an invalid date for what is not a wall-clock time', () => {
    expect(Number.isNaN(wallTimeToInstant('3 March', 'Asia/Kolkata').getTime())).toBe(true);
  });
});
