// Builders for the component tests: complete entities with only the fields a test cares about changed.
import type { Student, StudentProfile, Teacher } from '@appointments/domain';

export function student(
  profile: Partial<StudentProfile> = {},
  fields: Partial<Omit<Student, 'profile'>> = {},
): Student {
  return {
    _id: 'student-1',
    name: 'Asha Verma',
    email: 'asha@college.test',
    isApproved: true,
    createdAt: '2025-07-01T04:30:00.000Z',
    lastLogin: null,
    stats: { totalAppointments: 0, completedSessions: 0, pendingRequests: 0 },
    ...fields,
    profile: {
      profilePicture: null,
      course: '',
      year: null,
      studentId: '',
      section: '',
      cgpa: null,
      phone: '',
      address: '',
      dateOfBirth: '',
      bio: '',
      subjectsOfInterest: [],
      careerGoals: [],
      socialLinks: { linkedin: '', github: '' },
      ...profile,
    },
  };
}

export function teacher(
  profile: Partial<Teacher['profile']> = {},
  fields: Partial<Omit<Teacher, 'profile'>> = {},
): Teacher {
  return {
    _id: 'teacher-1',
    name: 'Meera Iyer',
    email: 'meera@college.test',
    subject: 'Algebra',
    department: 'Mathematics',
    isApproved: true,
    createdAt: '2024-06-15T04:30:00.000Z',
    lastLogin: null,
    averageRating: 0,
    totalRatings: 0,
    hasAvailableSlots: false,
    availableSlotsCount: 0,
    totalSessions: 0,
    stats: { totalStudents: 0, totalSessions: 0 },
    ...fields,
    profile: {
      profilePicture: null,
      experience: null,
      education: '',
      designation: '',
      qualification: [],
      bio: '',
      researchInterests: [],
      officeHours: { days: [], startTime: '', endTime: '', location: '' },
      socialLinks: { linkedin: '', website: '' },
      phone: '',
      employeeId: '',
      meetingLink: '',
      ...profile,
    },
  };
}

/** A file of the given size and type, without allocating its bytes. */
export function fileOf(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
