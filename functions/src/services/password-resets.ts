import { apiErrorMessages } from '@appointments/domain';
import { consumeResetToken, releaseResetToken, stageResetToken } from '../data/password-resets';
import { badRequest } from '../http/api-error';
import { auth, db } from '../lib/firebase';
import { enqueueMail, passwordResetMail } from '../notifications';

const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

async function findUser(email: string) {
  try {
    return await auth().getUserByEmail(email);
  } catch {
    return undefined;
  }
}

/** Queues a reset link for the address when it has an account; nothing at all when it has none. */
export async function sendResetLink(email: string, now: Date): Promise<void> {
  const user = await findUser(email);
  if (!user) return;
  // The token and its mail are written together: no mail without a working link, no link unsent.
  const batch = db().batch();
  const token = stageResetToken(batch, { uid: user.uid, email }, now);
  await enqueueMail(batch, passwordResetMail({ email, name: user.displayName ?? email }, token), 'security');
  await batch.commit();
}

/** Sets the new password through a link that works once, and ends every session that knew the old one. */
export async function resetPassword(token: string, newPassword: string, now: Date): Promise<void> {
  // Links carry 43 base64url characters; anything else cannot be one of ours.
  if (!RESET_TOKEN_PATTERN.test(token)) throw badRequest(apiErrorMessages.resetLinkInvalid);
  const uid = await consumeResetToken(token, now);
  if (!uid) throw badRequest(apiErrorMessages.resetLinkInvalid);
  try {
    await auth().updateUser(uid, { password: newPassword });
  } catch (error) {
    await releaseResetToken(token);
    throw error;
  }
  await auth().revokeRefreshTokens(uid);
}
