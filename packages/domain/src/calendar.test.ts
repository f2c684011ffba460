import { describe, expect, it } from 'vitest';
import { addCalendarDays, addCalendarMonths, isoWeekdayIndex, parseCalendarDateText } from './calendar';

describe('calendar arithmetic', () => {
  it('rolls days over months and leap years', () => {
    expect(addCalendarDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addCalendarDays({ year: 2025, month: 2, day: 28 }, 1)).toEqual({ year: 2025, month: 3, day: 1 });
    expect(addCalendarDays({ year: 2025, month: 1, day: 1 }, -1)).toEqual({ year: 2024, month: 12, day: 31 });
  });

  it('clamps to the end of a shorter month', () => {
    expect(addCalendarMonths({ year: 2025, month: 1, day: 31 }, 1)).toEqual({
      year: 2025,
      month: 2,
      day: 28,
    });
    expect(addCalendarMonths({ year: 2025, month: 1, day: 15 }, -1)).toEqual({
      year: 2024,
      month: 12,
      day: 15,
    });
  });

  it('numbers weekdays from Monday', () => {
    expect(isoWeekdayIndex({ year: 2025, month: 3, day: 3 })).toBe(0);
    expect(isoWeekdayIndex({ year: 2025, month: 3, day: 9 })).toBe(6);
  });

  it('reads only real dates', () => {
    expect(parseCalendarDateText('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDateText('2025-02-29')).toBeNull();
    expect(parseCalendarDateText('2025-3-1')).toBeNull();
  });
});
