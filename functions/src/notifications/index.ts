// What handlers use: enqueue one event's mail in their transaction.
export {
  type AppointmentFacts,
  accountApprovalMail,
  appointmentApprovedMail,
  appointmentDeclinedMail,
  automaticUpdateMails,
  bookingRequestMail,
  type ReminderKind,
  reminderMails,
} from './events';
export { enqueueMail } from './mail-document';
