// The admin lists' rows: each account document read through its schema (packages/domain/src/documents), as
// the API reads it, so a list fed by a listener shows what GET /admin/students would.
import type { Student, Teacher } from '@appointments/domain';
import { storedDocuments } from '@/lib/live/stored-documents';

export function studentFromData(id: string, data: unknown): Student {
  const { readDocument, studentDocument, studentView } = storedDocuments();
  return studentView(id, readDocument(studentDocument, data, id));
}

/** What `teachers/{id}/private/profile` holds: only teachers themselves and admins may read it. */
export interface TeacherPrivateData {
  phone: string;
  employeeId: string;
  lastLogin: string | null;
}

export function teacherPrivateFromData(data: unknown): TeacherPrivateData {
  const { readDocument, teacherPrivateDocument, withIsoTimes } = storedDocuments();
  const { phone, employeeId, lastLogin } = withIsoTimes(readDocument(teacherPrivateDocument, data));
  return { phone, employeeId, lastLogin };
}

/** The public card; phone, employee ID and last login are merged in from the private part when it arrives. */
export function teacherFromData(id: string, data: unknown): Teacher {
  const { readDocument, teacherCardDocument, teacherView } = storedDocuments();
  return teacherView(id, readDocument(teacherCardDocument, data, id), undefined);
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
