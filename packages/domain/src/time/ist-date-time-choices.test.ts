import { describe, expect, it } from 'vitest';
import {
  istDayChoices,
  istEarliestChoice,
  istTimeChoices,
  splitIstValue,
  twelveHourLabel,
} from './ist-date-time-choices';

describe('IST date-time choices', () => {
  it("lists days from the IST date of the first instant, whatever the machine's zone", () => {
    // 20:00 UTC on 26 Nov is already 27 Nov in India.
    const days = istDayChoices(new Date('2026-11-26T20:00:00Z'), 3);
    expect(days).toEqual([
      { value: '2026-11-27', label: 'Fri, 27 Nov 2026' },
      { value: '2026-11-28', label: 'Sat, 28 Nov 2026' },
      { value: '2026-11-29', label: 'Sun, 29 Nov 2026' },
    ]);
  });

  it("offers first the next step on India's clock, and after the day's last one the next day's midnight", () => {
    // 07:15:30 in India (01:45:30 UTC): 07:15 has passed, 07:30 is next.
    expect(istEarliestChoice(new Date('2026-11-28T01:45:30Z')).toISOString()).toBe(
      '2026-11-28T02:00:00.000Z',
    );
    // Exactly 07:15: still offered.
    expect(istEarliestChoice(new Date('2026-11-28T01:45:00Z')).toISOString()).toBe(
      '2026-11-28T01:45:00.000Z',
    );
    // 23:50 in India, after the day's last quarter hour: midnight, the next day, is the first time offered.
    const late = istEarliestChoice(new Date('2026-11-28T18:20:00Z'));
    expect(late.toISOString()).toBe('2026-11-28T18:30:00.000Z');
    expect(istDayChoices(late, 1)[0]?.value).toBe('2026-11-29');
    // Hourly steps fall on India's whole hours, not UTC's.
    expect(istEarliestChoice(new Date('2026-11-28T01:45:00Z'), 60).toISOString()).toBe(
      '2026-11-28T02:30:00.000Z',
    );
  });

  it('labels times on the 12-hour clock', () => {
    expect(twelveHourLabel('00:00')).toBe('12:00 AM');
    expect(twelveHourLabel('09:15')).toBe('9:15 AM');
    expect(twelveHourLabel('16:00')).toBe('4:00 PM');
  });

  it('offers every quarter hour, none before the earliest, and keeps the current time', () => {
    const all = istTimeChoices();
    expect(all).toHaveLength(96);
    expect(all[0]).toEqual({ value: '00:00', label: '12:00 AM' });
    const later = istTimeChoices({ earliest: '22:50', keep: '09:07' });
    expect(later.map((choice) => choice.value)).toEqual(['09:07', '23:00', '23:15', '23:30', '23:45']);
  });

  it('splits a datetime-local value, and gives empty parts for anything else', () => {
    expect(splitIstValue('2026-11-27T16:00')).toEqual({ date: '2026-11-27', time: '16:00' });
    expect(splitIstValue('')).toEqual({ date: '', time: '' });
  });
});
