// Firestore documents (as plain data) into the domain's entity shapes; missing fields get harmless
// defaults so one half-written document cannot break the whole list.
import {
  type Appointment,
  BOOKING_TYPES,
  type BookingType,
  displayStatus,
  type TeacherCard,
} from '@appointments/domain';
import { asNumber, asRecord, asString, asStringList, toIsoOrNull } from './firestore-values';

function pictureOf(profile: Record<string, unknown>): string | null {
  return typeof profile.profilePicture === 'string' && profile.profilePicture !== ''
    ? profile.profilePicture
    : null;
}

export function teacherCardFromData(id: string, data: Record<string, unknown>): TeacherCard {
  const profile = asRecord(data.profile);
  const officeHours = asRecord(profile.officeHours);
  const socialLinks = asRecord(profile.socialLinks);
  const availableSlotsCount = asNumber(data.availableSlotsCount);
  return {
    _id: id,
    name: asString(data.name),
    email: asString(data.email),
    subject: asString(data.subject),
    department: asString(data.department),
    averageRating: asNumber(data.averageRating),
    totalRatings: asNumber(data.totalRatings),
    availableSlotsCount,
    hasAvailableSlots: availableSlotsCount > 0,
    totalSessions: asNumber(data.totalSessions),
    profile: {
      profilePicture: pictureOf(profile),
      experience: typeof profile.experience === 'number' ? profile.experience : null,
      education: asString(profile.education),
      designation: asString(profile.designation),
      qualification: asStringList(profile.qualification),
      bio: asString(profile.bio),
      researchInterests: asStringList(profile.researchInterests),
      officeHours: {
        days: asStringList(officeHours.days),
        startTime: asString(officeHours.startTime),
        endTime: asString(officeHours.endTime),
        location: asString(officeHours.location),
      },
      socialLinks: { linkedin: asString(socialLinks.linkedin), website: asString(socialLinks.website) },
    },
  };
}

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
