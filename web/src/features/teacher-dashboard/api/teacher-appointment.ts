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

/** The teacher's public card fields the welcome section shows. */
export interface TeacherCardSummary {
  name: string;
  subject: string;
  averageRating: number;
  totalRatings: number;
}

export function toTeacherCardSummary(data: Record<string, unknown>): TeacherCardSummary {
  return {
    name: asString(data.name),
    subject: asString(data.subject),
    averageRating: asNumber(data.averageRating),
    totalRatings: asNumber(data.totalRatings),
  };
}
