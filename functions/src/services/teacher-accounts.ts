import { type NewTeacherPayload, SET_PASSWORD_LINK_TTL_MS, type Teacher } from '@appointments/domain';
import { loadAccount, newTeacherDocuments, teacherPrivateRef, teacherRef } from '../data/accounts';
import { createAuthUser, withNewUser } from '../data/auth-users';
import { setAccountClaims } from '../data/claims';
import { stageResetToken } from '../data/password-resets';
import { db } from '../lib/firebase';
import { enqueueMail, teacherWelcomeMail } from '../notifications';

/**
 * A teacher created by an admin is approved at once and can log in with the given password; the
 * welcome mail, written with the account, never repeats it but links to setting their own.
 */
export async function createTeacherAccount(payload: NewTeacherPayload, now: Date): Promise<Teacher> {
  const user = await createAuthUser(payload);
  await withNewUser(user, async () => {
    await setAccountClaims(user.uid, { role: 'teacher', approved: true });
    const documents = newTeacherDocuments({ ...payload, uid: user.uid, isApproved: true, now });
    const batch = db().batch();
    batch.create(teacherRef(user.uid), documents.card);
    batch.create(teacherPrivateRef(user.uid), documents.private);
    const account = { uid: user.uid, email: payload.email, name: payload.name };
    const token = stageResetToken(batch, account, now, SET_PASSWORD_LINK_TTL_MS);
    await enqueueMail(batch, teacherWelcomeMail(account, token), 'security');
    await batch.commit();
  });
  return (await loadAccount(user.uid, 'teacher')) as Teacher;
}
