import {
  apiErrorMessages,
  type ResetPasswordPayload,
  resetPasswordPayloadSchema,
  successMessages,
} from '@appointments/domain';
import type { Request, Response } from 'express';
import { consumeResetToken, releaseResetToken } from '../../data/password-resets';
import { badRequest } from '../../http/api-error';
import { sendData } from '../../http/respond';
import { auth } from '../../lib/firebase';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';

const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

async function resetPassword(req: Request<{ token: string }>, res: Response) {
  const { newPassword } = req.body as ResetPasswordPayload;
  const token = req.params.token;
  // Links carry 43 base64url characters; anything else cannot be one of ours.
  if (!RESET_TOKEN_PATTERN.test(token)) throw badRequest(apiErrorMessages.resetLinkInvalid);
  const uid = await consumeResetToken(token, nowOf(req));
  if (!uid) throw badRequest(apiErrorMessages.resetLinkInvalid);
  try {
    await auth().updateUser(uid, { password: newPassword });
  } catch (error) {
    await releaseResetToken(token);
    throw error;
  }
  // Every session that knew the old password ends now.
  await auth().revokeRefreshTokens(uid);
  sendData(res, null, { message: successMessages.passwordReset });
}

export const resetPasswordHandlers = [validateBody(resetPasswordPayloadSchema), resetPassword];
