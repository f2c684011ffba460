import { sessionRecordMessages } from '@appointments/domain';
import type { Request, Response } from 'express';
import { sendData } from '../../http/respond';
import { callerOf } from '../../middleware/auth';
import { nowOf } from '../../middleware/request-time';
import { liftBookingPause, listPausedStudents } from '../../services/booking-pauses';

/** GET /admin/booking-pauses: the students whose new bookings the no-show policy pauses now. */
export async function getBookingPauses(req: Request, res: Response) {
  sendData(res, await listPausedStudents(nowOf(req)));
}

/** DELETE /admin/booking-pauses/{id}: lifts the student's pause (recorded in the audit log). */
export async function deleteBookingPause(req: Request<{ id: string }>, res: Response) {
  await liftBookingPause(req.params.id, callerOf(req), nowOf(req));
  sendData(res, null, { message: sessionRecordMessages.pauseLifted });
}
