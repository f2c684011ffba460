// Calendar arithmetic on plain year/month/day numbers, so nothing depends on the machine's time zone.

export interface CalendarDate {
  year: number;
  /** 1 = January. */
  month: number;
  day: number;
}

export function isRealCalendarDate({ year, month, day }: CalendarDate): boolean {
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** Adds days (and rolls months and years) using UTC arithmetic on the date alone. */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** Adds months; a day past the end of the target month becomes its last day (31 Jan + 1 month = 28/29 Feb). */
export function addCalendarMonths(date: CalendarDate, months: number): CalendarDate {
  const firstOfTarget = new Date(Date.UTC(date.year, date.month - 1 + months, 1));
  const year = firstOfTarget.getUTCFullYear();
  const month = firstOfTarget.getUTCMonth() + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 0 = Monday … 6 = Sunday (ISO order, so weeks start on Monday). */
export function isoWeekdayIndex(date: CalendarDate): number {
  const sundayFirst = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return (sundayFirst + 6) % 7;
}

export function calendarDateText({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads 'yyyy-MM-dd'; null when the text is not a real date. */
export function parseCalendarDateText(text: string): CalendarDate | null {
  const match = DATE_TEXT.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealCalendarDate(date) ? date : null;
}
