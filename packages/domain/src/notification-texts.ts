// Every word the notification mails say, written once. Times are passed in already formatted in IST
// (time/format.ts), so these texts never decide a time zone.

import { calendarEventSummary } from './calendar-event-texts';
import { MESSAGE_DIGEST_INTERVAL_MS, RESET_LINK_TTL_MS, SET_PASSWORD_LINK_TTL_MS } from './constants';
import { durationInWords } from './duration-words';

export const notificationTexts = {
  productName: 'College Appointments',
  greeting: (name: string) => `Hello ${name},`,
  signOff: '— College Appointments',
  bookingRequest: {
    subject: (studentName: string) => `New appointment request from ${studentName}`,
    slotIntro: (studentName: string) => `${studentName} booked one of your available slots.`,
    customIntro: (studentName: string) => `${studentName} asked for a meeting at a time of their choosing.`,
    whenLabel: 'When',
    purposeLabel: 'Purpose',
    action: 'Review request',
  },
  approved: {
    subject: (teacherName: string) => `Your appointment with ${teacherName} is approved`,
    intro: (teacherName: string) => `${teacherName} approved your appointment.`,
    whenLabel: 'When',
    purposeLabel: 'Purpose',
    calendarNote: 'The attached invitation adds the session to your calendar.',
    action: 'View my appointments',
  },
  declined: {
    subject: (teacherName: string) => `Your appointment request to ${teacherName} was declined`,
    intro: (teacherName: string) => `${teacherName} declined your appointment request.`,
    whenLabel: 'Requested time',
    purposeLabel: 'Purpose',
    action: 'Book another time',
  },
  accountApproved: {
    subject: 'Your College Appointments account is approved',
    intro: 'An administrator approved your account. You can log in now.',
    action: 'Log in',
  },
  accountSuspended: {
    subject: 'Your College Appointments account is suspended',
    intro:
      'An administrator suspended your account. You cannot log in until it is approved again; contact the college administration if you think this is a mistake.',
  },
  accountDeclined: {
    subject: 'Your College Appointments registration was declined',
    intro:
      'An administrator declined your registration, and it has been removed. You can register again if you think this is a mistake.',
    reasonLabel: 'Reason',
  },
  reminder: {
    subject: (otherName: string, lead: string) => `Reminder: appointment with ${otherName} ${lead}`,
    intro: (otherName: string, lead: string) => `Your appointment with ${otherName} is coming up ${lead}.`,
    /** Which reminder: the default ones go about 24 hours and about 1 hour before the session. */
    lead: { day: 'within a day', hour: 'within the hour' },
    /** The lead of the reminder `hours` before, for the hours a college chose (settings' booking policy). */
    leadFor: (hours: number) =>
      hours === 24
        ? 'within a day'
        : hours === 1
          ? 'within the hour'
          : `within ${durationInWords(hours * 60)}`,
    whenLabel: 'When',
    purposeLabel: 'Purpose',
    action: 'View my appointments',
  },
  autoCompleted: {
    subject: (teacherName: string) => `Your session with ${teacherName} is completed`,
    intro: (teacherName: string) =>
      `Your session with ${teacherName} has ended and is now marked completed. You can rate it from your appointments.`,
    whenLabel: 'When',
    action: 'View my appointments',
  },
  autoCanceled: {
    studentSubject: (teacherName: string) => `Your request to ${teacherName} was canceled`,
    studentIntro: (teacherName: string) =>
      `Your request to ${teacherName} was canceled automatically because its time passed before it was approved.`,
    teacherSubject: (studentName: string) => `The request from ${studentName} was canceled`,
    teacherIntro: (studentName: string) =>
      `The request from ${studentName} was canceled automatically because its time passed without a decision.`,
    whenLabel: 'Requested time',
    studentAction: 'Book another time',
    teacherAction: 'View appointments',
  },
  canceledByStudent: {
    subject: (studentName: string) => `${studentName} canceled an appointment`,
    intro: (studentName: string) => `${studentName} canceled their appointment with you.`,
    whenLabel: 'When',
    reasonLabel: 'Reason',
    action: 'View appointments',
  },
  canceledByTeacher: {
    subject: (teacherName: string) => `${teacherName} canceled your session`,
    intro: (teacherName: string) => `${teacherName} canceled your approved session.`,
    whenLabel: 'When',
    reasonLabel: 'Reason',
    calendarNote: 'The attached cancellation removes the session from your calendar.',
    action: 'Book another time',
  },
  rescheduled: {
    subject: (studentName: string) => `${studentName} moved an appointment`,
    intro: (studentName: string) =>
      `${studentName} moved their appointment to a new time. It is waiting for your approval again.`,
    previousLabel: 'Previous time',
    whenLabel: 'New time',
    purposeLabel: 'Purpose',
    action: 'Review request',
  },
  newMessages: {
    subject: (senderName: string, count: number) =>
      count === 1 ? `New message from ${senderName}` : `${count} new messages from ${senderName}`,
    intro: (senderName: string, count: number) =>
      count === 1
        ? `${senderName} sent you a message you have not read yet.`
        : `${senderName} sent you ${count} messages you have not read yet.`,
    later: `Further messages in this conversation are collected into one mail every ${MESSAGE_DIGEST_INTERVAL_MS / 60_000} minutes while they stay unread.`,
    more: (count: number) => `…and ${count} more`,
    action: 'Open messages',
  },
  passwordReset: {
    subject: 'Reset your College Appointments password',
    intro: 'We received a request to reset your password.',
    linkNote: `The link below lets you choose a new one. It expires in ${RESET_LINK_TTL_MS / 60_000} minutes and works once.`,
    ignoreNote: 'If you did not ask for this, you can ignore this e-mail.',
    action: 'Choose a new password',
  },
  teacherWelcome: {
    subject: 'Your College Appointments teacher account',
    intro: 'An administrator created a teacher account for you. It is approved: students can book your time.',
    linkNote: `Choose your own password with the link below. It expires in ${SET_PASSWORD_LINK_TTL_MS / 86_400_000} days and works once; after that, use "Forgot your password?" on the login page.`,
    accountLabel: 'Account',
    action: 'Set my password',
  },
  rosterWelcome: {
    subject: 'Your College Appointments account',
    intro: (role: 'student' | 'teacher') =>
      role === 'student'
        ? 'The college added you to College Appointments. Your student account is ready: you can find teachers and book their time.'
        : 'The college added you to College Appointments. Your teacher account is ready: students can book your time.',
    linkNote: `Choose your password with the link below. It expires in ${SET_PASSWORD_LINK_TTL_MS / 86_400_000} days and works once; after that, use "Forgot your password?" on the login page.`,
    signInNote: 'Sign in with the method your college uses.',
    accountLabel: 'Account',
    action: 'Set my password',
    signInAction: 'Sign in',
  },
  calendar: {
    summary: calendarEventSummary,
  },
} as const;
