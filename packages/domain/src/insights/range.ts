// The date range an insights request covers: IST calendar days, inclusive, at most two years.
const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export interface DayRange {
  /** First IST day, `YYYY-MM-DD`. */
  from: string;
  /** Last IST day, inclusive. */
  to: string;
}

/** A day key's midnight as a UTC instant: day arithmetic only, never a real time. */
export function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}

export function dayFromNumber(value: number): string {
  return new Date(value * DAY_MS).toISOString().slice(0, 10);
}

export function isCalendarDay(value: string): boolean {
  return DAY_PATTERN.test(value) && dayFromNumber(dayNumber(value)) === value;
}

/** The last day a range starting on `from` may reach: the same date two years later. */
export function lastDayAllowed(from: string): string {
  const [year, month, day] = from.split('-').map(Number) as [number, number, number];
  const later = new Date(Date.UTC(year + 2, month - 1, day));
  // 29 February two years on does not exist; Date rolls it to 1 March, one day too far.
  if (later.getUTCDate() !== day) later.setUTCDate(0);
  return later.toISOString().slice(0, 10);
}

/** Why the range is refused, or null: each day must exist, `to` not before `from`, at most two years. */
export function rangeProblem(range: DayRange): 'from' | 'to' | 'reversed' | 'tooLong' | null {
  if (!isCalendarDay(range.from)) return 'from';
  if (!isCalendarDay(range.to)) return 'to';
  if (range.to < range.from) return 'reversed';
  if (range.to > lastDayAllowed(range.from)) return 'tooLong';
  return null;
}

/** The months (`YYYY-MM`) a range touches, oldest first: the rollup documents it reads. */
export function monthsOf(range: DayRange): string[] {
  const months: string[] = [];
  let [year, month] = range.from.split('-').map(Number) as [number, number];
  const last = range.to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/** The Monday (IST calendar) of a day's week. */
export function weekStartOf(day: string): string {
  const number = dayNumber(day);
  // 1970-01-01 was a Thursday: day 0 is weekday 3 counting from Monday = 0.
  const weekday = (((number + 3) % 7) + 7) % 7;
  return dayFromNumber(number - weekday);
}

/** Monday = 0 … Sunday = 6. */
export function weekdayOf(day: string): number {
  return (((dayNumber(day) + 3) % 7) + 7) % 7;
}

/**
 * The term containing an IST day, the insights page's default range: the academic year (from July) in two
 * halves, July–December and January–June.
 */
export function termOf(day: string): DayRange {
  const year = day.slice(0, 4);
  return Number(day.slice(5, 7)) >= 7
    ? { from: `${year}-07-01`, to: `${year}-12-31` }
    : { from: `${year}-01-01`, to: `${year}-06-30` };
}
