import { apiErrorMessages, type ForgotPasswordPayload, forgotPasswordSchema } from '@appointments/domain';
import type { Request, Response } from 'express';
import { sendData } from '../../http/respond';
import { forgotPasswordLimits } from '../../lib/abuse-limits';
import { clientAddress } from '../../lib/client-address';
import { auth } from '../../lib/firebase';
import { appOrigin, sendMail } from '../../lib/mailer';
import { consumeRateLimits } from '../../lib/rate-limit';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';
import { issueResetToken } from './password-reset-store';
import { resetPasswordMail } from './reset-mail';

/**
 * Every answer leaves this long after the limits are counted, whether or not the address has an
 * account: the lookup, the token and the mail (~200 ms here, a few hundred in production) finish
 * well inside it, so timing reveals nothing. A slower mail server delays only the mail.
 */
export const FORGOT_PASSWORD_ANSWER_MS = 1200;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function findUid(email: string): Promise<string | undefined> {
  try {
    return (await auth().getUserByEmail(email)).uid;
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
  const uid = await findUid(email);
  if (!uid) return;
  const token = await issueResetToken(uid, email, now);
  await sendMail(resetPasswordMail(email, `${appOrigin()}/reset-password/${token}`));
}

export const forgotPasswordHandlers = [validateBody(forgotPasswordSchema), forgotPassword];
