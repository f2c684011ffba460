// IST calendar periods for statistics ("approved today", weekly and monthly change) and the academic year.
import { addCalendarDays, addCalendarMonths, isoWeekdayIndex } from '../calendar';
import { ACADEMIC_YEAR_START_MONTH } from '../constants';
import { istCalendarDate, istWallClockToInstant } from './kolkata-calendar';

/** Half-open: `start` belongs to the period, `end` is the first instant after it. */
export interface InstantRange {
  start: Date;
  end: Date;
}

/** The IST calendar day containing `now`, shifted by whole days (-1 = yesterday). */
export function istDayBounds(now: Date, offsetDays = 0): InstantRange {
  const day = addCalendarDays(istCalendarDate(now), offsetDays);
  return {
    start: istWallClockToInstant(day),
    end: istWallClockToInstant(addCalendarDays(day, 1)),
  };
}

export function istYesterdayBounds(now: Date): InstantRange {
  return istDayBounds(now, -1);
}

/** The IST calendar week (Monday to Sunday) containing `now`, shifted by whole weeks (-1 = last week). */
export function istWeekBounds(now: Date, offsetWeeks = 0): InstantRange {
  const today = istCalendarDate(now);
  const monday = addCalendarDays(today, offsetWeeks * 7 - isoWeekdayIndex(today));
  return {
    start: istWallClockToInstant(monday),
    end: istWallClockToInstant(addCalendarDays(monday, 7)),
  };
}

/** The IST calendar month containing `now`, shifted by whole months (-1 = last month). */
export function istMonthBounds(now: Date, offsetMonths = 0): InstantRange {
  const first = addCalendarMonths({ ...istCalendarDate(now), day: 1 }, offsetMonths);
  return {
    start: istWallClockToInstant(first),
    end: istWallClockToInstant(addCalendarMonths(first, 1)),
  };
}

export function isWithin(range: InstantRange, instant: Date): boolean {
  const time = instant.getTime();
  return time >= range.start.getTime() && time < range.end.getTime();
}

/** '2024-25': the year starts in July (IST), so March 2025 belongs to 2024-25. */
export function academicYearLabel(now: Date): string {
  const { year, month } = istCalendarDate(now);
  const startYear = month >= ACADEMIC_YEAR_START_MONTH ? year : year - 1;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}
