// Weekly office hours: the slot times a recurring definition stands for, read on the IST wall clock
// whatever zone the browser or the server runs in.
import { addCalendarDays, calendarDateText, isoWeekdayIndex, parseCalendarDateText } from './calendar';
import { OFFICE_HOURS_WEEKS_MAX } from './constants';
import { istCalendarDate, istWallClockToInstant } from './time/kolkata-calendar';

export interface OfficeHoursDefinition {
  /** ISO weekday indices: 0 = Monday … 6 = Sunday. */
  days: number[];
  /** 'HH:mm', IST. */
  startTime: string;
  endTime: string;
  /** One of SESSION_LENGTH_OPTIONS. */
  slotMinutes: number;
  /** 'yyyy-MM-dd', IST calendar dates, both included. */
  fromDate: string;
  untilDate: string;
}

function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** How many slots fit between start and end on one day. */
export function slotsPerDay(
  definition: Pick<OfficeHoursDefinition, 'startTime' | 'endTime' | 'slotMinutes'>,
): number {
  const span = minutesOfDay(definition.endTime) - minutesOfDay(definition.startTime);
  return span > 0 && definition.slotMinutes > 0 ? Math.floor(span / definition.slotMinutes) : 0;
}

/** The last IST date office hours may reach, seen from `now`. */
export function officeHoursLastDate(now: Date): string {
  return calendarDateText(addCalendarDays(istCalendarDate(now), OFFICE_HOURS_WEEKS_MAX * 7));
}

/** Today's IST date, 'yyyy-MM-dd'. */
export function istTodayText(now: Date): string {
  return calendarDateText(istCalendarDate(now));
}

/**
 * Every slot start of the definition, soonest first. IST keeps no daylight saving, so a slot's
 * start is the day's start plus whole slot lengths.
 */
export function officeHoursSlotTimes(definition: OfficeHoursDefinition): Date[] {
  const from = parseCalendarDateText(definition.fromDate);
  const until = parseCalendarDateText(definition.untilDate);
  if (!from || !until) return [];
  const perDay = slotsPerDay(definition);
  const times: Date[] = [];
  for (let date = from; calendarDateText(date) <= calendarDateText(until); date = addCalendarDays(date, 1)) {
    if (!definition.days.includes(isoWeekdayIndex(date))) continue;
    const first = istWallClockToInstant(date, definition.startTime).getTime();
    for (let index = 0; index < perDay; index += 1) {
      times.push(new Date(first + index * definition.slotMinutes * 60_000));
    }
  }
  return times;
}
