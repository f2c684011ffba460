// One function per event: what each mail says and to whom. Handlers call these inside the
// transaction that makes the change, through enqueueMail.
import {
  type AppointmentPlace,
  formatDateTime,
  notificationTexts,
  ROLE_HOME,
  sessionRecordMails,
} from '@appointments/domain';
import type { TimestampLike } from '@appointments/domain/documents';
import { appOriginParam, mailFrom } from '../lib/mail-params';
import { appointmentInvite } from './calendar-invite';
import { composeMail } from './layout';
import type { OutgoingMail } from './mail-document';
import { placeDetails, placeInviteFields } from './place-details';

/** The appointment fields the mails read, as the appointment document stores them. */
export interface AppointmentFacts {
  id: string;
  dateTime: TimestampLike;
  durationMinutes?: number | null;
  purpose: string;
  bookingType: string;
  teacher: { name: string };
  student: { name: string; email: string };
  /** Where it happens (from the appointment's private document), when the caller read it. */
  place?: AppointmentPlace | null;
}

const link = (path: string) => `${appOriginParam.value()}${path}`;

/** The bare address of MAIL_FROM ('Name <address>' or just the address). */
function fromAddress(): string {
  const from = mailFrom.value();
  return from.match(/<([^>]+)>/)?.[1] ?? from;
}

export function bookingRequestMail(appointment: AppointmentFacts, teacherEmail: string): OutgoingMail {
  const t = notificationTexts.bookingRequest;
  const student = appointment.student.name;
  return composeMail({
    to: teacherEmail,
    subject: t.subject(student),
    recipientName: appointment.teacher.name,
    paragraphs: [appointment.bookingType === 'slot_booking' ? t.slotIntro(student) : t.customIntro(student)],
    details: [
      [t.whenLabel, formatDateTime(appointment.dateTime.toDate())],
      [t.purposeLabel, appointment.purpose],
      ...placeDetails(appointment.place),
    ],
    action: { label: t.action, url: link(ROLE_HOME.teacher) },
  });
}

/** The session as a calendar entry for the student: added on approval, withdrawn on cancellation. */
function sessionInvite(appointment: AppointmentFacts, method: 'REQUEST' | 'CANCEL') {
  const teacher = appointment.teacher.name;
  return appointmentInvite({
    appointmentId: appointment.id,
    start: appointment.dateTime.toDate(),
    durationMinutes: appointment.durationMinutes,
    summary: notificationTexts.calendar.summary(teacher),
    description: appointment.purpose,
    organizer: { name: teacher, email: fromAddress() },
    attendee: { name: appointment.student.name, email: appointment.student.email },
    ...placeInviteFields(appointment.place, link(ROLE_HOME.student)),
    method,
  });
}

/**
 * The student's approved session, with its invitation: approved by the teacher, or booked for the student by
 * the teacher as a follow-up (approved from the start, in other words).
 */
export function appointmentApprovedMail(
  appointment: AppointmentFacts,
  occasion: 'approved' | 'followUp' = 'approved',
): OutgoingMail {
  const t = occasion === 'followUp' ? sessionRecordMails.followUp : notificationTexts.approved;
  const teacher = appointment.teacher.name;
  return composeMail({
    to: appointment.student.email,
    subject: t.subject(teacher),
    recipientName: appointment.student.name,
    paragraphs: [t.intro(teacher), t.calendarNote],
    details: [
      [t.whenLabel, formatDateTime(appointment.dateTime.toDate())],
      [t.purposeLabel, appointment.purpose],
      ...placeDetails(appointment.place),
    ],
    action: { label: t.action, url: link(ROLE_HOME.student) },
    attachments: [sessionInvite(appointment, 'REQUEST')],
  });
}

/** The teacher learns that the student called off a request or session, with the reason if given. */
export function canceledByStudentMail(
  appointment: AppointmentFacts,
  teacherEmail: string,
  reason: string | null,
): OutgoingMail {
  const t = notificationTexts.canceledByStudent;
  const student = appointment.student.name;
  const details: [string, string][] = [[t.whenLabel, formatDateTime(appointment.dateTime.toDate())]];
  if (reason) details.push([t.reasonLabel, reason]);
  return composeMail({
    to: teacherEmail,
    subject: t.subject(student),
    recipientName: appointment.teacher.name,
    paragraphs: [t.intro(student)],
    details,
    action: { label: t.action, url: link(ROLE_HOME.teacher) },
  });
}

/** The student learns why the teacher called off the session; the calendar entry is withdrawn. */
export function canceledByTeacherMail(appointment: AppointmentFacts, reason: string): OutgoingMail {
  const t = notificationTexts.canceledByTeacher;
  const teacher = appointment.teacher.name;
  return composeMail({
    to: appointment.student.email,
    subject: t.subject(teacher),
    recipientName: appointment.student.name,
    paragraphs: [t.intro(teacher), t.calendarNote],
    details: [
      [t.whenLabel, formatDateTime(appointment.dateTime.toDate())],
      [t.reasonLabel, reason],
    ],
    action: { label: t.action, url: link(ROLE_HOME.student) },
    attachments: [sessionInvite(appointment, 'CANCEL')],
  });
}

/** The teacher reviews a moved appointment again: it is pending at its new time. */
export function rescheduledMail(
  appointment: AppointmentFacts,
  previous: TimestampLike,
  teacherEmail: string,
): OutgoingMail {
  const t = notificationTexts.rescheduled;
  const student = appointment.student.name;
  return composeMail({
    to: teacherEmail,
    subject: t.subject(student),
    recipientName: appointment.teacher.name,
    paragraphs: [t.intro(student)],
    details: [
      [t.previousLabel, formatDateTime(previous.toDate())],
      [t.whenLabel, formatDateTime(appointment.dateTime.toDate())],
      [t.purposeLabel, appointment.purpose],
      ...placeDetails(appointment.place),
    ],
    action: { label: t.action, url: link(ROLE_HOME.teacher) },
  });
}

export function appointmentDeclinedMail(appointment: AppointmentFacts): OutgoingMail {
  const t = notificationTexts.declined;
  const teacher = appointment.teacher.name;
  return composeMail({
    to: appointment.student.email,
    subject: t.subject(teacher),
    recipientName: appointment.student.name,
    paragraphs: [t.intro(teacher)],
    details: [
      [t.whenLabel, formatDateTime(appointment.dateTime.toDate())],
      [t.purposeLabel, appointment.purpose],
    ],
    action: { label: t.action, url: link(ROLE_HOME.student) },
  });
}

export interface AccountFacts {
  name: string;
  email: string;
}

export function accountApprovalMail(account: AccountFacts, approved: boolean): OutgoingMail {
  if (approved) {
    const t = notificationTexts.accountApproved;
    return composeMail({
      to: account.email,
      subject: t.subject,
      recipientName: account.name,
      paragraphs: [t.intro],
      action: { label: t.action, url: link('/login') },
    });
  }
  const t = notificationTexts.accountSuspended;
  return composeMail({
    to: account.email,
    subject: t.subject,
    recipientName: account.name,
    paragraphs: [t.intro],
  });
}

/** A declined registration: sent as the account is removed, with the admin's reason. */
export function accountDeclinedMail(account: AccountFacts, reason: string): OutgoingMail {
  const t = notificationTexts.accountDeclined;
  return composeMail({
    to: account.email,
    subject: t.subject,
    recipientName: account.name,
    paragraphs: [t.intro],
    details: [[t.reasonLabel, reason]],
  });
}

/** One reminder to each side of the session, the one `hoursBefore` it. */
export function reminderMails(
  appointment: AppointmentFacts,
  teacherEmail: string,
  hoursBefore: number,
): OutgoingMail[] {
  const t = notificationTexts.reminder;
  const lead = t.leadFor(hoursBefore);
  const details: [string, string][] = [
    [t.whenLabel, formatDateTime(appointment.dateTime.toDate())],
    [t.purposeLabel, appointment.purpose],
    ...placeDetails(appointment.place),
  ];
  const sides = [
    {
      to: appointment.student.email,
      name: appointment.student.name,
      other: appointment.teacher.name,
      home: ROLE_HOME.student,
    },
    {
      to: teacherEmail,
      name: appointment.teacher.name,
      other: appointment.student.name,
      home: ROLE_HOME.teacher,
    },
  ];
  return sides.map((side) =>
    composeMail({
      to: side.to,
      subject: t.subject(side.other, lead),
      recipientName: side.name,
      paragraphs: [t.intro(side.other, lead)],
      details,
      action: { label: t.action, url: link(side.home) },
    }),
  );
}

/**
 * What the automatic updates tell: a completed session → the student; a request canceled because its
 * time passed → the student and the teacher (`teacherEmail` needed only then).
 */
export function automaticUpdateMails(
  appointment: AppointmentFacts,
  to: 'completed' | 'canceled',
  teacherEmail: string,
): OutgoingMail[] {
  const when = formatDateTime(appointment.dateTime.toDate());
  if (to === 'completed') {
    const t = notificationTexts.autoCompleted;
    return [
      composeMail({
        to: appointment.student.email,
        subject: t.subject(appointment.teacher.name),
        recipientName: appointment.student.name,
        paragraphs: [t.intro(appointment.teacher.name)],
        details: [[t.whenLabel, when]],
        action: { label: t.action, url: link(ROLE_HOME.student) },
      }),
    ];
  }
  const t = notificationTexts.autoCanceled;
  return [
    composeMail({
      to: appointment.student.email,
      subject: t.studentSubject(appointment.teacher.name),
      recipientName: appointment.student.name,
      paragraphs: [t.studentIntro(appointment.teacher.name)],
      details: [[t.whenLabel, when]],
      action: { label: t.studentAction, url: link(ROLE_HOME.student) },
    }),
    composeMail({
      to: teacherEmail,
      subject: t.teacherSubject(appointment.student.name),
      recipientName: appointment.teacher.name,
      paragraphs: [t.teacherIntro(appointment.student.name)],
      details: [[t.whenLabel, when]],
      action: { label: t.teacherAction, url: link(ROLE_HOME.teacher) },
    }),
  ];
}
