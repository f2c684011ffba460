// What handlers use: enqueue one event's mail in their transaction.
export {
  type AppointmentFacts,
  accountApprovalMail,
  appointmentApprovedMail,
  appointmentDeclinedMail,
  bookingRequestMail,
} from './events';
export { enqueueMail } from './mail-document';
