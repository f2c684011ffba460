import { apiErrorMessages, collections } from '@appointments/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { ApiError } from '../http/api-error';
import { db } from './firebase';
import { hashToken } from './secret-token';

export interface RateLimit {
  /** What is limited, e.g. 'forgot-password:email'. */
  scope: string;
  max: number;
  windowMs: number;
}

/** One limit applied to one key (an address, an account, or both). */
export interface LimitedKey {
  limit: RateLimit;
  key: string;
}

/** 429 with how long to wait; the error handler turns `retryAfterSeconds` into `Retry-After`. */
export class RateLimitedError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, apiErrorMessages.rateLimited);
  }
}

/**
 * The counter of `key` for the fixed window that `now` falls in. Windows are aligned to multiples
 * of their length, so the counter's id names its window and no transaction is needed to open one.
 * Keys are hashed: no e-mail address or IP is stored in clear.
 */
function windowCounter({ limit, key }: LimitedKey, now: Date) {
  const index = Math.floor(now.getTime() / limit.windowMs);
  const ref = db()
    .collection(collections.rateLimits)
    .doc(hashToken(`${limit.scope}:${key}:${index}`));
  return { ref, endsAt: (index + 1) * limit.windowMs };
}

/**
 * Counts one attempt against each limit in turn and refuses (429, with when the window ends) at
 * the first one that is over. An increment, then a read: concurrent attempts can only make the
 * count look higher, never let more through, and a hot counter (a campus NAT address) never
 * waits on transaction retries. A refused attempt is not counted against the limits after it, so
 * one address hammering a locked account does not lock that account for everyone else.
 * Each counter carries `expiresAt`, the field the TTL policy removes it by.
 */
export async function consumeRateLimits(limits: LimitedKey[], now: Date): Promise<void> {
  for (const limited of limits) {
    const { ref, endsAt } = windowCounter(limited, now);
    await ref.set(
      { scope: limited.limit.scope, count: FieldValue.increment(1), expiresAt: Timestamp.fromMillis(endsAt) },
      { merge: true },
    );
    const count = Number((await ref.get()).get('count') ?? 0);
    if (count > limited.limit.max) {
      throw new RateLimitedError(Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)));
    }
  }
}

/** Forgets the attempts counted against these keys in the current window (a right password ends its failures). */
export async function clearRateLimits(limits: LimitedKey[], now: Date): Promise<void> {
  const batch = db().batch();
  for (const limited of limits) batch.delete(windowCounter(limited, now).ref);
  await batch.commit();
}
