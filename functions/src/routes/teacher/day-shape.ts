// The shape of the teacher's day: buffers, the daily maximum and the hours (packages/domain/src/day-shape.ts).
import { type DayShapePayload, dayShapeSchema } from '@appointments/domain';
import type { Request, Response } from 'express';
import { teacherPrivateRef } from '../../data/accounts';
import { sendData } from '../../http/respond';
import { callerOf } from '../../middleware/auth';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';
import { dayShapeOf, refreshSlotAvailability } from '../../services/slot-availability';

export async function getDayShape(req: Request, res: Response) {
  sendData(res, await dayShapeOf(callerOf(req).uid));
}

async function putDayShape(req: Request, res: Response) {
  const teacherId = callerOf(req).uid;
  const shape = req.body as DayShapePayload;
  await teacherPrivateRef(teacherId).set({ dayShape: shape }, { merge: true });
  // Slots the new shape rules out (or lets back in) change for students at once.
  const { blocked } = await refreshSlotAvailability(teacherId, nowOf(req));
  sendData(res, { ...shape, blockedSlots: blocked });
}

export const putDayShapeHandlers = [validateBody(dayShapeSchema), putDayShape];
