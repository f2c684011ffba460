// The choices of the IST date-time field (web/src/components/ui/ist-date-time-field.tsx): days and times of day
// on India's calendar and a 12-hour clock, whatever the machine's zone. Its value stays the datetime-local text
// ('yyyy-MM-ddTHH:mm', IST wall clock) the forms and schemas already read.
import { addCalendarDays, calendarDateText } from '../calendar';
import { formatTime, formatWeekdayDate } from './format';
import { istCalendarDate, istWallClockToInstant } from './kolkata-calendar';

export interface IstChoice {
  value: string;
  label: string;
}

/** Minutes between the offered times of day. */
export const IST_TIME_STEP_MINUTES = 15;

/** How many days from the first allowed one the day list offers when the caller names no limit. */
export const IST_DAYS_OFFERED = 90;

/** The accessible names of the field's two selects, from the field's label (shared with the tests that drive it). */
export const istFieldNames = {
  day: (label: string) => `${label}: day`,
  time: (label: string) => `${label}: time (IST)`,
  noDay: 'Choose a day',
  noTime: 'Time',
} as const;

/** '2025-03-03' and '2025-03-03T14:30' → { date: '2025-03-03', time: '14:30' }; empty parts when unreadable. */
export function splitIstValue(value: string): { date: string; time: string } {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value);
  return match ? { date: match[1] ?? '', time: match[2] ?? '' } : { date: '', time: '' };
}

/** The IST days from `from` on, each labelled 'Mon, 3 Mar 2025'. */
export function istDayChoices(from: Date, count = IST_DAYS_OFFERED): IstChoice[] {
  const first = istCalendarDate(from);
  return Array.from({ length: count }, (_, index) => {
    const date = addCalendarDays(first, index);
    return {
      value: calendarDateText(date),
      label: `${formatWeekdayDate(istWallClockToInstant(date, '12:00'))} ${date.year}`,
    };
  });
}

/**
 * The first time the field offers at or after `instant`: the next `step` on India's clock (the field's times
 * have no seconds, and '4:15' read at 4:15:30 has already passed). After a day's last step it is the next day's
 * midnight, so the earliest day offered is one that still has a time to pick.
 */
export function istEarliestChoice(instant: Date, step = IST_TIME_STEP_MINUTES): Date {
  const day = istCalendarDate(instant);
  const midnight = istWallClockToInstant(day).getTime();
  const choice = Math.ceil((instant.getTime() - midnight) / 60_000 / step) * step;
  if (choice >= 24 * 60) return istWallClockToInstant(addCalendarDays(day, 1));
  return new Date(midnight + choice * 60_000);
}

/** '14:30' → '2:30 PM'. */
export function twelveHourLabel(time: string): string {
  return formatTime(istWallClockToInstant({ year: 2025, month: 1, day: 1 }, time));
}

/**
 * The times of day, every `step` minutes, labelled on the 12-hour clock. On the earliest allowed day only the
 * times not before `earliest` ('HH:mm'); `keep` (the current value's time) is always offered.
 */
export function istTimeChoices(
  options: { earliest?: string; keep?: string; step?: number } = {},
): IstChoice[] {
  const step = options.step ?? IST_TIME_STEP_MINUTES;
  const times = new Set<string>();
  for (let minutes = 0; minutes < 24 * 60; minutes += step) {
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    if (!options.earliest || time >= options.earliest) times.add(time);
  }
  if (options.keep) times.add(options.keep);
  return [...times].sort().map((time) => ({ value: time, label: twelveHourLabel(time) }));
}
