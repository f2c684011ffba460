// The teacher's own calendar as busy times: what the card shows, the address (set, changed or removed;
// read at once), and a reading on demand.
import { type BusyCalendarPayload, busyCalendarSchema } from '@appointments/domain';
import type { Request, Response } from 'express';
import { sendData } from '../../http/respond';
import { callerOf } from '../../middleware/auth';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';
import { busyCalendarOf, readBusyCalendar, setBusyCalendar } from '../../services/busy-calendar';

export async function getBusyCalendar(req: Request, res: Response) {
  sendData(res, await busyCalendarOf(callerOf(req).uid));
}

async function putBusyCalendar(req: Request, res: Response) {
  const { url } = req.body as BusyCalendarPayload;
  sendData(res, await setBusyCalendar(callerOf(req).uid, url, nowOf(req)));
}

export const putBusyCalendarHandlers = [validateBody(busyCalendarSchema), putBusyCalendar];

export async function refreshBusyCalendar(req: Request, res: Response) {
  sendData(res, await readBusyCalendar(callerOf(req).uid, nowOf(req)));
}
