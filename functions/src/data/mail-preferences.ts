// Where each person's mail choices live: a student's own document, a teacher's private document
// (the teacher card is public to students).
import {
  collections,
  type MailPreferences,
  mailPreferencesFrom,
  type SelfRegisterRole,
} from '@appointments/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { studentRef, teacherPrivateRef } from './accounts';

export const mailPreferencesField = 'mailPreferences';

export function mailPreferencesRef(role: SelfRegisterRole, uid: string): DocumentReference {
  return role === 'student' ? studentRef(uid) : teacherPrivateRef(uid);
}

export async function readMailPreferences(ref: DocumentReference): Promise<MailPreferences> {
  return mailPreferencesFrom((await ref.get()).get(mailPreferencesField));
}

/** The document holding the choices of the student or teacher with this address, if any. */
export async function mailPreferencesRefByEmail(email: string): Promise<DocumentReference | null> {
  for (const role of ['student', 'teacher'] as const) {
    const found = await db()
      .collection(role === 'student' ? collections.students : collections.teachers)
      .where('email', '==', email)
      .limit(1)
      .get();
    const account = found.docs[0];
    if (account) return mailPreferencesRef(role, account.id);
  }
  return null;
}
