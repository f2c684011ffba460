import { apiErrorMessages, deletedSuccessMessage } from '@appointments/domain';
import type { Request, Response } from 'express';
import { type DeletableRole, deleteAccount } from '../../data/account-deletion';
import { notFound } from '../../http/api-error';
import { sendData } from '../../http/respond';
import { callerOf } from '../../middleware/auth';
import { nowOf } from '../../middleware/request-time';

export function deleteAccountHandler(role: DeletableRole) {
  return async (req: Request<{ id: string }>, res: Response) => {
    const summary = await deleteAccount(role, req.params.id, callerOf(req).uid, nowOf(req));
    if (!summary) {
      throw notFound(
        role === 'student' ? apiErrorMessages.studentNotFound : apiErrorMessages.teacherNotFound,
      );
    }
    sendData(res, summary, { message: deletedSuccessMessage(summary.name) });
  };
}
