import {
  groupSessionMessages,
  groupSessionSuccess,
  type SessionCapacityPayload,
  type SessionMessagePayload,
  sessionCancelSchema,
  sessionCapacitySchema,
  sessionMessageSchema,
  type TeacherCancelPayload,
} from '@appointments/domain';
import type { Request, Response } from 'express';
import { notFound } from '../../http/api-error';
import { sendData } from '../../http/respond';
import { callerOf } from '../../middleware/auth';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';
import { changeSlotCapacity } from '../../services/availability';
import { cancelSession, messageSession, sessionTimeOf } from '../../services/group-session';

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

async function capacity(req: Request<{ slotId: string }>, res: Response) {
  const dateTime = sessionTimeOf(req.params.slotId);
  if (!dateTime) throw notFound(groupSessionMessages.sessionNotFound);
  const { capacity: seats } = req.body as SessionCapacityPayload;
  const changed = await changeSlotCapacity(callerOf(req).uid, dateTime, seats, nowOf(req));
  sendData(
    res,
    { dateTime: dateTime.toISOString(), ...changed },
    { message: groupSessionSuccess.capacityChanged(changed.capacity, changed.seatsLeft) },
  );
}

export const capacityHandlers = [validateBody(sessionCapacitySchema), capacity];
export const messageSessionHandlers = [validateBody(sessionMessageSchema), message];
export const cancelSessionHandlers = [validateBody(sessionCancelSchema), cancel];
