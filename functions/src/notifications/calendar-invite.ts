// The approved session as a calendar invitation (METHOD:REQUEST) or its withdrawal (METHOD:CANCEL),
// one UID per appointment (so a later update or cancellation replaces the same entry), times in
// Asia/Kolkata with its VTIMEZONE.
import { DISPLAY_TIME_ZONE, notificationTexts, sessionEndMillis } from '@appointments/domain';
import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
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
  /** REQUEST adds or updates the entry; CANCEL removes the entry with the same UID. */
  method?: 'REQUEST' | 'CANCEL';
}

/** Stable per appointment: every invitation for it updates the same calendar entry. */
export function appointmentUid(appointmentId: string): string {
  return `appointment-${appointmentId}@college-appointments`;
}

export function appointmentInvite(details: InviteDetails): MailAttachment {
  const canceling = details.method === 'CANCEL';
  const calendar = ical({
    prodId: { company: 'College Appointments', product: 'appointments', language: 'EN' },
    method: canceling ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    name: notificationTexts.productName,
  });
  calendar.timezone({ name: DISPLAY_TIME_ZONE, generator: getVtimezoneComponent });
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
    // A cancellation must outrank the invitation it withdraws (RFC 5546).
    sequence: canceling ? 1 : 0,
    ...(canceling ? { status: ICalEventStatus.CANCELLED } : {}),
  });
  return {
    filename: canceling ? 'cancel.ics' : 'invite.ics',
    content: calendar.toString(),
    contentType: `text/calendar; charset=utf-8; method=${canceling ? 'CANCEL' : 'REQUEST'}`,
  };
}
