// Builders for the component tests: complete entities with only the fields a test cares about changed.
import type { Appointment, TeacherCard, TeacherPublicProfile } from '@appointments/domain';

interface TeacherOverrides extends Partial<Omit<TeacherCard, 'profile'>> {
  _id: string;
  name: string;
  profile?: Partial<TeacherPublicProfile>;
}

export function teacherCard({ profile, ...overrides }: TeacherOverrides): TeacherCard {
  return {
    email: `${overrides._id}@college.edu`,
    subject: 'Mathematics',
    department: 'Science',
    averageRating: 0,
    totalRatings: 0,
    hasAvailableSlots: false,
    availableSlotsCount: 0,
    totalSessions: 0,
    ...overrides,
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
      ...profile,
    },
  };
}

interface AppointmentOverrides extends Partial<Omit<Appointment, 'teacher'>> {
  _id: string;
  dateTime: string;
  teacher?: Partial<Appointment['teacher']>;
}

export function appointment({ teacher, ...overrides }: AppointmentOverrides): Appointment {
  return {
    teacherId: 't1',
    studentId: 's1',
    status: 'pending',
    purpose: '',
    bookingType: 'slot_booking',
    autoUpdated: false,
    autoUpdatedAt: null,
    createdAt: overrides.dateTime,
    updatedAt: overrides.dateTime,
    student: { name: 'Asha', email: 'asha@college.edu', profile: { profilePicture: null } },
    ...overrides,
    teacher: {
      name: 'Ravi Kumar',
      subject: 'Physics',
      department: 'Science',
      profile: { profilePicture: null },
      ...teacher,
    },
  };
}
