import type { Student, Teacher } from '@appointments/domain';
import { collections } from '@appointments/domain';
import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import {
  studentFromSnapshot,
  studentsCollection,
  teacherFromSnapshots,
  teacherPrivateRef,
  teachersCollection,
} from './accounts';

/** Documents per page when a whole list is walked (the CSV exports): a few hundred kilobytes in memory at once. */
export const ACCOUNT_PAGE_SIZE = 500;

/**
 * The query's documents, page after page, each page read after the last one was handled: only one page
 * is ever held. The cursor is the last document, so the order (and `__name__` after it) decides the pages.
 */
async function* pagesOf(query: Query, pageSize: number): AsyncGenerator<QueryDocumentSnapshot[]> {
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (after ? query.startAfter(after) : query).limit(pageSize).get();
    if (!page.empty) yield page.docs;
    if (page.size < pageSize) return;
    after = page.docs.at(-1);
  }
}

/** Every student, newest first (as the admin list shows them), a page at a time. */
export async function* studentPages(pageSize = ACCOUNT_PAGE_SIZE): AsyncGenerator<Student[]> {
  const newestFirst = studentsCollection().orderBy('createdAt', 'desc');
  for await (const docs of pagesOf(newestFirst, pageSize)) yield docs.map(studentFromSnapshot);
}

/** Every teacher with the private part merged in, newest first, a page at a time. */
export async function* teacherPages(pageSize = ACCOUNT_PAGE_SIZE): AsyncGenerator<Teacher[]> {
  const newestFirst = teachersCollection().orderBy('createdAt', 'desc');
  for await (const cards of pagesOf(newestFirst, pageSize)) {
    const privateParts = await db().getAll(...cards.map((card) => teacherPrivateRef(card.id)));
    yield cards.map((card, index) => {
      const privatePart = privateParts[index];
      if (!privatePart) throw new Error(`missing private part read for teacher ${card.id}`);
      return teacherFromSnapshots(card, privatePart);
    });
  }
}

/** How many accounts of the role there are: an aggregation, one read per thousand. */
export async function accountCount(role: 'student' | 'teacher'): Promise<number> {
  const collection = role === 'student' ? collections.students : collections.teachers;
  return (await db().collection(collection).count().get()).data().count;
}
