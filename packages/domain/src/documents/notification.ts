// `notifications/{id}`: one in-app notice of something that happened to a person, written in the same
// transaction as the change, beside the mail that reports it (whatever the person's mail choices). Kept 90
// days: `expireAt` is the collection's TTL field (firestore.indexes.json). The person reads their own live;
// only the server writes, and `POST /api/notifications/read` marks them read.
import * as z from 'zod/mini';
import { MAIL_KINDS } from '../mail-kinds';
import { text, timeOrNull, timestamp } from './fields';

export const notificationDocument = z.strictObject({
  /** The person's sign-in address, as their ID token carries it: what the rules compare. */
  to: z.string(),
  kind: z.enum(MAIL_KINDS),
  title: z.string(),
  body: text(),
  /** A path in the app (`/student/dashboard`, `/messages`): where the notice takes the person. */
  link: z._default(z.string(), '/'),
  createdAt: timestamp(),
  readAt: timeOrNull(),
  expireAt: timestamp(),
});

export type NotificationDocument = z.output<typeof notificationDocument>;
export type NotificationKind = NotificationDocument['kind'];

/** A notification as `GET /api/notifications` answers it and the web's live list shows it. */
export interface NotificationItem {
  _id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  /** ISO 8601 instant. */
  createdAt: string;
  read: boolean;
}

export interface NotificationPage {
  notifications: NotificationItem[];
  /** How many of the person's notifications are unread, in all. */
  unread: number;
  /** Pass as `?cursor=` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

export function notificationItem(id: string, stored: NotificationDocument): NotificationItem {
  return {
    _id: id,
    kind: stored.kind,
    title: stored.title,
    body: stored.body,
    link: stored.link,
    createdAt: stored.createdAt.toDate().toISOString(),
    read: stored.readAt !== null,
  };
}
