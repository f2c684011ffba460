// Builders for the component tests: complete accounts, read through the same converters as live documents,
// with only the fields a test cares about given.
import type { Student, StudentProfile, Teacher } from '@appointments/domain';
import { Timestamp } from 'firebase/firestore';
import { studentFromData, teacherFromData, teacherPrivateFromData, withPrivateData } from '../api/documents';

/** An ISO time as Firestore stores it, so the fixtures go through the same schemas as live documents. */
const stored = (iso: string | null | undefined) => (iso ? Timestamp.fromDate(new Date(iso)) : null);

interface StudentOverrides extends Partial<Omit<Student, 'profile' | 'stats'>> {
  _id: string;
  name: string;
  profile?: Partial<StudentProfile>;
  stats?: Partial<Student['stats']>;
}

export function student({ _id, profile, stats, ...fields }: StudentOverrides): Student {
  const { createdAt, lastLogin, suspendedAt, ...plain } = fields;
  return studentFromData(_id, {
    email: `${_id}@college.edu`,
    isApproved: true,
    ...plain,
    createdAt: stored(createdAt ?? '2025-01-10T04:30:00.000Z'),
    lastLogin: stored(lastLogin),
    suspendedAt: stored(suspendedAt),
    profile: profile ?? {},
    stats: stats ?? {},
  });
}

interface TeacherOverrides extends Partial<Omit<Teacher, 'profile' | 'stats'>> {
  _id: string;
  name: string;
  profile?: Partial<Teacher['profile']>;
  stats?: Partial<Teacher['stats']>;
}

export function teacher({ _id, profile, stats, lastLogin, ...fields }: TeacherOverrides): Teacher {
  const { createdAt, suspendedAt, hasAvailableSlots: _derived, ...plain } = fields;
  const card = teacherFromData(_id, {
    email: `${_id}@college.edu`,
    isApproved: true,
    subject: 'Mathematics',
    department: 'Mathematics',
    ...plain,
    createdAt: stored(createdAt ?? '2025-01-10T04:30:00.000Z'),
    suspendedAt: stored(suspendedAt),
    profile: profile ?? {},
    stats: stats ?? {},
  });
  return withPrivateData(
    card,
    teacherPrivateFromData({ phone: profile?.phone ?? '', lastLogin: stored(lastLogin) }),
  );
}
