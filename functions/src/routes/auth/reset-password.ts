import { type ResetPasswordPayload, resetPasswordPayloadSchema, successMessages } from '@appointments/domain';
import type { Request, Response } from 'express';
import { sendData } from '../../http/respond';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';
import { resetPassword } from '../../services/password-resets';

async function reset(req: Request<{ token: string }>, res: Response) {
  await resetPassword(req.params.token, (req.body as ResetPasswordPayload).newPassword, nowOf(req));
  sendData(res, null, { message: successMessages.passwordReset });
}

export const resetPasswordHandlers = [validateBody(resetPasswordPayloadSchema), reset];
