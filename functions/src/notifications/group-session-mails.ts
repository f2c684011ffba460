// The mails of group sessions and waitlists: the teacher's message to every attendee, a seat offered.
import { formatDateTime, groupSessionMails, ROLE_HOME } from '@appointments/domain';
import { appOriginParam } from '../lib/mail-params';
import type { AppointmentFacts } from './events';
import { composeMail } from './layout';
import type { OutgoingMail } from './mail-document';

const link = (path: string) => `${appOriginParam.value()}${path}`;

/** One attendee reads the teacher's message to the whole session. */
export function sessionMessageMail(appointment: AppointmentFacts, message: string): OutgoingMail {
  const t = groupSessionMails.sessionMessage;
  const teacher = appointment.teacher.name;
  return composeMail({
    to: appointment.student.email,
    subject: t.subject(teacher),
    recipientName: appointment.student.name,
    paragraphs: [t.intro(teacher)],
    details: [
      [t.whenLabel, formatDateTime(appointment.dateTime.toDate())],
      [t.messageLabel, message],
    ],
    action: { label: t.action, url: link(ROLE_HOME.student) },
  });
}

/** The student first in line learns a seat is held for them, and until when. */
export function waitlistOfferMail(
  student: { name: string; email: string },
  offer: { teacherName: string; dateTime: Date; expiresAt: Date; minutes: number },
): OutgoingMail {
  const t = groupSessionMails.offer;
  return composeMail({
    to: student.email,
    subject: t.subject(offer.teacherName),
    recipientName: student.name,
    paragraphs: [t.intro(offer.teacherName, offer.minutes)],
    details: [
      [t.whenLabel, formatDateTime(offer.dateTime)],
      [t.expiresLabel, formatDateTime(offer.expiresAt)],
    ],
    action: { label: t.action, url: link(ROLE_HOME.student) },
  });
}
