// The approved session as a calendar invitation (METHOD:REQUEST) or its withdrawal (METHOD:CANCEL),
// one UID per appointment (so a later update or cancellation replaces the same entry), times in
// Asia/Kolkata with its VTIMEZONE. The subscription feed builds its entries with the same code.
import { DISPLAY_TIME_ZONE, notificationTexts, sessionEndMillis } from '@appointments/domain';
import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { type ICalCalendar, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { MailAttachment } from './mail-document';

export interface InviteDetails {
  appointmentId: string;
  start: Date;
  durationMinutes?: number | null;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  url: string;
  /** Where the session happens: a room, or the video link of an online session. */
  location?: string;
  /**
   * REQUEST adds or updates the entry; CANCEL removes the entry with the same UID; PUBLISH is a file
   * a person adds to their calendar themselves ('Add to calendar').
   */
  method?: 'REQUEST' | 'CANCEL' | 'PUBLISH';
}

/** Stable per appointment: every invitation for it updates the same calendar entry. */
export function appointmentUid(appointmentId: string): string {
  return `appointment-${appointmentId}@college-appointments`;
}

/** An empty calendar of the product, with the Asia/Kolkata VTIMEZONE its entries refer to. */
export function productCalendar(method: 'REQUEST' | 'CANCEL' | 'PUBLISH'): ICalCalendar {
  const calendar = ical({
    prodId: { company: 'College Appointments', product: 'appointments', language: 'EN' },
    method: ICalCalendarMethod[method],
    name: notificationTexts.productName,
  });
  calendar.timezone({ name: DISPLAY_TIME_ZONE, generator: getVtimezoneComponent });
  return calendar;
}

/**
 * Adds the session's entry. `canceled` marks it STATUS:CANCELLED with a higher SEQUENCE, which must
 * outrank the invitation it withdraws (RFC 5546); `stamp` fixes DTSTAMP (default: now), so a feed
 * built twice from the same data is the same text.
 */
export function addAppointmentEvent(
  calendar: ICalCalendar,
  details: InviteDetails,
  options: { canceled: boolean; stamp?: Date },
): void {
  const end = sessionEndMillis({ dateTime: details.start, durationMinutes: details.durationMinutes });
  calendar.createEvent({
    id: appointmentUid(details.appointmentId),
    start: new TZDate(details.start.getTime(), DISPLAY_TIME_ZONE),
    end: new TZDate(end, DISPLAY_TIME_ZONE),
    timezone: DISPLAY_TIME_ZONE,
    summary: details.summary,
    description: details.description,
    organizer: details.organizer,
    attendees: [{ ...details.attendee, rsvp: false }],
    url: details.url,
    ...(details.location ? { location: details.location } : {}),
    ...(options.stamp ? { stamp: options.stamp } : {}),
    sequence: options.canceled ? 1 : 0,
    ...(options.canceled ? { status: ICalEventStatus.CANCELLED } : {}),
  });
}

export function appointmentInvite(details: InviteDetails): MailAttachment {
  const canceling = details.method === 'CANCEL';
  const calendar = productCalendar(details.method ?? 'REQUEST');
  addAppointmentEvent(calendar, details, { canceled: canceling });
  return {
    filename: canceling ? 'cancel.ics' : 'invite.ics',
    content: calendar.toString(),
    contentType: `text/calendar; charset=utf-8; method=${details.method ?? 'REQUEST'}`,
  };
}
