import { apiErrorMessages, type ForgotPasswordPayload, forgotPasswordSchema } from '@appointments/domain';
import type { Request, Response } from 'express';
import { stageResetToken } from '../../data/password-resets';
import { sendData } from '../../http/respond';
import { forgotPasswordLimits } from '../../lib/abuse-limits';
import { clientAddress } from '../../lib/client-address';
import { auth, db } from '../../lib/firebase';
import { consumeRateLimits } from '../../lib/rate-limit';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';
import { enqueueMail, passwordResetMail } from '../../notifications';

/**
 * Every answer leaves this long after the limits are counted, whether or not the address has an
 * account: the lookup and the write of the token with its queued mail finish well inside it, so
 * timing reveals nothing. The mail server is not waited for: deliverMail sends the queued mail.
 */
export const FORGOT_PASSWORD_ANSWER_MS = 1200;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function findUser(email: string) {
  try {
    return await auth().getUserByEmail(email);
  } catch {
    return undefined;
  }
}

/** Same answer whether or not the address has an account, so the form reveals nothing. */
async function forgotPassword(req: Request, res: Response) {
  const { email } = req.body as ForgotPasswordPayload;
  const now = nowOf(req);
  await consumeRateLimits(
    [
      { limit: forgotPasswordLimits.perAddress, key: clientAddress(req) },
      { limit: forgotPasswordLimits.perTarget, key: email },
    ],
    now,
  );
  const work = sendResetLink(email, now).catch((error: unknown) => {
    console.error('Could not send a reset link', error);
  });
  await delay(FORGOT_PASSWORD_ANSWER_MS);
  sendData(res, null, { message: apiErrorMessages.resetLinkSent });
  await work;
}

async function sendResetLink(email: string, now: Date): Promise<void> {
  const user = await findUser(email);
  if (!user) return;
  // The token and its mail are written together: no mail without a working link, no link unsent.
  const batch = db().batch();
  const token = stageResetToken(batch, { uid: user.uid, email }, now);
  await enqueueMail(batch, passwordResetMail({ email, name: user.displayName ?? email }, token), 'security');
  await batch.commit();
}

export const forgotPasswordHandlers = [validateBody(forgotPasswordSchema), forgotPassword];
