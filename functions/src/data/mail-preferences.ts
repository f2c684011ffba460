// Where each person's mail choices live: a student's own document, a teacher's private document
// (the teacher card is public to students).
import {
  collections,
  type MailPreferences,
  mailPreferencesFrom,
  type SelfRegisterRole,
} from '@appointments/domain';
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { studentRef, teacherPrivateRef } from './accounts';

export const mailPreferencesField = 'mailPreferences';

export function mailPreferencesRef(role: SelfRegisterRole, uid: string): DocumentReference {
  return role === 'student' ? studentRef(uid) : teacherPrivateRef(uid);
}

export async function readMailPreferences(ref: DocumentReference): Promise<MailPreferences> {
  return mailPreferencesOf(await ref.get());
}

/**
 * The choices in a document already read (a student's own, a teacher's private one): a caller that holds it
 * asks no second read, and none of the search by address that `readChoicesOf` makes.
 */
export function mailPreferencesOf(holder: DocumentSnapshot | undefined): MailPreferences {
  return mailPreferencesFrom(holder?.get(mailPreferencesField));
}

/**
 * The choices of the account with this id, read while the caller does its own reads (a transaction's);
 * undefined without an id. A failed read surfaces only where it is awaited: a change refused before its mail is queued
 * must not leave a rejection nobody hears.
 */
export function mailPreferencesAhead(
  role: SelfRegisterRole,
  uid: unknown,
): Promise<MailPreferences> | undefined {
  if (typeof uid !== 'string' || uid === '') return undefined;
  const choices = readMailPreferences(mailPreferencesRef(role, uid));
  choices.catch(() => {});
  return choices;
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
