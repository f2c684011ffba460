import { groupSessionSuccess, type WaitlistJoinPayload, waitlistJoinSchema } from '@appointments/domain';
import type { Request, Response } from 'express';
import { sendData } from '../../http/respond';
import { callerOf } from '../../middleware/auth';
import { settingsOf, withCollegeSettings } from '../../middleware/college-settings';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';
import {
  acceptOffer,
  joinWaitlist,
  leaveWaitlist,
  passOffer,
  studentWaitlist,
} from '../../services/waitlist';

// The student's waitlists and offers; services/waitlist.ts holds their rules.

async function join(req: Request, res: Response) {
  const { teacherId, dateTime } = req.body as WaitlistJoinPayload;
  const entry = await joinWaitlist(
    callerOf(req).uid,
    teacherId,
    dateTime ? new Date(dateTime) : null,
    nowOf(req),
  );
  sendData(res, entry, { status: 201, message: groupSessionSuccess.joined });
}

export const joinWaitlistHandlers = [validateBody(waitlistJoinSchema), join];

export async function listWaitlist(req: Request, res: Response) {
  sendData(res, await studentWaitlist(callerOf(req).uid));
}

export async function leave(req: Request<{ id: string }>, res: Response) {
  await leaveWaitlist(callerOf(req).uid, req.params.id, nowOf(req));
  sendData(res, { _id: req.params.id }, { message: groupSessionSuccess.left });
}

async function accept(req: Request<{ id: string }>, res: Response) {
  const appointment = await acceptOffer(
    callerOf(req).uid,
    req.params.id,
    nowOf(req),
    settingsOf(req).booking,
  );
  sendData(res, appointment, { status: 201, message: groupSessionSuccess.taken });
}

export const acceptOfferHandlers = [withCollegeSettings, accept];

export async function pass(req: Request<{ id: string }>, res: Response) {
  await passOffer(callerOf(req).uid, req.params.id, nowOf(req));
  sendData(res, { _id: req.params.id }, { message: groupSessionSuccess.passed });
}
