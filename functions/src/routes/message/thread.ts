import { type MessageSendPayload, messageSendSchema } from '@appointments/domain';
import type { Request, Response } from 'express';
import { sendData } from '../../http/respond';
import { callerOf } from '../../middleware/auth';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';
import { type MessagingParty, markThreadRead, readThread, sendMessage } from '../../services/messages';

// The thread calls; services/messages.ts holds their rules. The router admits students and teachers only.

function partyOf(req: Request): MessagingParty {
  const caller = callerOf(req);
  return { uid: caller.uid, role: caller.role === 'teacher' ? 'teacher' : 'student' };
}

export async function getThread(req: Request<{ contactId: string }>, res: Response) {
  sendData(res, await readThread(partyOf(req), req.params.contactId));
}

async function send(req: Request, res: Response) {
  const message = await sendMessage(partyOf(req), req.body as MessageSendPayload, nowOf(req));
  sendData(res, message, { status: 201 });
}

export async function markRead(req: Request<{ contactId: string }>, res: Response) {
  await markThreadRead(partyOf(req), req.params.contactId, nowOf(req));
  sendData(res, null);
}

export const sendMessageHandlers = [validateBody(messageSendSchema), send];
