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
import {
  type AdminAccount,
  adminView,
  buildDocument,
  readDocument,
  type StudentDocument,
  studentDocument,
  studentView,
  type TeacherCardDocument,
  type TeacherPrivateDocument,
  teacherCardDocument,
  teacherPrivateDocument,
  teacherView,
} from '@appointments/domain/documents';
import { type DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { converters } from './converters';
import { NO_NEXT_SLOT_AT } from './next-slot';

export type { AdminAccount };

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

export const studentsCollection = () =>
  db().collection(collections.students).withConverter(converters.student);
export const teachersCollection = () =>
  db().collection(collections.teachers).withConverter(converters.teacherCard);

export const studentRef = (uid: string) => studentsCollection().doc(uid);
export const teacherRef = (uid: string) => teachersCollection().doc(uid);
export const teacherPrivateRef = (uid: string) =>
  db()
    .collection(collections.teachers)
    .doc(uid)
    .collection(collections.teacherPrivate)
    .withConverter(converters.teacherPrivate)
    .doc(teacherPrivateDoc);
/**
 * A student's or a teacher's account, for the steps that treat both roles alike (approval, deletion) and
 * read only the fields both kinds have.
 */
export const accountRef = (role: 'student' | 'teacher', uid: string) =>
  (role === 'student' ? studentRef(uid) : teacherRef(uid)) as DocumentReference<
    StudentDocument | TeacherCardDocument
  >;

export const adminRef = (uid: string) =>
  db().collection(collections.admins).withConverter(converters.admin).doc(uid);

export function newStudentDocument(account: NewAccount): StudentDocument {
  const profile = emptyStudentProfile();
  return buildDocument(studentDocument, {
    name: account.name,
    email: account.email,
    isApproved: account.isApproved,
    createdAt: Timestamp.fromDate(account.now),
    lastLogin: null,
    stats: { totalAppointments: 0, completedSessions: 0, pendingRequests: 0 },
    profile,
    [SEARCH_KEYS_FIELD]: studentSearchKeys({ ...account, ...profile }),
  });
}

/** The public card (readable by students) and the private part (teacher and admins only). */
export function newTeacherDocuments(teacher: NewTeacher): {
  card: TeacherCardDocument;
  private: TeacherPrivateDocument;
} {
  const { publicProfile, privateProfile } = emptyTeacherProfiles();
  return {
    card: buildDocument(teacherCardDocument, {
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
    }),
    private: buildDocument(teacherPrivateDocument, {
      ...privateProfile,
      phone: teacher.phone,
      lastLogin: null,
    }),
  };
}

/**
 * A snapshot read through its converter, or one of a query that cannot have one (the account lists filter
 * with `select` queries on plain references): either way the document is read through its schema.
 */
interface AccountSnapshot {
  readonly id: string;
  readonly exists: boolean;
  readonly ref: { readonly path: string };
  data(): unknown;
}

/** The student as the API answers with it; an absent document is not one. */
export function studentFromSnapshot(snapshot: AccountSnapshot): Student {
  if (!snapshot.exists) throw new Error(`${snapshot.ref.path} does not exist`);
  return studentView(snapshot.id, readDocument(studentDocument, snapshot.data(), snapshot.ref.path));
}

export function teacherFromSnapshots(card: AccountSnapshot, privateData: AccountSnapshot): Teacher {
  if (!card.exists) throw new Error(`${card.ref.path} does not exist`);
  const privatePart = privateData.exists
    ? readDocument(teacherPrivateDocument, privateData.data(), privateData.ref.path)
    : undefined;
  return teacherView(card.id, readDocument(teacherCardDocument, card.data(), card.ref.path), privatePart);
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
    const [card, privateData] = await Promise.all([teacherRef(uid).get(), teacherPrivateRef(uid).get()]);
    return card.exists ? teacherFromSnapshots(card, privateData) : undefined;
  }
  const document = (await adminRef(uid).get()).data();
  return document && adminView(uid, document);
}

/** Where an account's lastLogin lives: a teacher's in the private part, so students do not see it. */
export function lastLoginRef(uid: string, role: Role) {
  if (role === 'student') return studentRef(uid);
  if (role === 'teacher') return teacherPrivateRef(uid);
  return adminRef(uid);
}
