import type { Appointment } from '@appointments/domain';
import { asNumber, asString, toIsoOrNull } from '@/lib/firestore-values';

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
>;

/** A document of `appointments` as a card row; null when it has no readable time (it cannot be placed). */
export function toTeacherAppointment(id: string, data: Record<string, unknown>): TeacherAppointment | null {
  const dateTime = toIsoOrNull(data.dateTime);
  if (!dateTime) return null;
  const student = (data.student ?? {}) as Record<string, unknown>;
  const profile = (student.profile ?? {}) as Record<string, unknown>;
  return {
    _id: id,
    // Unknown statuses are kept as text; the domain's displayStatus shows them as pending.
    status: asString(data.status, 'pending') as Appointment['status'],
    dateTime,
    createdAt: toIsoOrNull(data.createdAt) ?? dateTime,
    purpose: asString(data.purpose),
    bookingType: data.bookingType === 'slot_booking' ? 'slot_booking' : 'custom_request',
    autoUpdated: data.autoUpdated === true,
    ...(typeof data.durationMinutes === 'number' ? { durationMinutes: data.durationMinutes } : {}),
    canceledBy: data.canceledBy === 'student' || data.canceledBy === 'teacher' ? data.canceledBy : null,
    cancelReason:
      typeof data.cancelReason === 'string' && data.cancelReason !== '' ? data.cancelReason : null,
    student: {
      name: asString(student.name),
      email: asString(student.email),
      profile: { profilePicture: typeof profile.profilePicture === 'string' ? profile.profilePicture : null },
    },
  };
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

type Fields = Record<string, unknown>;

export function toTeacherCardSummary(data: Fields): TeacherCardSummary {
  const stats = (data.stats ?? {}) as Fields;
  const officeHours = (((data.profile ?? {}) as Fields).officeHours ?? {}) as Fields;
  return {
    name: asString(data.name),
    subject: asString(data.subject),
    averageRating: asNumber(data.averageRating),
    totalRatings: asNumber(data.totalRatings),
    totalStudents: asNumber(stats.totalStudents),
    officeLocation: asString(officeHours.location),
  };
}
