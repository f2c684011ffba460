import {
  createRescheduleSchema,
  lifecycleSuccessMessages,
  type ReschedulePayload,
  type StudentCancelPayload,
  studentCancelSchema,
} from '@appointments/domain';
import type { Request, Response } from 'express';
import { sendData } from '../../http/respond';
import { callerOf } from '../../middleware/auth';
import { settingsOf, withCollegeSettings } from '../../middleware/college-settings';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';
import { cancelByStudent, rescheduleAppointment } from '../../services/student-changes';

// The student's cancel and reschedule calls; services/student-changes.ts holds their rules.

async function cancel(req: Request<{ id: string }>, res: Response) {
  const { reason } = req.body as StudentCancelPayload;
  const appointment = await cancelByStudent(
    callerOf(req).uid,
    req.params.id,
    reason,
    nowOf(req),
    settingsOf(req).booking,
  );
  sendData(res, appointment, { message: lifecycleSuccessMessages.canceledByStudent });
}

async function reschedule(req: Request<{ id: string }>, res: Response) {
  const payload = req.body as ReschedulePayload;
  const appointment = await rescheduleAppointment(
    callerOf(req).uid,
    req.params.id,
    payload,
    nowOf(req),
    settingsOf(req).booking,
  );
  sendData(res, appointment, { message: lifecycleSuccessMessages.rescheduled });
}

export const cancelByStudentHandlers = [withCollegeSettings, validateBody(studentCancelSchema), cancel];
export const rescheduleHandlers = [
  withCollegeSettings,
  validateBody((now, req) => createRescheduleSchema(() => now, settingsOf(req).booking)),
  reschedule,
];
