// What handlers use: enqueue one event's mail in their transaction.
export {
  type AppointmentFacts,
  accountApprovalMail,
  appointmentApprovedMail,
  appointmentDeclinedMail,
  automaticUpdateMails,
  bookingRequestMail,
  canceledByStudentMail,
  canceledByTeacherMail,
  type ReminderKind,
  reminderMails,
  rescheduledMail,
} from './events';
export { enqueueMail } from './mail-document';
