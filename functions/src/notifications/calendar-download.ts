// The approved session as a file a person adds to their own calendar: the mails' invitation code with
// METHOD:PUBLISH, the same UID (so it is the same entry as the emailed invitation), and the other
// person's name in the title. The subscription feed (calendar-feed.ts) lists the same entries.
import { notificationTexts, ROLE_HOME } from '@appointments/domain';
import { appOriginParam, mailFrom } from '../lib/mail-params';
import { appointmentInvite, type InviteDetails } from './calendar-invite';
import type { AppointmentFacts } from './events';
import { placeInviteFields } from './place-details';

/** The entry's details as `viewer` sees them: the other person's name in the title. */
export function appointmentEventDetails(
  appointment: AppointmentFacts,
  viewer: 'student' | 'teacher',
): InviteDetails {
  const other = viewer === 'student' ? appointment.teacher.name : appointment.student.name;
  const from = mailFrom.value();
  return {
    appointmentId: appointment.id,
    start: appointment.dateTime.toDate(),
    durationMinutes: appointment.durationMinutes,
    summary: notificationTexts.calendar.summary(other),
    description: appointment.purpose,
    organizer: { name: appointment.teacher.name, email: from.match(/<([^>]+)>/)?.[1] ?? from },
    attendee: { name: appointment.student.name, email: appointment.student.email },
    ...placeInviteFields(appointment.place, `${appOriginParam.value()}${ROLE_HOME[viewer]}`),
    method: 'PUBLISH',
  };
}

export function appointmentCalendarFile(
  appointment: AppointmentFacts,
  viewer: 'student' | 'teacher',
): string {
  return appointmentInvite(appointmentEventDetails(appointment, viewer)).content;
}
