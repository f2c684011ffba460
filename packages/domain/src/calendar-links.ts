// 'Add to calendar' on an approved appointment's card: the `.ics` file (served by the API, made by the
// same code as the mails' invitations) and a Google Calendar link built here, in UTC as Google expects.
import { calendarEventSummary } from './calendar-event-texts';

export const addToCalendarTexts = {
  download: 'Add to calendar (.ics)',
  google: 'Google Calendar',
  downloadFailed: 'Failed to download the calendar file',
  notApproved: 'Only an approved appointment can be added to a calendar',
} as const;

export function calendarFileName(appointmentId: string): string {
  return `appointment-${appointmentId}.ics`;
}

/** 20260303T090000Z: the instant in UTC, to the second. */
function googleInstant(millis: number): string {
  return new Date(millis)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function googleCalendarUrl(event: {
  otherName: string;
  startMillis: number;
  endMillis: number;
  details: string;
}): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: calendarEventSummary(event.otherName),
    dates: `${googleInstant(event.startMillis)}/${googleInstant(event.endMillis)}`,
    details: event.details,
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}
