// Firestore documents (as plain data) into the domain's Student and Teacher shapes; missing fields get
// harmless defaults so one half-written document cannot break a whole list.
import type { Student, Teacher } from '@appointments/domain';
import {
  asNumber,
  asRecord,
  asString,
  asStringList,
  numberOrNull,
  pictureOf,
  toIsoOrNull,
} from '@/lib/firestore-values';
import { teacherCardFromData } from '@/lib/teacher-card-document';

export function studentFromData(id: string, data: Record<string, unknown>): Student {
  const profile = asRecord(data.profile);
  const stats = asRecord(data.stats);
  const socialLinks = asRecord(profile.socialLinks);
  return {
    _id: id,
    name: asString(data.name),
    email: asString(data.email),
    isApproved: data.isApproved === true,
    createdAt: toIsoOrNull(data.createdAt) ?? '',
    lastLogin: toIsoOrNull(data.lastLogin),
    stats: {
      totalAppointments: asNumber(stats.totalAppointments),
      completedSessions: asNumber(stats.completedSessions),
      pendingRequests: asNumber(stats.pendingRequests),
    },
    profile: {
      profilePicture: pictureOf(profile),
      course: asString(profile.course),
      year: numberOrNull(profile.year),
      studentId: asString(profile.studentId),
      section: asString(profile.section),
      cgpa: numberOrNull(profile.cgpa),
      phone: asString(profile.phone),
      address: asString(profile.address),
      dateOfBirth: asString(profile.dateOfBirth),
      bio: asString(profile.bio),
      subjectsOfInterest: asStringList(profile.subjectsOfInterest),
      careerGoals: asStringList(profile.careerGoals),
      socialLinks: { linkedin: asString(socialLinks.linkedin), github: asString(socialLinks.github) },
    },
  };
}

/** What `teachers/{id}/private/profile` holds: only teachers themselves and admins may read it. */
export interface TeacherPrivateData {
  phone: string;
  employeeId: string;
  lastLogin: string | null;
}

export function teacherPrivateFromData(data: Record<string, unknown>): TeacherPrivateData {
  return {
    phone: asString(data.phone),
    employeeId: asString(data.employeeId),
    lastLogin: toIsoOrNull(data.lastLogin),
  };
}

/** The public card; phone, employee ID and last login are merged in from the private part when it arrives. */
export function teacherFromData(id: string, data: Record<string, unknown>): Teacher {
  const card = teacherCardFromData(id, data);
  const stats = asRecord(data.stats);
  return {
    ...card,
    isApproved: data.isApproved === true,
    createdAt: toIsoOrNull(data.createdAt) ?? '',
    lastLogin: null,
    stats: {
      totalStudents: asNumber(stats.totalStudents),
      totalSessions: asNumber(stats.totalSessions, card.totalSessions),
    },
    profile: { ...card.profile, phone: '', employeeId: '', meetingLink: '' },
  };
}

/** The card with its private part, as GET /admin/teachers would return it. */
export function withPrivateData(teacher: Teacher, privateData: TeacherPrivateData | undefined): Teacher {
  if (!privateData) return teacher;
  return {
    ...teacher,
    lastLogin: privateData.lastLogin,
    profile: { ...teacher.profile, phone: privateData.phone, employeeId: privateData.employeeId },
  };
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Newest first, as the API lists accounts; live updates then keep each card in its place. ISO times and ids
 * compare by code units: a locale-aware comparison costs a noticeable pause over ten thousand students.
 */
export function newestFirst<T extends { createdAt: string; _id: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => byCodeUnits(b.createdAt, a.createdAt) || byCodeUnits(a._id, b._id));
}
