import {
  collections,
  NEXT_SLOT_AT_FIELD,
  type Role,
  SEARCH_KEYS_FIELD,
  type Student,
  type StudentProfile,
  studentProfileSchema,
  studentSearchKeys,
  type Teacher,
  type TeacherPublicProfile,
  teacherPrivateDoc,
  teacherProfileSchema,
  teacherSearchKeys,
} from '@appointments/domain';
import { type DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { NO_NEXT_SLOT_AT } from './next-slot';
import { iso, isoOrNull } from './timestamps';

export interface NewAccount {
  uid: string;
  name: string;
  email: string;
  isApproved: boolean;
  now: Date;
}

export interface NewTeacher extends NewAccount {
  department: string;
  subject: string;
  phone: string;
}

// The schemas' defaults are the empty profile, so a new account starts with every field present.
const emptyStudentProfile = (): StudentProfile => ({
  ...studentProfileSchema.parse({ name: '-' }).profile,
  profilePicture: null,
});

function emptyTeacherProfiles() {
  const { phone, employeeId, meetingLink, ...publicFields } = teacherProfileSchema.parse({
    name: '-',
  }).profile;
  const publicProfile: TeacherPublicProfile = { ...publicFields, profilePicture: null };
  return { publicProfile, privateProfile: { phone, employeeId, meetingLink } };
}

export const studentRef = (uid: string) => db().collection(collections.students).doc(uid);
export const teacherRef = (uid: string) => db().collection(collections.teachers).doc(uid);
export const teacherPrivateRef = (uid: string) =>
  teacherRef(uid).collection(collections.teacherPrivate).doc(teacherPrivateDoc);
export const adminRef = (uid: string) => db().collection(collections.admins).doc(uid);

export function newStudentDocument(account: NewAccount) {
  const profile = emptyStudentProfile();
  return {
    name: account.name,
    email: account.email,
    isApproved: account.isApproved,
    createdAt: Timestamp.fromDate(account.now),
    lastLogin: null,
    stats: { totalAppointments: 0, completedSessions: 0, pendingRequests: 0 },
    profile,
    [SEARCH_KEYS_FIELD]: studentSearchKeys({ ...account, ...profile }),
  };
}

/** The public card (readable by students) and the private part (teacher and admins only). */
export function newTeacherDocuments(teacher: NewTeacher) {
  const { publicProfile, privateProfile } = emptyTeacherProfiles();
  return {
    card: {
      name: teacher.name,
      email: teacher.email,
      subject: teacher.subject,
      department: teacher.department,
      isApproved: teacher.isApproved,
      createdAt: Timestamp.fromDate(teacher.now),
      averageRating: 0,
      totalRatings: 0,
      availableSlotsCount: 0,
      slotTimes: [],
      // Listed in Find Teachers from the start: its query orders by this field (data/next-slot.ts).
      [NEXT_SLOT_AT_FIELD]: NO_NEXT_SLOT_AT,
      totalSessions: 0,
      stats: { totalStudents: 0, totalSessions: 0 },
      profile: publicProfile,
      [SEARCH_KEYS_FIELD]: teacherSearchKeys(teacher),
    },
    private: { ...privateProfile, phone: teacher.phone, lastLogin: null },
  };
}

/** The stored fields without the search keys, which are the server's index, not part of any answer. */
function withoutSearchKeys(data: Record<string, unknown> | undefined): Record<string, unknown> {
  const { [SEARCH_KEYS_FIELD]: _keys, ...rest } = data ?? {};
  return rest;
}

export function studentFromSnapshot(snapshot: DocumentSnapshot): Student {
  const data = withoutSearchKeys(snapshot.data());
  return {
    ...(data as Omit<Student, '_id' | 'createdAt' | 'lastLogin' | 'suspendedAt'>),
    _id: snapshot.id,
    createdAt: iso(data.createdAt),
    lastLogin: isoOrNull(data.lastLogin),
    suspendedAt: isoOrNull(data.suspendedAt),
  };
}

export function teacherFromSnapshots(card: DocumentSnapshot, privateData: DocumentSnapshot): Teacher {
  const data = withoutSearchKeys(card.data());
  const secret = privateData.data() ?? {};
  return {
    ...(data as Omit<Teacher, '_id' | 'createdAt' | 'lastLogin' | 'suspendedAt'>),
    _id: card.id,
    createdAt: iso(data.createdAt),
    lastLogin: isoOrNull(secret.lastLogin),
    suspendedAt: isoOrNull(data.suspendedAt),
    profile: {
      ...(data.profile as TeacherPublicProfile),
      phone: (secret.phone as string | undefined) ?? '',
      employeeId: (secret.employeeId as string | undefined) ?? '',
      meetingLink: (secret.meetingLink as string | undefined) ?? '',
    },
  };
}

export interface AdminAccount {
  _id: string;
  name: string;
  email: string;
  createdAt: string;
  lastLogin: string | null;
}

/** The account's own document as the API returns it; undefined when it has none. */
export async function loadAccount(
  uid: string,
  role: Role,
): Promise<Student | Teacher | AdminAccount | undefined> {
  if (role === 'student') {
    const snapshot = await studentRef(uid).get();
    return snapshot.exists ? studentFromSnapshot(snapshot) : undefined;
  }
  if (role === 'teacher') {
    const [card, privateData] = await db().getAll(teacherRef(uid), teacherPrivateRef(uid));
    return card?.exists && privateData ? teacherFromSnapshots(card, privateData) : undefined;
  }
  const snapshot = await adminRef(uid).get();
  if (!snapshot.exists) return undefined;
  const data = snapshot.data() ?? {};
  return {
    _id: uid,
    name: String(data.name ?? ''),
    email: String(data.email ?? ''),
    createdAt: iso(data.createdAt),
    lastLogin: isoOrNull(data.lastLogin),
  };
}

/** Where an account's lastLogin lives: a teacher's in the private part, so students do not see it. */
export function lastLoginRef(uid: string, role: Role) {
  if (role === 'student') return studentRef(uid);
  if (role === 'teacher') return teacherPrivateRef(uid);
  return adminRef(uid);
}
