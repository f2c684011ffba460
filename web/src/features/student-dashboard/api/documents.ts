// Firestore documents (as plain data) into the domain's entity shapes; missing fields get harmless
// defaults so one half-written document cannot break the whole list.
import { type Appointment, BOOKING_TYPES, type BookingType, displayStatus } from '@appointments/domain';
import { asRecord, asString, pictureOf, toIsoOrNull } from '@/lib/firestore-values';

function bookingTypeOf(value: unknown): BookingType {
  return (BOOKING_TYPES as readonly unknown[]).includes(value) ? (value as BookingType) : 'custom_request';
}

export function appointmentFromData(id: string, data: Record<string, unknown>): Appointment {
  const teacher = asRecord(data.teacher);
  const student = asRecord(data.student);
  const dateTime = toIsoOrNull(data.dateTime) ?? '';
  return {
    _id: id,
    teacherId: asString(data.teacherId),
    studentId: asString(data.studentId),
    status: displayStatus(asString(data.status)),
    dateTime,
    purpose: asString(data.purpose),
    bookingType: bookingTypeOf(data.bookingType),
    ...(typeof data.durationMinutes === 'number' ? { durationMinutes: data.durationMinutes } : {}),
    canceledBy: data.canceledBy === 'student' || data.canceledBy === 'teacher' ? data.canceledBy : null,
    cancelReason:
      typeof data.cancelReason === 'string' && data.cancelReason !== '' ? data.cancelReason : null,
    autoUpdated: data.autoUpdated === true,
    autoUpdatedAt: toIsoOrNull(data.autoUpdatedAt),
    createdAt: toIsoOrNull(data.createdAt) ?? dateTime,
    updatedAt: toIsoOrNull(data.updatedAt) ?? dateTime,
    teacher: {
      name: asString(teacher.name),
      subject: asString(teacher.subject),
      department: asString(teacher.department),
      profile: { profilePicture: pictureOf(asRecord(teacher.profile)) },
    },
    student: {
      name: asString(student.name),
      email: asString(student.email),
      profile: { profilePicture: pictureOf(asRecord(student.profile)) },
    },
  };
}
