import {
  type NewTeacherPayload,
  newTeacherSchema,
  SET_PASSWORD_LINK_TTL_MS,
  successMessages,
} from '@appointments/domain';
import type { Request, Response } from 'express';
import { loadAccount, newTeacherDocuments, teacherPrivateRef, teacherRef } from '../../data/accounts';
import { createAuthUser, withNewUser } from '../../data/auth-users';
import { setAccountClaims } from '../../data/claims';
import { sendData } from '../../http/respond';
import { db } from '../../lib/firebase';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';
import { enqueueMail, teacherWelcomeMail } from '../../notifications';
import { stageResetToken } from '../auth/password-reset-store';

/**
 * A teacher created by an admin is approved at once and can log in with the given password; the
 * welcome mail, written with the account, never repeats it but links to setting their own.
 */
async function createTeacher(req: Request, res: Response) {
  const payload = req.body as NewTeacherPayload;
  const user = await createAuthUser(payload);
  await withNewUser(user, async () => {
    await setAccountClaims(user.uid, { role: 'teacher', approved: true });
    const now = nowOf(req);
    const documents = newTeacherDocuments({ ...payload, uid: user.uid, isApproved: true, now });
    const batch = db().batch();
    batch.create(teacherRef(user.uid), documents.card);
    batch.create(teacherPrivateRef(user.uid), documents.private);
    const account = { uid: user.uid, email: payload.email, name: payload.name };
    const token = stageResetToken(batch, account, now, SET_PASSWORD_LINK_TTL_MS);
    await enqueueMail(batch, teacherWelcomeMail(account, token), 'security');
    await batch.commit();
  });
  sendData(res, await loadAccount(user.uid, 'teacher'), {
    status: 201,
    message: successMessages.teacherAdded,
  });
}

export const createTeacherHandlers = [validateBody(newTeacherSchema), createTeacher];
