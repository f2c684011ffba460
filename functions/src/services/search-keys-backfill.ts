// Fills in (or corrects) the search keys of accounts written before the keys existed, or by an older
// version of the key rules. Idempotent: an account whose keys are already right is not written, so the
// job can run after every deployment (docs/operations.md, "Account search").
import {
  collections,
  SEARCH_KEYS_FIELD,
  studentSearchFieldsOf,
  studentSearchKeys,
  teacherSearchFieldsOf,
  teacherSearchKeys,
} from '@appointments/domain';
import { FieldPath, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';

export interface BackfillCount {
  read: number;
  updated: number;
}

const keysOf = {
  student: (data: Record<string, unknown>) => studentSearchKeys(studentSearchFieldsOf(data)),
  teacher: (data: Record<string, unknown>) => teacherSearchKeys(teacherSearchFieldsOf(data)),
};

const sameKeys = (stored: unknown, wanted: readonly string[]) =>
  Array.isArray(stored) && stored.length === wanted.length && stored.every((key, i) => key === wanted[i]);

async function backfillCollection(role: 'student' | 'teacher', pageSize: number): Promise<BackfillCount> {
  const collection = db().collection(role === 'student' ? collections.students : collections.teachers);
  const count: BackfillCount = { read: 0, updated: 0 };
  const writer = db().bulkWriter();
  // A precondition failure means the account changed since it was read; that write set fresh keys.
  writer.onWriteError((error) => error.code !== 9 && error.failedAttempts < 5);
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = collection.orderBy(FieldPath.documentId()).limit(pageSize);
    if (last) page = page.startAfter(last);
    const snapshot = await page.get();
    for (const doc of snapshot.docs) {
      count.read += 1;
      const wanted = keysOf[role](doc.data());
      if (sameKeys(doc.get(SEARCH_KEYS_FIELD), wanted)) continue;
      count.updated += 1;
      void writer
        .update(doc.ref, { [SEARCH_KEYS_FIELD]: wanted }, { lastUpdateTime: doc.updateTime })
        .catch(() => undefined);
    }
    if (snapshot.size < pageSize) break;
    last = snapshot.docs[snapshot.docs.length - 1];
  }
  await writer.close();
  return count;
}

/** Every student and teacher document, a page at a time (memory stays flat however many there are). */
export async function backfillSearchKeys(
  pageSize = 500,
): Promise<Record<'students' | 'teachers', BackfillCount>> {
  return {
    students: await backfillCollection('student', pageSize),
    teachers: await backfillCollection('teacher', pageSize),
  };
}
