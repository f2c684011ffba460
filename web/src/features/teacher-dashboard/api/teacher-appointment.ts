import type { Appointment } from '@appointments/domain';
import { storedDocuments } from '@/lib/live/stored-documents';

/** What the request cards show of an appointment; Firestore documents are read into this shape. */
export type TeacherAppointment = Pick<
  Appointment,
  | '_id'
  | 'status'
  | 'dateTime'
  | 'createdAt'
  | 'purpose'
  | 'bookingType'
  | 'student'
  | 'durationMinutes'
  | 'canceledBy'
  | 'cancelReason'
  | 'autoUpdated'
  | 'studentId'
  | 'attendance'
  | 'checkedInAt'
  | 'summary'
  | 'groupSession'
>;

/**
 * A document of `appointments` as a card row, read through its schema; null when it has no readable time or
 * people (it cannot be placed), so one such document does not empty the teacher's list.
 */
export function toTeacherAppointment(id: string, data: unknown): TeacherAppointment | null {
  const { appointmentDocument, appointmentView, DocumentShapeError, readDocument } = storedDocuments();
  try {
    const appointment = appointmentView(id, readDocument(appointmentDocument, data, id));
    const { _id, status, dateTime, createdAt, purpose, bookingType, student, durationMinutes } = appointment;
    const { canceledBy, cancelReason, autoUpdated, studentId } = appointment;
    // The session record: the student's check-in shows on the card live.
    const { attendance = null, checkedInAt = null, summary = null, groupSession = false } = appointment;
    return {
      _id,
      status,
      dateTime,
      createdAt,
      purpose,
      bookingType,
      student,
      ...(durationMinutes === undefined ? {} : { durationMinutes }),
      canceledBy,
      cancelReason,
      autoUpdated,
      studentId,
      attendance,
      checkedInAt,
      summary,
      // A seat of a group session: the sessions panel groups these by their time.
      groupSession,
    };
  } catch (error) {
    if (error instanceof DocumentShapeError) return null;
    throw error;
  }
}

/** The teacher's public card fields the welcome section, the figures and the slot places show. */
export interface TeacherCardSummary {
  name: string;
  subject: string;
  averageRating: number;
  totalRatings: number;
  /** Students who ever booked: the 'Active Students' figure, kept by the booking transactions. */
  totalStudents: number;
  /** The office hours' location: where an in-person slot that names none meets. */
  officeLocation: string;
}

export function toTeacherCardSummary(data: unknown): TeacherCardSummary {
  const { readDocument, teacherCardDocument } = storedDocuments();
  const card = readDocument(teacherCardDocument, data);
  return {
    name: card.name,
    subject: card.subject,
    averageRating: card.averageRating,
    totalRatings: card.totalRatings,
    totalStudents: card.stats.totalStudents,
    officeLocation: card.profile.officeHours.location,
  };
}
