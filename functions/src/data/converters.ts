// The stored documents' converters (packages/domain/src/documents) in firebase-admin's type: the one place
// where a document's shape meets the SDK. A reference made with one of these reads parsed documents
// (`snapshot.data()` has every default) and writes whole documents through the schema.
import {
  accountCounterDocument,
  adminDocument,
  appointmentDocument,
  appointmentPlaceDocument,
  appointmentTotalsShardDocument,
  auditLogEntryDocument,
  bookedStudentDocument,
  bulkJobDocument,
  busyCalendarDocument,
  calendarFeedDocument,
  calendarFeedMonthDocument,
  conversationDocument,
  converterFor,
  type DocumentConverter,
  insightRollupDocument,
  mailDocument,
  messageDocument,
  notificationDocument,
  officeHoursSeriesDocument,
  passwordResetDocument,
  pushDeliveryDocument,
  pushDeviceDocument,
  rateLimitDocument,
  ratingDocument,
  rosterMemberDocument,
  sessionNotesDocument,
  slotDocument,
  studentDocument,
  teacherCardDocument,
  teacherDepartmentDocument,
  teacherInsightRollupDocument,
  teacherMatchingDocument,
  teacherPrivateDocument,
  waitlistEntryDocument,
  waitlistLevelsDocument,
} from '@appointments/domain/documents';
import type { DocumentData, FirestoreDataConverter } from 'firebase-admin/firestore';

/**
 * The domain's converter as firebase-admin types it. Its model is the parsed document: a whole-document write
 * names every field (the schema's defaults are for documents stored before a field existed).
 */
function forAdmin<Stored, Written>(
  converter: DocumentConverter<Stored, Written>,
): FirestoreDataConverter<Stored, DocumentData> {
  return {
    toFirestore: (model: unknown, options?: { merge?: boolean }) =>
      converter.toFirestore(model as Written, options),
    fromFirestore: (snapshot) => converter.fromFirestore(snapshot),
  } as FirestoreDataConverter<Stored, DocumentData>;
}

export const converters = {
  student: forAdmin(converterFor(studentDocument)),
  teacherCard: forAdmin(converterFor(teacherCardDocument)),
  teacherPrivate: forAdmin(converterFor(teacherPrivateDocument)),
  admin: forAdmin(converterFor(adminDocument)),
  appointment: forAdmin(converterFor(appointmentDocument)),
  appointmentPlace: forAdmin(converterFor(appointmentPlaceDocument)),
  slot: forAdmin(converterFor(slotDocument)),
  waitlistEntry: forAdmin(converterFor(waitlistEntryDocument)),
  officeHoursSeries: forAdmin(converterFor(officeHoursSeriesDocument)),
  bookedStudent: forAdmin(converterFor(bookedStudentDocument)),
  teacherMatching: forAdmin(converterFor(teacherMatchingDocument)),
  rating: forAdmin(converterFor(ratingDocument)),
  insightRollup: forAdmin(converterFor(insightRollupDocument)),
  waitlistLevels: forAdmin(converterFor(waitlistLevelsDocument)),
  teacherInsightRollup: forAdmin(converterFor(teacherInsightRollupDocument)),
  conversation: forAdmin(converterFor(conversationDocument)),
  message: forAdmin(converterFor(messageDocument)),
  mail: forAdmin(converterFor(mailDocument)),
  accountCounter: forAdmin(converterFor(accountCounterDocument)),
  appointmentTotalsShard: forAdmin(converterFor(appointmentTotalsShardDocument)),
  teacherDepartment: forAdmin(converterFor(teacherDepartmentDocument)),
  passwordReset: forAdmin(converterFor(passwordResetDocument)),
  calendarFeed: forAdmin(converterFor(calendarFeedDocument)),
  calendarFeedMonth: forAdmin(converterFor(calendarFeedMonthDocument)),
  busyCalendar: forAdmin(converterFor(busyCalendarDocument)),
  rateLimit: forAdmin(converterFor(rateLimitDocument)),
  auditLogEntry: forAdmin(converterFor(auditLogEntryDocument)),
  notification: forAdmin(converterFor(notificationDocument)),
  sessionNotes: forAdmin(converterFor(sessionNotesDocument)),
  rosterMember: forAdmin(converterFor(rosterMemberDocument)),
  pushDevice: forAdmin(converterFor(pushDeviceDocument)),
  pushDelivery: forAdmin(converterFor(pushDeliveryDocument)),
  bulkJob: forAdmin(converterFor(bulkJobDocument)),
};
