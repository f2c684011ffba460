// What the notification center's calls accept: GET /notifications?cursor= pages a person's notices, newest
// first; POST /notifications/read marks the ones named, or all of them, read.
import { z } from 'zod';

/** Notices kept: a TTL policy removes them after this many days (firestore.indexes.json, `expireAt`). */
export const NOTIFICATIONS_KEPT_DAYS = 90;
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** Ids in one request: a person marks one, a page, or all (`{all: true}`). */
export const MAX_READ_IDS = 100;

export const notificationCenterMessages = {
  idsOrAll: 'Give either ids or all: true',
  tooManyIds: `At most ${MAX_READ_IDS} ids at once; use all: true for more`,
  invalidId: 'Each id must be a notification id',
  invalidCursor: 'Invalid cursor',
} as const;

/** Firestore's automatic ids, and nothing that could name another path. */
export const NOTIFICATION_ID_PATTERN = /^[A-Za-z0-9]{1,40}$/;

export const readNotificationsSchema = z
  .object({
    ids: z
      .array(
        z
          .string({ message: notificationCenterMessages.invalidId })
          .regex(NOTIFICATION_ID_PATTERN, notificationCenterMessages.invalidId),
      )
      .min(1, notificationCenterMessages.idsOrAll)
      .max(MAX_READ_IDS, notificationCenterMessages.tooManyIds)
      .optional(),
    all: z.literal(true, { message: notificationCenterMessages.idsOrAll }).optional(),
  })
  .strict()
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), {
    path: ['ids'],
    message: notificationCenterMessages.idsOrAll,
  });
export type ReadNotificationsRequest = z.infer<typeof readNotificationsSchema>;

/** What POST /notifications/read answers: how many it marked, and how many stay unread. */
export interface ReadNotificationsResult {
  marked: number;
  unread: number;
}
