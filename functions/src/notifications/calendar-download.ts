// The approved session as a file a person adds to their own calendar: the mails' invitation code with
// METHOD:PUBLISH, the same UID (so it is the same entry as the emailed invitation), and the other
// person's name in the title.
import { notificationTexts, ROLE_HOME } from '@appointments/domain';
import { appOriginParam, mailFrom } from '../lib/mail-params';
import { appointmentInvite } from './calendar-invite';
import type { AppointmentFacts } from './events';
import { placeInviteFields } from './place-details';

export function appointmentCalendarFile(
  appointment: AppointmentFacts,
  viewer: 'student' | 'teacher',
): string {
  const other = viewer === 'student' ? appointment.teacher.name : appointment.student.name;
  const from = mailFrom.value();
  return appointmentInvite({
    appointmentId: appointment.id,
    start: appointment.dateTime.toDate(),
    durationMinutes: appointment.durationMinutes,
    summary: notificationTexts.calendar.summary(other),
    description: appointment.purpose,
    organizer: { name: appointment.teacher.name, email: from.match(/<([^>]+)>/)?.[1] ?? from },
    attendee: { name: appointment.student.name, email: appointment.student.email },
    ...placeInviteFields(appointment.place, `${appOriginParam.value()}${ROLE_HOME[viewer]}`),
    method: 'PUBLISH',
  }).content;
}
