// Builders for the component tests: complete accounts, read through the same converters as live documents,
// with only the fields a test cares about given.
import type { Student, StudentProfile, Teacher } from '@appointments/domain';
import { studentFromData, teacherFromData, teacherPrivateFromData, withPrivateData } from '../api/documents';

interface StudentOverrides extends Partial<Omit<Student, 'profile' | 'stats'>> {
  _id: string;
  name: string;
  profile?: Partial<StudentProfile>;
  stats?: Partial<Student['stats']>;
}

export function student({ _id, profile, stats, ...fields }: StudentOverrides): Student {
  return studentFromData(_id, {
    email: `${_id}@college.edu`,
    isApproved: true,
    createdAt: '2025-01-10T04:30:00.000Z',
    ...fields,
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
  const card = teacherFromData(_id, {
    email: `${_id}@college.edu`,
    isApproved: true,
    createdAt: '2025-01-10T04:30:00.000Z',
    subject: 'Mathematics',
    department: 'Mathematics',
    ...fields,
    profile: profile ?? {},
    stats: stats ?? {},
  });
  return withPrivateData(
    card,
    teacherPrivateFromData({ phone: profile?.phone ?? '', lastLogin: lastLogin ?? null }),
  );
}
