// Grouping instants by their IST calendar day: the teacher's week view and the booking modal's slot
// list both show days as India sees them, whatever zone the browser is in.
import { addCalendarDays, calendarDateText } from './calendar';
import { formatWeekdayDate } from './time/format';
import { type DateInput, toMillis } from './time/instant';
import { istCalendarDate, istWallClockToInstant } from './time/kolkata-calendar';

export interface IstDay {
  /** 'yyyy-MM-dd', IST. */
  date: string;
  /** 'Mon, 3 Mar'. */
  label: string;
  isToday: boolean;
}

/** The IST date of an instant, 'yyyy-MM-dd'. */
export function istDateKey(value: DateInput): string {
  return calendarDateText(istCalendarDate(value));
}

/** Seven IST days, today first. */
export function istWeekFromToday(now: Date): IstDay[] {
  const today = istCalendarDate(now);
  return Array.from({ length: 7 }, (_, offset) => {
    const date = addCalendarDays(today, offset);
    return {
      date: calendarDateText(date),
      // Noon IST names the day safely, far from either midnight.
      label: formatWeekdayDate(istWallClockToInstant(date, '12:00')),
      isToday: offset === 0,
    };
  });
}

/** Items grouped by the IST date of `timeOf(item)`, days in order, items soonest first within a day. */
export function groupByIstDate<T>(items: readonly T[], timeOf: (item: T) => DateInput): [string, T[]][] {
  const groups = new Map<string, T[]>();
  const sorted = [...items].sort((a, b) => toMillis(timeOf(a)) - toMillis(timeOf(b)));
  for (const item of sorted) {
    const key = istDateKey(timeOf(item));
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.entries()];
}
