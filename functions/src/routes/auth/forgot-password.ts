import { apiErrorMessages, type ForgotPasswordPayload, forgotPasswordSchema } from '@appointments/domain';
import type { Request, Response } from 'express';
import { sendData } from '../../http/respond';
import { auth } from '../../lib/firebase';
import { appOrigin, sendMail } from '../../lib/mailer';
import { consumeRateLimit } from '../../lib/rate-limit';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';
import { issueResetToken } from './password-reset-store';
import { resetPasswordMail } from './reset-mail';

const fifteenMinutes = 15 * 60 * 1000;
const perAddress = { scope: 'forgot-password:email', max: 3, windowMs: fifteenMinutes };
// Generous per client: a campus shares few public addresses.
const perClient = { scope: 'forgot-password:ip', max: 30, windowMs: fifteenMinutes };

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
  await consumeRateLimit(perClient, req.ip ?? 'unknown', now);
  await consumeRateLimit(perAddress, email, now);

  const uid = await findUid(email);
  if (uid) {
    const token = await issueResetToken(uid, email, now);
    await sendMail(resetPasswordMail(email, `${appOrigin()}/reset-password/${token}`));
  }
  sendData(res, null, { message: apiErrorMessages.resetLinkSent });
}

export const forgotPasswordHandlers = [validateBody(forgotPasswordSchema), forgotPassword];
