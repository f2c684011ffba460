import {
  addToCalendarTexts,
  apiErrorMessages,
  appointmentPlaceFromData,
  calendarFileName,
} from '@appointments/domain';
import { type Request, type Response, Router } from 'express';
import { appointmentsCollection } from '../../data/appointments';
import { appointmentPlaceRef } from '../../data/places';
import { conflict, notFound } from '../../http/api-error';
import { callerOf, requireRole } from '../../middleware/auth';
import { validatePathIds } from '../../middleware/path-ids';
import type { AppointmentFacts } from '../../notifications';
import { appointmentCalendarFile } from '../../notifications/calendar-download';

export const appointmentFileRouter = Router();
validatePathIds(appointmentFileRouter, 'id');

/** 'Add to calendar': the approved appointment's `.ics`, for its student or its teacher only. */
async function calendarFile(req: Request<{ id: string }>, res: Response) {
  const caller = callerOf(req);
  const viewer = caller.role === 'teacher' ? 'teacher' : 'student';
  const snapshot = await appointmentsCollection().doc(req.params.id).get();
  // Someone else's appointment is answered as missing, as everywhere else.
  if (!snapshot.exists || snapshot.get(`${viewer}Id`) !== caller.uid) {
    throw notFound(apiErrorMessages.appointmentNotFound);
  }
  if (snapshot.get('status') !== 'approved') throw conflict(addToCalendarTexts.notApproved);
  const place = appointmentPlaceFromData((await appointmentPlaceRef(snapshot.id).get()).data());
  const stored = snapshot.data();
  if (!stored) throw notFound(apiErrorMessages.appointmentNotFound);
  const facts: AppointmentFacts = { id: snapshot.id, ...stored, place };
  res
    .status(200)
    .type('text/calendar; charset=utf-8')
    .attachment(calendarFileName(snapshot.id))
    .send(appointmentCalendarFile(facts, viewer));
}

appointmentFileRouter.get('/appointments/:id/calendar.ics', requireRole('student', 'teacher'), calendarFile);
