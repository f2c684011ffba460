// Shapes the API returns and the SPA renders (spec section 3). Instants travel as ISO 8601 strings in UTC.

import type { MeetingKind } from './meeting-place';
import type { AttendanceMark } from './session-record';

export type IsoDateTime = string;

export const ROLES = ['student', 'teacher', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const SELF_REGISTER_ROLES = ['student', 'teacher'] as const;
export type SelfRegisterRole = (typeof SELF_REGISTER_ROLES)[number];
/** Whose side of a conversation a message or receiver is on. */
export type ParticipantModel = SelfRegisterRole;

export const APPOINTMENT_STATUSES = ['pending', 'approved', 'canceled', 'completed'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const BOOKING_TYPES = ['slot_booking', 'custom_request'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

export interface SocialLinksStudent {
  linkedin: string;
  github: string;
}

export interface StudentProfile {
  profilePicture: string | null;
  course: string;
  year: number | null;
  studentId: string;
  section: string;
  cgpa: number | null;
  phone: string;
  address: string;
  /** Calendar date 'yyyy-MM-dd', or '' when not given. */
  dateOfBirth: string;
  bio: string;
  subjectsOfInterest: string[];
  careerGoals: string[];
  socialLinks: SocialLinksStudent;
}

export interface StudentStats {
  totalAppointments: number;
  completedSessions: number;
  pendingRequests: number;
}

export interface Student {
  _id: string;
  name: string;
  email: string;
  isApproved: boolean;
  createdAt: IsoDateTime;
  lastLogin: IsoDateTime | null;
  /** Set when an admin suspends the account, cleared on approval: tells a suspension from a new registration. */
  suspendedAt?: IsoDateTime | null;
  /** Set while the no-show policy pauses the student's new bookings. */
  bookingPause?: BookingPause | null;
  stats: StudentStats;
  profile: StudentProfile;
}

export interface OfficeHours {
  days: string[];
  /** 'HH:mm' (24 h, display zone) or ''. */
  startTime: string;
  endTime: string;
  location: string;
}

export interface SocialLinksTeacher {
  linkedin: string;
  website: string;
}

/** What any signed-in user may read about a teacher. */
export interface TeacherPublicProfile {
  profilePicture: string | null;
  experience: number | null;
  education: string;
  designation: string;
  qualification: string[];
  bio: string;
  researchInterests: string[];
  officeHours: OfficeHours;
  socialLinks: SocialLinksTeacher;
}

/** The card students browse; the email stays visible because students message and search teachers by it. */
export interface TeacherCard {
  _id: string;
  name: string;
  email: string;
  subject: string;
  department: string;
  averageRating: number;
  totalRatings: number;
  hasAvailableSlots: boolean;
  availableSlotsCount: number;
  /** The teacher's slot times (ISO), read from the card document in the browser; the API counts them for you. */
  slotTimes?: IsoDateTime[];
  totalSessions: number;
  profile: TeacherPublicProfile;
}

/** Profile fields only the teacher and admins may read; stored apart from the card so rules can hide them. */
export interface TeacherPrivateProfile {
  phone: string;
  employeeId: string;
  /** The teacher's own video-call address ('' when online sessions get a generated room). */
  meetingLink: string;
}

/** The whole teacher as the teacher's own profile screen and the admin lists see it. */
export interface Teacher extends Omit<TeacherCard, 'profile'> {
  isApproved: boolean;
  createdAt: IsoDateTime;
  lastLogin: IsoDateTime | null;
  /** As on Student. */
  suspendedAt?: IsoDateTime | null;
  stats: { totalStudents: number; totalSessions: number };
  profile: TeacherPublicProfile & TeacherPrivateProfile;
}

export interface Appointment {
  _id: string;
  teacherId: string;
  studentId: string;
  status: AppointmentStatus;
  dateTime: IsoDateTime;
  purpose: string;
  bookingType: BookingType;
  /** Minutes the session lasts (the slot's length; custom requests 30); absent on older appointments. */
  durationMinutes?: number;
  /** Set when the appointment was canceled by a person (not by the automatic update). */
  canceledBy?: 'student' | 'teacher' | null;
  cancelReason?: string | null;
  canceledAt?: IsoDateTime | null;
  /** The office-hours series of the slot it was booked from, if any. */
  slotSeriesId?: string | null;
  /** Booked into a group slot (group-sessions.ts). */
  groupSession?: boolean;
  /** In person or online; the place itself (location, link) is in the appointment's private document. */
  placeKind?: MeetingKind;
  autoUpdated: boolean;
  autoUpdatedAt: IsoDateTime | null;
  /** When the teacher approved it; absent on documents read in the browser before approval existed. */
  approvedAt?: IsoDateTime | null;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
  teacher: { name: string; subject: string; department: string; profile: { profilePicture: string | null } };
  student: { name: string; email: string; profile: { profilePicture: string | null } };
  /** The teacher's mark (session record); absent on shapes built before it existed. */
  attendance?: AttendanceMark | null;
  checkedInAt?: IsoDateTime | null;
  /** The published summary for the student. */
  summary?: SessionSummary | null;
}

export interface SessionSummary {
  covered: string;
  nextSteps: string;
  publishedAt: IsoDateTime;
}

/** A no-show pause on a student's new bookings. */
export interface BookingPause {
  until: IsoDateTime;
  since: IsoDateTime;
  causes: string[];
}

export type RatingStatus =
  | { hasRated: false; rating: null; review: null; ratedAt: null }
  | { hasRated: true; rating: number; review: string; ratedAt: IsoDateTime };

export interface Message {
  _id: string;
  content: string;
  senderModel: ParticipantModel;
  sentAt: IsoDateTime;
}

/** A row of the messages contact list; a teacher contact is the one with a subject. */
export interface Contact {
  _id: string;
  name: string;
  email: string;
  subject?: string;
  profile?: { profilePicture: string | null };
}

export interface StudentDashboardStats {
  totalAppointments: number;
  pendingAppointments: number;
  approvedAppointments: number;
  availableTeachers: number;
  /** Month-over-month change of total appointments, in whole percent. */
  monthlyChange: number;
  /** The same change for each stat card: items created this IST month against last month. */
  monthlyChanges: {
    totalAppointments: number;
    pendingAppointments: number;
    approvedAppointments: number;
    availableTeachers: number;
  };
  recentAppointments: Appointment[];
}

export interface TeacherDashboardStats {
  totalAppointments: number;
  pendingRequests: number;
  approvedToday: number;
  totalStudents: number;
  /** Week-over-week change of total appointments, in whole percent. */
  weeklyChange: number;
  approvedYesterday: number;
  /** Change of distinct students, in whole percent. */
  studentGrowth: number;
  averageRating: number;
  totalRatings: number;
  subject: string;
}

export interface AdminDashboardStats {
  totalStudents: number;
  pendingApprovals: number;
  totalTeachers: number;
  totalAppointments: number;
  approvedStudents: number;
  completedAppointments: number;
  pendingAppointments: number;
  activeTeachers: number;
  breakdown: { pendingStudents: number; pendingTeachers: number };
}

/** The API's success answer, the counterpart of ApiFailure: functions/src/http/respond.ts sends it, web/src/lib/api-client.ts reads it. */
export interface ApiSuccess<T> {
  success: true;
  data: T;
  message?: string;
}

export interface ApiFailure {
  success: false;
  message: string;
  /** Field path joined with '.' to the first message for that field. */
  errors?: Record<string, string>;
}
