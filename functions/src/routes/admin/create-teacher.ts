import { type NewTeacherPayload, newTeacherSchema, successMessages } from '@appointments/domain';
import type { Request, Response } from 'express';
import { loadAccount, newTeacherDocuments, teacherPrivateRef, teacherRef } from '../../data/accounts';
import { createAuthUser, withNewUser } from '../../data/auth-users';
import { setAccountClaims } from '../../data/claims';
import { sendData } from '../../http/respond';
import { db } from '../../lib/firebase';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';

/** A teacher created by an admin is approved at once and can log in with the given password. */
async function createTeacher(req: Request, res: Response) {
  const payload = req.body as NewTeacherPayload;
  const user = await createAuthUser(payload);
  await withNewUser(user, async () => {
    await setAccountClaims(user.uid, { role: 'teacher', approved: true });
    const documents = newTeacherDocuments({ ...payload, uid: user.uid, isApproved: true, now: nowOf(req) });
    const batch = db().batch();
    batch.create(teacherRef(user.uid), documents.card);
    batch.create(teacherPrivateRef(user.uid), documents.private);
    await batch.commit();
  });
  sendData(res, await loadAccount(user.uid, 'teacher'), {
    status: 201,
    message: successMessages.teacherAdded,
  });
}

export const createTeacherHandlers = [validateBody(newTeacherSchema), createTeacher];
