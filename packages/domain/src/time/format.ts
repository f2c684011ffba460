// Every date and time the user sees, in Asia/Kolkata on a 12-hour clock whatever zone the machine is in.
import { formatInTimeZone } from 'date-fns-tz';
import { DISPLAY_TIME_ZONE } from '../constants';
import { type DateInput, isValidDateInput, toDate } from './instant';

/** Shown instead of throwing when a stored value is missing or unreadable, so one bad row cannot break a list. */
const MISSING_DATE_TEXT = 'N/A';

function formatIst(value: DateInput | null | undefined, pattern: string): string {
  return isValidDateInput(value)
    ? formatInTimeZone(toDate(value), DISPLAY_TIME_ZONE, pattern)
    : MISSING_DATE_TEXT;
}

/** 'Monday, 3 March 2025' */
export function formatDate(value: DateInput | null | undefined): string {
  return formatIst(value, 'EEEE, d MMMM yyyy');
}

/** '3 Mar 2025' */
export function formatShortDate(value: DateInput | null | undefined): string {
  return formatIst(value, 'd MMM yyyy');
}

/** 'Mar 2025' */
export function formatMonthYear(value: DateInput | null | undefined): string {
  return formatIst(value, 'MMM yyyy');
}

/** '2:30 PM' */
export function formatTime(value: DateInput | null | undefined): string {
  return formatIst(value, 'h:mm a');
}

/** 'Monday, 3 March 2025 at 2:30 PM' */
export function formatDateTime(value: DateInput | null | undefined): string {
  return formatIst(value, "EEEE, d MMMM yyyy 'at' h:mm a");
}

/** '3 Mar 2025, 2:30 PM' */
export function formatShortDateTime(value: DateInput | null | undefined): string {
  return formatIst(value, 'd MMM yyyy, h:mm a');
}

/** 'Mon, 3 Mar' — the slot picker shows the time beside it. */
export function formatWeekdayDate(value: DateInput | null | undefined): string {
  return formatIst(value, 'EEE, d MMM');
}

/** 'Mon 3 Mar, 2:30 PM': a time soon enough that the year goes without saying (a teacher's next free slot). */
export function formatWeekdayDateTime(value: DateInput | null | undefined): string {
  return formatIst(value, 'EEE d MMM, h:mm a');
}

/** '2025-03-03', the IST calendar date, for file names and spreadsheet cells. */
export function formatIsoDate(value: DateInput | null | undefined): string {
  return formatIst(value, 'yyyy-MM-dd');
}
