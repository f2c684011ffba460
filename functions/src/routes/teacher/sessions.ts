import {
  groupSessionSuccess,
  type SessionMessagePayload,
  sessionCancelSchema,
  sessionMessageSchema,
  type TeacherCancelPayload,
} from '@appointments/domain';
import type { Request, Response } from 'express';
import { sendData } from '../../http/respond';
import { callerOf } from '../../middleware/auth';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';
import { cancelSession, messageSession } from '../../services/group-session';

// A whole group session (every appointment booked into one slot), named by its slot's key.

async function message(req: Request<{ slotId: string }>, res: Response) {
  const { message: text } = req.body as SessionMessagePayload;
  const { sent } = await messageSession(callerOf(req).uid, req.params.slotId, text, nowOf(req));
  sendData(res, { sent }, { message: groupSessionSuccess.messaged(sent) });
}

async function cancel(req: Request<{ slotId: string }>, res: Response) {
  const { reason } = req.body as TeacherCancelPayload;
  const { canceled } = await cancelSession(callerOf(req).uid, req.params.slotId, reason, nowOf(req));
  sendData(res, { canceled }, { message: groupSessionSuccess.canceled(canceled) });
}

export const messageSessionHandlers = [validateBody(sessionMessageSchema), message];
export const cancelSessionHandlers = [validateBody(sessionCancelSchema), cancel];
