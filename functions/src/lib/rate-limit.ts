import { apiErrorMessages } from '@appointments/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { collections } from '../data/collections';
import { ApiError } from '../http/api-error';
import { db } from './firebase';
import { hashToken } from './secret-token';

export interface RateLimit {
  /** What is limited, e.g. 'forgot-password:email'. */
  scope: string;
  max: number;
  windowMs: number;
}

/**
 * Counts one attempt for `key` in a fixed window, in a transaction so concurrent calls cannot
 * both slip under the limit; throws 429 once the window is full. Keys are hashed: no e-mail
 * address or IP is stored in clear.
 */
export async function consumeRateLimit(limit: RateLimit, key: string, now: Date): Promise<void> {
  const ref = db().collection(collections.rateLimits).doc(hashToken(`${limit.scope}:${key}`));
  const allowed = await db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const windowStart = snapshot.get('windowStart') as Timestamp | undefined;
    const count = (snapshot.get('count') as number | undefined) ?? 0;
    const windowOpen = windowStart && now.getTime() - windowStart.toMillis() < limit.windowMs;
    if (!windowOpen) {
      transaction.set(ref, {
        scope: limit.scope,
        windowStart: Timestamp.fromDate(now),
        count: 1,
        expiresAt: Timestamp.fromMillis(now.getTime() + limit.windowMs),
      });
      return true;
    }
    if (count >= limit.max) return false;
    transaction.update(ref, { count: FieldValue.increment(1) });
    return true;
  });
  if (!allowed) throw new ApiError(429, apiErrorMessages.rateLimited);
}
