// The college's settings document, read where a rule applies it: once per request (no copy kept in
// memory, so a change made through any instance applies from the next request on everywhere).
import {
  COLLEGE_SETTINGS_DOC,
  type CollegeSettings,
  collections,
  readCollegeSettings,
} from '@appointments/domain';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';

export const collegeSettingsRef = (): DocumentReference =>
  db().collection(collections.settings).doc(COLLEGE_SETTINGS_DOC);

/** The settings in force; defaults when the college never saved any. */
export async function loadCollegeSettings(transaction?: Transaction): Promise<CollegeSettings> {
  const ref = collegeSettingsRef();
  const snapshot = transaction ? await transaction.get(ref) : await ref.get();
  return readCollegeSettings(snapshot.data());
}
