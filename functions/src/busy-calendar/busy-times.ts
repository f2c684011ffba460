// A published calendar's busy times in a window: recurring events expanded (RRULE, RDATE, EXDATE, moved
// or cancelled occurrences by RECURRENCE-ID), all-day events as whole days in Asia/Kolkata, floating
// times read as Asia/Kolkata, zoned times through the file's VTIMEZONEs (or the standard zone of that
// name when the file leaves it out). Free (TRANSP:TRANSPARENT) and cancelled events are not busy.
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ICAL from 'ical.js';

export interface BusyInterval {
  start: number;
  end: number;
}

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
/** Occurrences looked at per recurring event at most: a daily event for 90 days is far under it. */
const MAX_OCCURRENCES_PER_EVENT = 2000;

/** The instant of an iCalendar time; dates and floating times are Asia/Kolkata wall clock. */
function millisOf(time: ICAL.Time): number {
  const floating = time.isDate || !time.zone || time.zone.tzid === 'floating';
  if (!floating) return time.toUnixTime() * 1000;
  const wall = Date.UTC(
    time.year,
    time.month - 1,
    time.day,
    time.isDate ? 0 : time.hour,
    time.isDate ? 0 : time.minute,
    time.isDate ? 0 : time.second,
  );
  return wall - IST_OFFSET_MS;
}

function registerZones(calendar: ICAL.Component): void {
  const known = new Set<string>();
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    const tzid = String(vtimezone.getFirstPropertyValue('tzid'));
    ICAL.TimezoneService.register(vtimezone);
    known.add(tzid);
  }
  // A TZID the file names without its VTIMEZONE (common with Outlook's Olson names): the standard zone.
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    for (const name of ['dtstart', 'dtend', 'recurrence-id']) {
      const tzid = vevent.getFirstProperty(name)?.getParameter('tzid');
      if (typeof tzid !== 'string' || known.has(tzid) || ICAL.TimezoneService.has(tzid)) continue;
      known.add(tzid);
      const text = getVtimezoneComponent(tzid);
      if (text)
        ICAL.TimezoneService.register(
          new ICAL.Component(ICAL.parse(`BEGIN:VCALENDAR\r\n${text}\r\nEND:VCALENDAR`)).getFirstSubcomponent(
            'vtimezone',
          ) as ICAL.Component,
        );
    }
  }
}

function isBusy(component: ICAL.Component): boolean {
  const transp = String(component.getFirstPropertyValue('transp') ?? 'OPAQUE').toUpperCase();
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  return transp !== 'TRANSPARENT' && status !== 'CANCELLED';
}

/** An occurrence's interval; an event without an end lasts its day (a date) or no time (RFC 5545). */
function interval(start: ICAL.Time, end: ICAL.Time | null): BusyInterval {
  const from = millisOf(start);
  const to = end ? millisOf(end) : start.isDate ? from + DAY_MS : from;
  return { start: from, end: Math.max(from, to) };
}

/** The busy intervals of `text` overlapping [from, to), merged and sorted; throws on a file that is not iCalendar. */
export function busyTimes(text: string, from: number, to: number, max: number): BusyInterval[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  if (calendar.name !== 'vcalendar') throw new Error('not a calendar');
  // ical.js keeps zones process-wide: one teacher's file must never define another's (a hostile
  // 'Asia/Kolkata', say). This function is synchronous, so nothing else parses between reset and use.
  ICAL.TimezoneService.reset();
  registerZones(calendar);
  const vevents = calendar.getAllSubcomponents('vevent');
  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Event[] = [];
  for (const vevent of vevents) {
    const event = new ICAL.Event(vevent);
    if (event.isRecurrenceException()) exceptions.push(event);
    else masters.set(event.uid, event);
  }
  for (const exception of exceptions) {
    const master = masters.get(exception.uid);
    if (master) master.relateException(exception);
  }
  const found: BusyInterval[] = [];
  const add = (candidate: BusyInterval) => {
    if (candidate.end > from && candidate.start < to && candidate.end > candidate.start)
      found.push(candidate);
  };
  for (const event of masters.values()) {
    if (!event.isRecurring()) {
      if (isBusy(event.component)) add(interval(event.startDate, event.endDate));
      continue;
    }
    const iterator = event.iterator();
    for (let count = 0; count < MAX_OCCURRENCES_PER_EVENT; count += 1) {
      const next = iterator.next();
      if (!next) break;
      // Occurrences are in start order; one starting after the window ends the series' part in it.
      if (millisOf(next) >= to) break;
      const details = event.getOccurrenceDetails(next);
      if (!isBusy(details.item.component)) continue;
      add(interval(details.startDate, details.endDate));
    }
  }
  // Exceptions moved into the window from a series outside it, or whose master is missing.
  for (const exception of exceptions) {
    if (!masters.has(exception.uid) && isBusy(exception.component))
      add(interval(exception.startDate, exception.endDate));
  }
  return merged(found).slice(0, max);
}

function merged(intervals: BusyInterval[]): BusyInterval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const out: BusyInterval[] = [];
  for (const next of sorted) {
    const last = out.at(-1);
    if (last && next.start <= last.end) last.end = Math.max(last.end, next.end);
    else out.push({ ...next });
  }
  return out;
}
