import { apiErrorMessages } from '@appointments/domain';
import type { Request, Response } from 'express';
import { teacherRef } from '../../data/accounts';
import { futureSlotAnswers } from '../../data/slots';
import { approvedTeachersQuery, teacherCardFromSnapshot } from '../../data/teachers';
import { notFound } from '../../http/api-error';
import { sendData } from '../../http/respond';
import { nowOf } from '../../middleware/request-time';

export async function listApprovedTeachers(req: Request, res: Response) {
  const snapshot = await approvedTeachersQuery().get();
  const now = nowOf(req);
  sendData(
    res,
    snapshot.docs.map((card) => teacherCardFromSnapshot(card, now)),
  );
}

/** A teacher's future slots, soonest first; a teacher who is unknown or not approved has none to offer. */
export async function listTeacherSlots(req: Request<{ id: string }>, res: Response) {
  const teacher = await teacherRef(req.params.id).get();
  if (!teacher.exists || teacher.get('isApproved') !== true) throw notFound(apiErrorMessages.teacherNotFound);
  sendData(res, await futureSlotAnswers(req.params.id, nowOf(req)));
}
