// The session record's mails: a published summary, and a no-show pause on new bookings.
import { formatDate, formatDateTime, ROLE_HOME, sessionRecordMails } from '@appointments/domain';
import { appOriginParam } from '../lib/mail-params';
import type { AppointmentFacts } from './events';
import { composeMail } from './layout';
import type { OutgoingMail } from './mail-document';

const link = (path: string) => `${appOriginParam.value()}${path}`;

/** The student reads the summary in the mail itself, and finds it again on the session's card. */
export function summaryPublishedMail(
  appointment: AppointmentFacts,
  summary: { covered: string; nextSteps: string },
): OutgoingMail {
  const t = sessionRecordMails.summary;
  const teacher = appointment.teacher.name;
  const details: [string, string][] = [[t.whenLabel, formatDateTime(appointment.dateTime.toDate())]];
  if (summary.covered) details.push([t.coveredLabel, summary.covered]);
  if (summary.nextSteps) details.push([t.nextStepsLabel, summary.nextSteps]);
  return composeMail({
    to: appointment.student.email,
    subject: t.subject(teacher),
    recipientName: appointment.student.name,
    paragraphs: [t.intro(teacher)],
    details,
    action: { label: t.action, url: link(ROLE_HOME.student) },
  });
}

export function bookingPausedMail(
  student: { name: string; email: string },
  pause: { until: Date; noShows: number; windowDays: number },
): OutgoingMail {
  const t = sessionRecordMails.paused;
  return composeMail({
    to: student.email,
    subject: t.subject,
    recipientName: student.name,
    paragraphs: [t.intro(pause.noShows, pause.windowDays), t.note],
    details: [[t.untilLabel, formatDate(pause.until)]],
    action: { label: t.action, url: link(ROLE_HOME.student) },
  });
}
