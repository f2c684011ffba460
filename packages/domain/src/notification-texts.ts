// Every word the notification mails say, written once. Times are passed in already formatted in IST
// (time/format.ts), so these texts never decide a time zone.

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
  reminder: {
    subject: (otherName: string, lead: string) => `Reminder: appointment with ${otherName} ${lead}`,
    intro: (otherName: string, lead: string) => `Your appointment with ${otherName} is coming up ${lead}.`,
    /** Which reminder: sent about 24 hours and about 1 hour before the session. */
    lead: { day: 'within a day', hour: 'within the hour' },
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
  calendar: {
    summary: (otherName: string) => `Appointment with ${otherName}`,
  },
} as const;
