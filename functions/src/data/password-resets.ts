import { collections, RESET_LINK_TTL_MS } from '@appointments/domain';
import { Timestamp, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { hashToken, newSecretToken } from '../lib/secret-token';

const resetRef = (token: string) => db().collection(collections.passwordResets).doc(hashToken(token));

/**
 * Adds a new single-use token (stored hashed) for `uid` to the caller's batch, so it is written with
 * the mail that carries it; returns the token for the link. A teacher's set-password link is the same
 * kind of token with a longer `ttlMs`.
 */
export function stageResetToken(
  writer: Transaction | WriteBatch,
  account: { uid: string; email: string },
  now: Date,
  ttlMs: number = RESET_LINK_TTL_MS,
): string {
  const token = newSecretToken();
  writer.create(resetRef(token), {
    uid: account.uid,
    email: account.email,
    createdAt: Timestamp.fromDate(now),
    expiresAt: Timestamp.fromMillis(now.getTime() + ttlMs),
    usedAt: null,
  });
  return token;
}

/**
 * Marks the token used and returns its account, in one transaction so a link works once even
 * when clicked twice at the same moment; undefined when unknown, used or expired. Every other
 * outstanding link of the account is used up with it: an older mail must not reset the new password.
 */
export async function consumeResetToken(token: string, now: Date): Promise<string | undefined> {
  const ref = resetRef(token);
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const expiresAt = snapshot.get('expiresAt') as Timestamp | undefined;
    if (!snapshot.exists || snapshot.get('usedAt') || !expiresAt || expiresAt.toMillis() <= now.getTime()) {
      return undefined;
    }
    const uid = snapshot.get('uid') as string;
    const outstanding = await transaction.get(
      db().collection(collections.passwordResets).where('uid', '==', uid).where('usedAt', '==', null),
    );
    const usedAt = Timestamp.fromDate(now);
    for (const other of outstanding.docs) if (other.id !== ref.id) transaction.update(other.ref, { usedAt });
    transaction.update(ref, { usedAt });
    return uid;
  });
}

/** Gives the token back when the password change itself failed, so the user can retry the link. */
export async function releaseResetToken(token: string): Promise<void> {
  await resetRef(token).update({ usedAt: null });
}
