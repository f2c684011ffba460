// The in-app side of a notification: one `notifications` document per mail event, written in the caller's
// transaction beside the mail, so the bell and the mail report the same committed change. Mail choices do
// not apply: a person who turned a kind of mail off still sees it in the app.
import { collections, NOTIFICATIONS_KEPT_DAYS } from '@appointments/domain';
import { buildDocument, type NotificationKind, notificationDocument } from '@appointments/domain/documents';
import { Timestamp, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { converters } from '../data/converters';
import { db } from '../lib/firebase';
import type { MailNotice } from './mail-document';

const DAY_MS = 24 * 60 * 60 * 1000;

export const notificationsCollection = () =>
  db().collection(collections.notifications).withConverter(converters.notification);

export function writeNotification(
  writer: Transaction | WriteBatch,
  to: string,
  kind: NotificationKind,
  notice: MailNotice,
  now: Date = new Date(),
): void {
  const document = buildDocument(notificationDocument, {
    to: to.toLowerCase(),
    kind,
    ...notice,
    createdAt: Timestamp.fromDate(now),
    readAt: null,
    expireAt: Timestamp.fromMillis(now.getTime() + NOTIFICATIONS_KEPT_DAYS * DAY_MS),
  });
  writer.create(notificationsCollection().doc(), document);
}
