import { RESET_LINK_TTL_MS } from '@appointments/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '../../data/collections';
import { db } from '../../lib/firebase';
import { hashToken, newSecretToken } from '../../lib/secret-token';

const resetRef = (token: string) => db().collection(collections.passwordResets).doc(hashToken(token));

/** Stores a new single-use reset token (hashed) for `uid`; returns the token for the mail link. */
export async function issueResetToken(uid: string, email: string, now: Date): Promise<string> {
  const token = newSecretToken();
  await resetRef(token).create({
    uid,
    email,
    createdAt: Timestamp.fromDate(now),
    expiresAt: Timestamp.fromMillis(now.getTime() + RESET_LINK_TTL_MS),
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
