import {
  createOfficeHoursSchema,
  lifecycleSuccessMessages,
  type OfficeHoursPayload,
} from '@appointments/domain';
import type { Request, Response } from 'express';
import { sendData } from '../../http/respond';
import { callerOf } from '../../middleware/auth';
import { settingsOf, withCollegeSettings } from '../../middleware/college-settings';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';
import {
  createOfficeHours,
  officeHoursOf,
  removeOfficeHours as removeSeries,
  slotAnswers,
} from '../../services/availability';

// Weekly office hours; services/availability.ts holds their rules.

export async function listOfficeHours(req: Request, res: Response) {
  sendData(res, await officeHoursOf(callerOf(req).uid));
}

async function create(req: Request, res: Response) {
  const teacherId = callerOf(req).uid;
  const now = nowOf(req);
  const { seriesId, created, skipped } = await createOfficeHours(
    teacherId,
    req.body as OfficeHoursPayload,
    now,
    settingsOf(req).booking,
  );
  sendData(
    res,
    { seriesId, created, skipped, ...(await slotAnswers(teacherId, now)) },
    { status: 201, message: lifecycleSuccessMessages.officeHoursCreated(created, skipped) },
  );
}

export async function removeOfficeHours(req: Request<{ id: string }>, res: Response) {
  const teacherId = callerOf(req).uid;
  const removed = await removeSeries(teacherId, req.params.id);
  sendData(
    res,
    { removed, ...(await slotAnswers(teacherId, nowOf(req))) },
    { message: lifecycleSuccessMessages.seriesRemoved(removed) },
  );
}

export const createOfficeHoursHandlers = [
  withCollegeSettings,
  validateBody((now) => createOfficeHoursSchema(() => now)),
  create,
];
