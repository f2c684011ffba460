import {
  apiErrorMessages,
  SEARCH_KEYS_FIELD,
  type Student,
  type StudentProfileUpdate,
  studentSearchKeys,
  type Teacher,
  type TeacherProfileUpdate,
  teacherSearchKeys,
} from '@appointments/domain';
import { copiedFieldsChanged, refreshAccountCopies } from '../data/account-copies';
import {
  loadAccount,
  studentFromSnapshot,
  studentRef,
  teacherPrivateRef,
  teacherRef,
} from '../data/accounts';
import { notFound } from '../http/api-error';
import { db } from '../lib/firebase';
import { refreshConversationCards } from './conversation-cards';

// The student's and the teacher's own profiles: read and saved by their owner.

export async function studentProfile(uid: string): Promise<Student> {
  const snapshot = await studentRef(uid).get();
  if (!snapshot.exists) throw notFound(apiErrorMessages.profileNotFound);
  return studentFromSnapshot(snapshot);
}

/** Saves the edited profile; the email, approval, stats and picture are not the form's to change. */
export async function updateStudentProfile(uid: string, update: StudentProfileUpdate): Promise<Student> {
  const ref = studentRef(uid);
  const current = await ref.get();
  if (!current.exists) throw notFound(apiErrorMessages.profileNotFound);
  await ref.update({
    name: update.name,
    profile: { ...update.profile, profilePicture: current.get('profile.profilePicture') ?? null },
    // The search keys follow the name, course and student ID in the same write.
    [SEARCH_KEYS_FIELD]: studentSearchKeys({
      ...update.profile,
      name: update.name,
      email: current.get('email') ?? '',
    }),
  });
  // The appointments' and conversations' copies of the name follow before the answer.
  if (copiedFieldsChanged('student', current.data() ?? {}, { ...current.data(), name: update.name })) {
    await refreshAccountCopies('student', ref.id);
    await refreshConversationCards('student', ref.id);
  }
  return studentFromSnapshot(await ref.get());
}

export async function teacherProfile(uid: string): Promise<Teacher> {
  const teacher = await loadAccount(uid, 'teacher');
  if (!teacher) throw notFound(apiErrorMessages.profileNotFound);
  return teacher as Teacher;
}

/** Saves the edit: public fields on the card; phone, employee ID and meeting link in the private part. */
export async function updateTeacherProfile(
  uid: string,
  { name, subject, department, profile }: TeacherProfileUpdate,
): Promise<Teacher> {
  const { phone, employeeId, meetingLink, ...publicProfile } = profile;

  const renamed = await db().runTransaction(async (transaction) => {
    const card = await transaction.get(teacherRef(uid));
    if (!card.exists) throw notFound(apiErrorMessages.profileNotFound);
    transaction.update(teacherRef(uid), {
      name,
      subject,
      department,
      profile: { ...publicProfile, profilePicture: card.get('profile.profilePicture') ?? null },
      // The search keys follow the name, subject and department in the same write.
      [SEARCH_KEYS_FIELD]: teacherSearchKeys({ name, subject, department, email: card.get('email') ?? '' }),
    });
    transaction.set(teacherPrivateRef(uid), { phone, employeeId, meetingLink }, { merge: true });
    return copiedFieldsChanged('teacher', card.data() ?? {}, { name, subject, department });
  });
  // The appointments' and conversations' copies of the name, subject and department follow before the answer.
  if (renamed) {
    await refreshAccountCopies('teacher', uid);
    await refreshConversationCards('teacher', uid);
  }
  return teacherProfile(uid);
}
