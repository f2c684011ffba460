import { FieldPath, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { studentRef, teacherRef } from './accounts';
import { appointmentsCollection } from './appointments';

type CopiedRole = 'student' | 'teacher';

/** The account fields each appointment keeps a copy of, by role (the picture is kept by the upload). */
const copiedFields: Record<CopiedRole, readonly string[]> = {
  teacher: ['name', 'subject', 'department'],
  student: ['name', 'email'],
};

const pageSize = 400;

export function copiedFieldsChanged(
  role: CopiedRole,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): boolean {
  return copiedFields[role].some((field) => before[field] !== after[field]);
}

/**
 * Brings every appointment's copy of an account's name (and a teacher's subject and department) up
 * to the account's current values. Paged by document id, 400 writes per batch, so thousands of
 * appointments never make one oversized write; each page re-reads the account, so of two quick
 * renames the later one wins on every page. Idempotent: appointments whose copy is already current
 * are not written. Called in the request that changes the profile; a Firestore trigger on the
 * account document can call it unchanged. Returns the number of appointments written.
 */
export async function refreshAccountCopies(role: CopiedRole, uid: string): Promise<number> {
  const account = role === 'teacher' ? teacherRef(uid) : studentRef(uid);
  const fields = copiedFields[role];
  let written = 0;
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = appointmentsCollection()
      .where(`${role}Id`, '==', uid)
      .orderBy(FieldPath.documentId())
      .select(...fields.map((field) => `${role}.${field}`))
      .limit(pageSize);
    if (after) query = query.startAfter(after);
    const [page, current] = await Promise.all([query.get(), account.get()]);
    if (!current.exists) return written;
    const values = Object.fromEntries(fields.map((field) => [field, current.get(field) ?? '']));
    const batch = db().batch();
    let changed = 0;
    for (const appointment of page.docs) {
      const stale = fields.filter((field) => appointment.get(`${role}.${field}`) !== values[field]);
      if (stale.length === 0) continue;
      batch.update(
        appointment.ref,
        Object.fromEntries(stale.map((field) => [`${role}.${field}`, values[field]])),
      );
      changed += 1;
    }
    if (changed > 0) await batch.commit();
    written += changed;
    after = page.docs.at(-1);
    if (page.size < pageSize) return written;
  }
}
