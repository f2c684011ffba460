import type { Appointment, TeacherCard } from '@appointments/domain';

/**
 * The teacher of a past session as the booking modal needs them, built from the appointment's copy of
 * their name: the modal's slot listener brings their free slots, so the counts here may start at 0.
 */
export function followUpTeacher(appointment: Appointment): TeacherCard {
  const { teacher } = appointment;
  return {
    _id: appointment.teacherId,
    name: teacher.name,
    email: '',
    subject: teacher.subject,
    department: teacher.department,
    averageRating: 0,
    totalRatings: 0,
    hasAvailableSlots: false,
    availableSlotsCount: 0,
    totalSessions: 0,
    profile: {
      profilePicture: teacher.profile.profilePicture,
      experience: null,
      education: '',
      designation: '',
      qualification: [],
      bio: '',
      researchInterests: [],
      officeHours: { days: [], startTime: '', endTime: '', location: '' },
      socialLinks: { linkedin: '', website: '' },
    },
  };
}
