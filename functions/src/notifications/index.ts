// What handlers use: enqueue one event's mail in their transaction.

export { enqueueMail } from './enqueue';
export {
  type AppointmentFacts,
  accountApprovalMail,
  accountDeclinedMail,
  appointmentApprovedMail,
  appointmentDeclinedMail,
  automaticUpdateMails,
  bookingRequestMail,
  canceledByStudentMail,
  canceledByTeacherMail,
  reminderMails,
  rescheduledMail,
} from './events';
export { sessionMessageMail, waitlistOfferMail } from './group-session-mails';
export { passwordResetMail, rosterWelcomeTemplate, teacherWelcomeMail } from './security-mails';
export { bookingPausedMail, summaryPublishedMail } from './session-record-mails';
