// Every date and time the user sees, in Asia/Kolkata on a 12-hour clock whatever zone the machine is in.
import { DISPLAY_TIME_ZONE } from '../constants';
import { type DateInput, isValidDateInput, toDate } from './instant';
import { type WallClock, wallClockIn } from './wall-clock';

/** Shown instead of throwing when a stored value is missing or unreadable, so one bad row cannot break a list. */
const MISSING_DATE_TEXT = 'N/A';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const twoDigits = (value: number) => String(value).padStart(2, '0');
/** 'Monday' */
const weekdayName = (clock: WallClock) => WEEKDAYS[clock.weekday] ?? '';
/** 'March' */
const monthName = (clock: WallClock) => MONTHS[clock.month - 1] ?? '';

/** 'h:mm a' */
export function clockTime(clock: WallClock): string {
  return `${clock.hour % 12 || 12}:${twoDigits(clock.minute)} ${clock.hour < 12 ? 'AM' : 'PM'}`;
}

/** 'EEE, d MMM': 'Mon, 3 Mar' */
export function clockWeekdayDate(clock: WallClock): string {
  return `${weekdayName(clock).slice(0, 3)}, ${clock.day} ${monthName(clock).slice(0, 3)}`;
}

/** 'yyyy-MM-dd' */
export function clockIsoDate(clock: WallClock): string {
  return `${clock.year}-${twoDigits(clock.month)}-${twoDigits(clock.day)}`;
}

function formatIst(value: DateInput | null | undefined, pattern: (clock: WallClock) => string): string {
  return isValidDateInput(value) ? pattern(wallClockIn(toDate(value), DISPLAY_TIME_ZONE)) : MISSING_DATE_TEXT;
}

const longDate = (clock: WallClock) =>
  `${weekdayName(clock)}, ${clock.day} ${monthName(clock)} ${clock.year}`;
const shortDate = (clock: WallClock) => `${clock.day} ${monthName(clock).slice(0, 3)} ${clock.year}`;

/** 'Monday, 3 March 2025' */
export function formatDate(value: DateInput | null | undefined): string {
  return formatIst(value, longDate);
}

/** '3 Mar 2025' */
export function formatShortDate(value: DateInput | null | undefined): string {
  return formatIst(value, shortDate);
}

/** '2:30 PM' */
export function formatTime(value: DateInput | null | undefined): string {
  return formatIst(value, clockTime);
}

/** 'Monday, 3 March 2025 at 2:30 PM' */
export function formatDateTime(value: DateInput | null | undefined): string {
  return formatIst(value, (clock) => `${longDate(clock)} at ${clockTime(clock)}`);
}

/** '3 Mar 2025, 2:30 PM' */
export function formatShortDateTime(value: DateInput | null | undefined): string {
  return formatIst(value, (clock) => `${shortDate(clock)}, ${clockTime(clock)}`);
}

/** 'Mon, 3 Mar' — the slot picker shows the time beside it. */
export function formatWeekdayDate(value: DateInput | null | undefined): string {
  return formatIst(value, clockWeekdayDate);
}

/** '2025-03-03', the IST calendar date, for file names and spreadsheet cells. */
export function formatIsoDate(value: DateInput | null | undefined): string {
  return formatIst(value, clockIsoDate);
}
