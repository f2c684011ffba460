// `pushDeliveries/{notificationId}`: how the web push of one notification went. The trigger claims it in a
// transaction (as mail delivery claims a mail), records each device it is done with (sent, or pruned because
// FCM said the token is gone), and a retry sends only to the devices not yet done: a retried event never
// pushes twice to a device. Server only; removed with its notification by the same TTL (`expireAt`).
import * as z from 'zod/mini';
import { count, textList, timeOrNull, timestamp } from './fields';

export const pushDeliveryDocument = z.strictObject({
  state: z.enum(['PROCESSING', 'SUCCESS', 'ERROR']),
  attempts: count(),
  /** Ids of the devices this notification was pushed to, or found gone, already. */
  done: textList(),
  /** The last transient failure, for an operator to read. */
  error: z._default(z.nullable(z.string()), null),
  /** While a claim is held: a claim older than this is a crashed attempt, and may be taken over. */
  leaseExpireTime: timeOrNull(),
  updatedAt: timestamp(),
  expireAt: timestamp(),
});

export type PushDeliveryDocument = z.output<typeof pushDeliveryDocument>;
