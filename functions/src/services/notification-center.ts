// The notification center's calls: a person's notices, newest first, a page at a time, with the unread
// count; marking some or all read. A person reaches only the notices addressed to their own sign-in address.
import {
  NOTIFICATIONS_PAGE_SIZE,
  type ReadNotificationsRequest,
  type ReadNotificationsResult,
} from '@appointments/domain';
import { type NotificationPage, notificationItem } from '@appointments/domain/documents';
import { FieldPath, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { notificationsCollection } from '../notifications/in-app';

/** Updates per batch when marking every unread notice: under Firestore's 500 writes, a page of reads each. */
const MARK_ALL_PAGE = 400;

const unreadOf = (email: string) =>
  notificationsCollection().where('to', '==', email).where('readAt', '==', null);

async function unreadCount(email: string): Promise<number> {
  return (await unreadOf(email).count().get()).data().count;
}

/** One page after the notice `cursor` (an id the previous page gave out; another person's is ignored). */
export async function notificationPage(email: string, cursor?: string): Promise<NotificationPage> {
  let query = notificationsCollection()
    .where('to', '==', email)
    .orderBy('createdAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc');
  if (cursor) {
    const after = await notificationsCollection().doc(cursor).get();
    if (after.exists && after.data()?.to === email) query = query.startAfter(after);
  }
  const [page, unread] = await Promise.all([
    query.limit(NOTIFICATIONS_PAGE_SIZE + 1).get(),
    unreadCount(email),
  ]);
  const docs = page.docs.slice(0, NOTIFICATIONS_PAGE_SIZE);
  return {
    notifications: docs.map((doc) => notificationItem(doc.id, doc.data())),
    unread,
    nextCursor: page.docs.length > NOTIFICATIONS_PAGE_SIZE ? (docs.at(-1)?.id ?? null) : null,
  };
}

/** Marks the named notices (those of this person that are unread) or all of them read. */
export async function markNotificationsRead(
  firestore: Firestore,
  email: string,
  request: ReadNotificationsRequest,
  now: Date,
): Promise<ReadNotificationsResult> {
  const readAt = Timestamp.fromDate(now);
  let marked = 0;
  if (request.ids) {
    const refs = request.ids.map((id) => notificationsCollection().doc(id));
    const snapshots = await firestore.getAll(...refs);
    const batch = firestore.batch();
    for (const snapshot of snapshots) {
      const stored = snapshot.data();
      if (stored?.to !== email || stored.readAt !== null) continue;
      batch.update(snapshot.ref, { readAt });
      marked++;
    }
    await batch.commit();
  } else {
    for (;;) {
      const page = await unreadOf(email).limit(MARK_ALL_PAGE).get();
      if (page.empty) break;
      const batch = firestore.batch();
      for (const doc of page.docs) batch.update(doc.ref, { readAt });
      await batch.commit();
      marked += page.size;
      if (page.size < MARK_ALL_PAGE) break;
    }
  }
  return { marked, unread: await unreadCount(email) };
}
