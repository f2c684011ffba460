import { deletedSuccessMessage } from '@appointments/domain';
import type { Request, Response } from 'express';
import { sendData } from '../../http/respond';
import { callerOf } from '../../middleware/auth';
import { nowOf } from '../../middleware/request-time';
import { type DeletableRole, deleteAccount } from '../../services/account-deletion';

export function deleteAccountHandler(role: DeletableRole) {
  return async (req: Request<{ id: string }>, res: Response) => {
    const summary = await deleteAccount(role, req.params.id, callerOf(req), nowOf(req));
    sendData(res, summary, { message: deletedSuccessMessage(summary.name) });
  };
}
