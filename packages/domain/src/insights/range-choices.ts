// The insights pages' range picker: named periods (this term, the last 30 days…) and a custom range picked as a
// month and a day on India's calendar, each labelled in words. Browser date inputs showed mm/dd/yyyy and a
// calendar of the browser's choosing; a two-year range in one list of days would be 730 options long.
import { addCalendarDays, addCalendarMonths, calendarDateText, parseCalendarDateText } from '../calendar';
import { formatMonthYear, formatShortDate } from '../time/format';
import type { IstChoice } from '../time/ist-date-time-choices';
import { istWallClockToInstant } from '../time/kolkata-calendar';
import { type DayRange, dayFromNumber, dayNumber, termOf, weekdayOf } from './range';

export type RangePresetId = 'thisTerm' | 'lastTerm' | 'last7' | 'last30' | 'last90' | 'thisYear' | 'lastYear';

export interface RangePreset {
  id: RangePresetId;
  label: string;
  range: DayRange;
}

/** The custom choice's value in the period select. */
export const CUSTOM_RANGE = 'custom';

/** How far back and ahead of today the custom range's month lists reach. */
const MONTHS_BACK = 36;
const MONTHS_AHEAD = 12;

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

function calendarDateOf(day: string) {
  const date = parseCalendarDateText(day);
  if (!date) throw new Error(`Not a calendar day: ${day}`);
  return date;
}

/** Noon of an IST day: an instant that is that day whatever the formatter's zone arithmetic. */
const noonOf = (day: string) => istWallClockToInstant(calendarDateOf(day), '12:00');

/** '2026-07-01' → '1 Jul 2026'. */
export function dayInWords(day: string): string {
  return formatShortDate(noonOf(day));
}

/** '1 Jul 2026 – 31 Dec 2026'. */
export function rangeInWords(range: DayRange): string {
  return `${dayInWords(range.from)} – ${dayInWords(range.to)}`;
}

const lastDays = (today: string, count: number): DayRange => ({
  from: dayFromNumber(dayNumber(today) - (count - 1)),
  to: today,
});

/** The academic year (July to June) containing a day. */
function academicYearOf(day: string): DayRange {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 7 ? year : year - 1;
  return { from: `${start}-07-01`, to: `${start + 1}-06-30` };
}

const dayBefore = (day: string) => dayFromNumber(dayNumber(day) - 1);

/** The named periods, relative to today (an IST day key), each with its days in words. */
export function rangePresets(today: string): RangePreset[] {
  const thisTerm = termOf(today);
  const thisYear = academicYearOf(today);
  const presets: Array<[RangePresetId, string, DayRange]> = [
    ['thisTerm', 'This term', thisTerm],
    ['lastTerm', 'Last term', termOf(dayBefore(thisTerm.from))],
    ['last7', 'Last 7 days', lastDays(today, 7)],
    ['last30', 'Last 30 days', lastDays(today, 30)],
    ['last90', 'Last 90 days', lastDays(today, 90)],
    ['thisYear', 'This academic year', thisYear],
    ['lastYear', 'Last academic year', academicYearOf(dayBefore(thisYear.from))],
  ];
  return presets.map(([id, name, range]) => ({ id, label: `${name} (${rangeInWords(range)})`, range }));
}

/** The preset a range is, or the custom choice. */
export function presetOf(range: DayRange, today: string): RangePresetId | typeof CUSTOM_RANGE {
  const found = rangePresets(today).find(
    (preset) => preset.range.from === range.from && preset.range.to === range.to,
  );
  return found?.id ?? CUSTOM_RANGE;
}

/** The months a custom range may start or end in ('2026-11', labelled 'Nov 2026'), oldest first. */
export function rangeMonthChoices(today: string): IstChoice[] {
  const first = addCalendarMonths({ ...calendarDateOf(today), day: 1 }, -MONTHS_BACK);
  return Array.from({ length: MONTHS_BACK + MONTHS_AHEAD + 1 }, (_, index) => {
    const month = addCalendarMonths(first, index);
    const day = calendarDateText(month);
    return { value: day.slice(0, 7), label: formatMonthYear(noonOf(day)) };
  });
}

/** The days of a month ('2026-11'), labelled 'Mon 2'. */
export function rangeDayChoices(month: string): IstChoice[] {
  const first = calendarDateOf(`${month}-01`);
  const choices: IstChoice[] = [];
  for (let date = first; date.month === first.month; date = addCalendarDays(date, 1)) {
    const day = calendarDateText(date);
    choices.push({ value: day, label: `${WEEKDAYS[weekdayOf(day)]} ${date.day}` });
  }
  return choices;
}

/** The same day of the month in another month, or that month's last day (31 → 30 Nov). */
export function sameDayIn(day: string, month: string): string {
  const { day: dayOfMonth } = calendarDateOf(day);
  const days = rangeDayChoices(month);
  return (days[Math.min(dayOfMonth, days.length) - 1] as IstChoice).value;
}
