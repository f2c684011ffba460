// Moving between instants and IST wall-clock values without ever consulting the machine's zone.
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { addCalendarDays, type CalendarDate, calendarDateText, isRealCalendarDate } from '../calendar';
import { DISPLAY_TIME_ZONE } from '../constants';
import { type DateInput, toDate } from './instant';

/** The IST calendar date an instant falls on. */
export function istCalendarDate(value: DateInput): CalendarDate {
  const [year, month, day] = formatInTimeZone(toDate(value), DISPLAY_TIME_ZONE, 'yyyy-MM-dd')
    .split('-')
    .map(Number);
  return { year: year ?? 0, month: month ?? 1, day: day ?? 1 };
}

/** The instant an IST wall-clock time ('HH:mm' or 'HH:mm:ss') on an IST date happens. */
export function istWallClockToInstant(date: CalendarDate, time = '00:00'): Date {
  return fromZonedTime(`${calendarDateText(date)}T${time}`, DISPLAY_TIME_ZONE);
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;

/**
 * Reads an `<input type="datetime-local">` value as IST, e.g. '2025-03-03T14:30' → 2025-03-03T09:00:00Z.
 * Null for anything that is not such a value (including impossible dates like 31 February).
 */
export function parseKolkataLocalDateTime(value: string): Date | null {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (!isRealCalendarDate(date)) return null;
  return istWallClockToInstant(date, `${match[4]}:${match[5]}${match[6] ?? ''}`);
}

/** A datetime-local value as the ISO instant the schemas take; '' when unreadable so "required" applies. */
export function kolkataInputToIso(value: string): string {
  return parseKolkataLocalDateTime(value)?.toISOString() ?? '';
}

/** 'yyyy-MM-ddTHH:mm' in IST: the value (or min) for a datetime-local input. */
export function toKolkataInputValue(value: DateInput): string {
  return formatInTimeZone(toDate(value), DISPLAY_TIME_ZONE, "yyyy-MM-dd'T'HH:mm");
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isTimeOfDay(value: string): boolean {
  return TIME_OF_DAY.test(value);
}

/** A quick-add button: tomorrow's IST date at the given IST time ('HH:mm'). */
export function quickSlotDate(now: Date, time: string): Date {
  if (!isTimeOfDay(time)) throw new RangeError(`Expected a time as HH:mm, got '${time}'`);
  return istWallClockToInstant(addCalendarDays(istCalendarDate(now), 1), time);
}
