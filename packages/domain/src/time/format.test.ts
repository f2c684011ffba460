import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatIsoDate,
  formatShortDate,
  formatShortDateTime,
  formatTime,
  formatWeekdayDate,
  formatWeekdayDateTime,
} from './format';

const afternoon = '2025-03-03T09:00:00.000Z';
// 18:29:59Z is still 3 March in India; 18:30Z is already 4 March. A UTC or US machine zone would say 3 March.
const lastSecondOfDay = '2025-03-03T18:29:59.000Z';
const firstSecondOfNextDay = '2025-03-03T18:30:00.000Z';

describe('display formats (Asia/Kolkata, 12-hour)', () => {
  it('formats an afternoon instant', () => {
    expect(formatTime(afternoon)).toBe('2:30 PM');
    expect(formatDate(afternoon)).toBe('Monday, 3 March 2025');
    expect(formatShortDate(afternoon)).toBe('3 Mar 2025');
    expect(formatDateTime(afternoon)).toBe('Monday, 3 March 2025 at 2:30 PM');
    expect(formatShortDateTime(afternoon)).toBe('3 Mar 2025, 2:30 PM');
    expect(formatWeekdayDate(afternoon)).toBe('Mon, 3 Mar');
    expect(formatWeekdayDateTime(afternoon)).toBe('Mon 3 Mar, 2:30 PM');
    expect(formatIsoDate(afternoon)).toBe('2025-03-03');
  });

  it('changes day at IST midnight, not the machine midnight', () => {
    expect(formatDateTime(lastSecondOfDay)).toBe('Monday, 3 March 2025 at 11:59 PM');
    expect(formatDateTime(firstSecondOfNextDay)).toBe('Tuesday, 4 March 2025 at 12:00 AM');
    expect(formatWeekdayDate(firstSecondOfNextDay)).toBe('Tue, 4 Mar');
    expect(formatIsoDate(firstSecondOfNextDay)).toBe('2025-03-04');
  });

  it('shows noon and midnight on the 12-hour clock', () => {
    expect(formatTime('2025-03-03T06:30:00.000Z')).toBe('12:00 PM');
    expect(formatTime('2025-03-02T18:30:00.000Z')).toBe('12:00 AM');
  });

  it('accepts Date objects and epoch milliseconds alike', () => {
    expect(formatTime(new Date(afternoon))).toBe('2:30 PM');
    expect(formatTime(Date.parse(afternoon))).toBe('2:30 PM');
  });

  it('shows N/A for missing or unreadable values instead of throwing', () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatTime(undefined)).toBe('N/A');
    expect(formatShortDateTime('not a date')).toBe('N/A');
  });
});
