import type { RegisterPayload } from '@appointments/domain';
import {
  newStudentDocument,
  newTeacherDocuments,
  studentRef,
  teacherPrivateRef,
  teacherRef,
} from '../data/accounts';
import { createAuthUser, withNewUser } from '../data/auth-users';
import { setAccountClaims } from '../data/claims';
import { db } from '../lib/firebase';
import { moveStudentCounter, readStudentCounter } from './account-counters';

/**
 * A student or teacher account, awaiting approval unless the college approves it at once (its own
 * domains, `approvesOnRegistration`): the Auth user, its claims and its profile documents, whole or not
 * at all. /auth/register calls it after its limits; seeding scripts and tests that need many accounts
 * call it through the Admin SDK, so they never loosen the limits.
 */
export async function createSelfRegisteredAccount(
  payload: RegisterPayload,
  now: Date,
  { approved = false }: { approved?: boolean } = {},
): Promise<string> {
  const user = await createAuthUser(payload);
  const account = { uid: user.uid, name: payload.name, email: payload.email, isApproved: approved, now };
  await withNewUser(user, async () => {
    await setAccountClaims(user.uid, { role: payload.role, approved });
    if (payload.role === 'student') {
      await db().runTransaction(async (transaction) => {
        const counter = await readStudentCounter(transaction);
        transaction.create(studentRef(user.uid), newStudentDocument(account));
        moveStudentCounter(transaction, counter, { total: 1, pending: approved ? 0 : 1 });
      });
    } else {
      const batch = db().batch();
      const teacher = newTeacherDocuments({
        ...account,
        department: payload.department,
        subject: payload.subject,
        phone: '',
      });
      batch.create(teacherRef(user.uid), teacher.card);
      batch.create(teacherPrivateRef(user.uid), teacher.private);
      await batch.commit();
    }
  });
  return user.uid;
}
