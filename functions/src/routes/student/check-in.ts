import { sessionRecordMessages } from '@appointments/domain';
import type { Request, Response } from 'express';
import { sendData } from '../../http/respond';
import { callerOf } from '../../middleware/auth';
import { nowOf } from '../../middleware/request-time';
import { checkIn } from '../../services/session-record';

/** POST /student/appointments/{id}/check-in: "I'm here". */
export async function checkInHandler(req: Request<{ id: string }>, res: Response) {
  const appointment = await checkIn(callerOf(req).uid, req.params.id, nowOf(req));
  sendData(res, appointment, { message: sessionRecordMessages.checkedIn });
}
