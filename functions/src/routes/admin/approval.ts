import { successMessages } from '@appointments/domain';
import type { Request, Response } from 'express';
import { sendData } from '../../http/respond';
import { callerOf } from '../../middleware/auth';
import { nowOf } from '../../middleware/request-time';
import { type ManagedRole, setAccountApproval } from '../../services/account-approval';

const messages = {
  student: { approve: successMessages.studentApproved, suspend: successMessages.studentSuspended },
  teacher: { approve: successMessages.teacherApproved, suspend: successMessages.teacherSuspended },
} as const;

/** Approves or suspends a student or teacher (services/account-approval.ts holds the rules). */
export function setApproval(role: ManagedRole, approved: boolean) {
  return async (req: Request<{ id: string }>, res: Response) => {
    const result = await setAccountApproval(role, req.params.id, approved, nowOf(req), callerOf(req));
    sendData(res, result, { message: messages[role][approved ? 'approve' : 'suspend'] });
  };
}
