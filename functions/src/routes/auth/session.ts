import { successMessages } from '@appointments/domain';
import type { Request, Response } from 'express';
import { sendData } from '../../http/respond';
import { authenticate } from '../../middleware/auth';
import { nowOf } from '../../middleware/request-time';
import { admitAccount } from '../../services/login';

/**
 * The account behind a session opened with the college's identity provider (the browser signed in to
 * Firebase Auth itself): the same answer and refusals as a password login, without a token to hand out.
 */
async function session(req: Request, res: Response) {
  const caller = await authenticate(req);
  const { role, user } = await admitAccount(caller.uid, nowOf(req));
  sendData(res, { role, user }, { message: successMessages.login });
}

export const sessionHandlers = [session];
