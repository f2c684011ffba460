import { type BulkAccountsRequest, bulkAccountsSchema } from '@appointments/domain';
import type { Request, Response } from 'express';
import { sendData } from '../../http/respond';
import { callerOf } from '../../middleware/auth';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';
import type { ManagedRole } from '../../services/account-approval';
import { decideInBulk } from '../../services/bulk-decisions';

/** POST /admin/{students,teachers}/bulk: one decision for many accounts, answered with its counts. */
export function bulkDecisionHandlers(role: ManagedRole) {
  const decide = async (req: Request, res: Response) => {
    const request = req.body as BulkAccountsRequest;
    sendData(res, await decideInBulk(role, request, callerOf(req), nowOf(req)));
  };
  return [validateBody(bulkAccountsSchema), decide];
}
