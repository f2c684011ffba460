import {
  type AppointmentStatus,
  appointmentStatusUpdateSchema,
  lifecycleSuccessMessages,
  sortTeacherAppointments,
  successMessages,
  type TeacherCancelPayload,
  teacherCancelSchema,
} from '@appointments/domain';
import type { Request, Response } from 'express';
import { appointmentFromSnapshot, appointmentsCollection } from '../../data/appointments';
import { sendData } from '../../http/respond';
import { callerOf } from '../../middleware/auth';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';
import { cancelByTeacher, decideAppointment } from '../../services/teacher-decisions';

/** The appointments addressed to the teacher, in the spec's order (pending first, newest first). */
export async function listTeacherAppointments(req: Request, res: Response) {
  const snapshot = await appointmentsCollection().where('teacherId', '==', callerOf(req).uid).get();
  sendData(res, sortTeacherAppointments(snapshot.docs.map(appointmentFromSnapshot), nowOf(req)));
}

/** Approves or declines a pending request (services/teacher-decisions.ts holds the rules). */
async function updateAppointmentStatus(req: Request<{ id: string }>, res: Response) {
  const target = (req.body as { status: AppointmentStatus }).status;
  const appointment = await decideAppointment(callerOf(req).uid, req.params.id, target, nowOf(req));
  sendData(res, appointment, {
    message:
      target === 'approved' ? successMessages.appointmentApproved : successMessages.appointmentCancelled,
  });
}

/** The teacher calls off an approved session, with a reason the student sees. */
async function cancelApproved(req: Request<{ id: string }>, res: Response) {
  const { reason } = req.body as TeacherCancelPayload;
  const appointment = await cancelByTeacher(callerOf(req).uid, req.params.id, reason, nowOf(req));
  sendData(res, appointment, { message: lifecycleSuccessMessages.canceledByTeacher });
}

export const cancelByTeacherHandlers = [validateBody(teacherCancelSchema), cancelApproved];

export const updateAppointmentStatusHandlers = [
  validateBody(appointmentStatusUpdateSchema),
  updateAppointmentStatus,
];
