import {
  type AvailabilityDeletePayload,
  type AvailabilityPayload,
  availabilityDeleteSchema,
  createAvailabilityPayloadSchema,
  successMessages,
} from '@appointments/domain';
import type { Request, Response } from 'express';
import { sendData } from '../../http/respond';
import { callerOf } from '../../middleware/auth';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';
import { addSlots, removeSlot, slotAnswers } from '../../services/availability';

// The teacher's single slots; services/availability.ts holds their rules.

export async function getAvailability(req: Request, res: Response) {
  sendData(res, await slotAnswers(callerOf(req).uid, nowOf(req)));
}

async function addAvailability(req: Request, res: Response) {
  const teacherId = callerOf(req).uid;
  await addSlots(teacherId, req.body as AvailabilityPayload, nowOf(req));
  sendData(res, await slotAnswers(teacherId, nowOf(req)), {
    status: 201,
    message: successMessages.slotAdded,
  });
}

async function removeAvailability(req: Request, res: Response) {
  const teacherId = callerOf(req).uid;
  await removeSlot(teacherId, new Date((req.body as AvailabilityDeletePayload).slotDateTime));
  sendData(res, await slotAnswers(teacherId, nowOf(req)), { message: successMessages.slotRemoved });
}

export const addAvailabilityHandlers = [
  validateBody((now) => createAvailabilityPayloadSchema(() => now)),
  addAvailability,
];
export const removeAvailabilityHandlers = [validateBody(availabilityDeleteSchema), removeAvailability];
