/** Firestore layout (docs/architecture.md, "Data"). */
export const collections = {
  students: 'students',
  teachers: 'teachers',
  admins: 'admins',
  /** `teachers/{uid}/private/profile`: what students may not read (phone, employee ID, last login). */
  teacherPrivate: 'private',
  slots: 'slots',
  /** `teachers/{uid}/officeHours/{seriesId}`: a weekly office-hours definition whose slots carry its id. */
  officeHours: 'officeHours',
  /** `teachers/{uid}/bookedStudents/{studentUid}`: one per student who ever booked, for the student counts. */
  teacherStudents: 'bookedStudents',
  appointments: 'appointments',
  ratings: 'ratings',
  conversations: 'conversations',
  messages: 'messages',
  passwordResets: 'passwordResets',
  rateLimits: 'rateLimits',
  auditLog: 'auditLog',
  /** Outgoing mail, in the document shape of the "Trigger Email from Firestore" extension. */
  mail: 'mail',
} as const;

export const teacherPrivateDoc = 'profile';
