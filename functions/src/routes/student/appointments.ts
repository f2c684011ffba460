import { sortStudentAppointments } from '@appointments/domain';
import type { Request, Response } from 'express';
import { appointmentFromSnapshot, appointmentsCollection } from '../../data/appointments';
import { sendData } from '../../http/respond';
import { callerOf } from '../../middleware/auth';
import { nowOf } from '../../middleware/request-time';

/** The student's own appointments in the spec's order (upcoming approved first, soonest first). */
export async function listStudentAppointments(req: Request, res: Response) {
  const snapshot = await appointmentsCollection().where('studentId', '==', callerOf(req).uid).get();
  sendData(res, sortStudentAppointments(snapshot.docs.map(appointmentFromSnapshot), nowOf(req)));
}
