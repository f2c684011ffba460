// How many approved teachers each department has, one small document per department, so Find Teachers'
// dropdown ('Physics (12)') and its total read a handful of documents rather than every teacher.
import { createHash } from 'node:crypto';
import { collections } from '@appointments/domain';
import { type DocumentSnapshot, type QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { countOf } from '../data/counting';
import { db } from '../lib/firebase';

const teachers = () => db().collection(collections.teachers);

/** Names can hold any character ('/', '.'), so the document id is a hash of the name. */
export const teacherDepartmentRef = (name: string) =>
  db()
    .collection(collections.teacherDepartments)
    .doc(createHash('sha256').update(name).digest('hex').slice(0, 40));

function departmentOf(snapshot: DocumentSnapshot | undefined): string | null {
  if (!snapshot?.exists) return null;
  const value: unknown = snapshot.get('department');
  return typeof value === 'string' ? value : '';
}

/** The departments whose count a teacher write may change: none when neither approval nor department moved. */
export function departmentsTouched(before?: DocumentSnapshot, after?: DocumentSnapshot): string[] {
  const approved = (snapshot?: DocumentSnapshot) =>
    snapshot?.exists === true && snapshot.get('isApproved') === true;
  const was = departmentOf(before);
  const is = departmentOf(after);
  if (was === is && approved(before) === approved(after)) return [];
  return [...new Set([was, is].filter((name): name is string => name !== null))];
}

/**
 * Counts the approved teachers of each department (an aggregation, no teacher read) and stores it, unless
 * a count taken for a later write is stored already: triggers may run out of order, and the count taken
 * after the latest write is the one that includes every write.
 */
export async function recountTeacherDepartments(names: readonly string[], asOf: Date): Promise<void> {
  await Promise.all(
    names.map(async (name) => {
      const count = await countOf(teachers().where('isApproved', '==', true).where('department', '==', name));
      const ref = teacherDepartmentRef(name);
      await db().runTransaction(async (transaction) => {
        const stored = await transaction.get(ref);
        const storedAsOf: unknown = stored.get('asOf');
        if (storedAsOf instanceof Timestamp && storedAsOf.toMillis() > asOf.getTime()) return;
        transaction.set(ref, { name, count, asOf: Timestamp.fromDate(asOf) });
      });
    }),
  );
}

const pageSize = 500;

/**
 * Recounts every department that any teacher names (reading only the `department` field of each teacher,
 * a page at a time): for the data written before the trigger existed. Idempotent. Returns the departments.
 */
export async function rebuildTeacherDepartments(now: Date): Promise<string[]> {
  const names = new Set<string>();
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = teachers().orderBy('__name__').select('department').limit(pageSize);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    for (const teacher of page.docs) names.add(departmentOf(teacher) ?? '');
    after = page.docs.at(-1);
    if (page.size < pageSize) break;
  }
  await recountTeacherDepartments([...names], now);
  return [...names].sort();
}
