import { apiErrorMessages, successMessages } from '@appointments/domain';
import type { Request, Response } from 'express';
import { studentRef, teacherRef } from '../../data/accounts';
import { setAccountClaims } from '../../data/claims';
import { notFound } from '../../http/api-error';
import { sendData } from '../../http/respond';
import { auth, db } from '../../lib/firebase';
import { accountApprovalMail, enqueueMail } from '../../notifications';

type ManagedRole = 'student' | 'teacher';

const messages = {
  student: { approve: successMessages.studentApproved, suspend: successMessages.studentSuspended },
  teacher: { approve: successMessages.teacherApproved, suspend: successMessages.teacherSuspended },
} as const;

/**
 * Approve sets isApproved and the `approved` claim; suspend clears both and revokes the account's
 * refresh tokens, so an open session loses access at once (the rules and the API read the claim).
 */
export function setApproval(role: ManagedRole, approved: boolean) {
  return async (req: Request<{ id: string }>, res: Response) => {
    const uid = req.params.id;
    const ref = role === 'student' ? studentRef(uid) : teacherRef(uid);
    const snapshot = await ref.get();
    if (!snapshot.exists) {
      throw notFound(
        role === 'student' ? apiErrorMessages.studentNotFound : apiErrorMessages.teacherNotFound,
      );
    }
    await setAccountClaims(uid, { role, approved });
    if (!approved) await auth().revokeRefreshTokens(uid);
    // The change and its mail commit together.
    const batch = db().batch();
    batch.update(ref, { isApproved: approved });
    enqueueMail(
      batch,
      accountApprovalMail({ name: snapshot.get('name'), email: snapshot.get('email') }, approved),
    );
    await batch.commit();
    sendData(
      res,
      { _id: uid, isApproved: approved },
      { message: messages[role][approved ? 'approve' : 'suspend'] },
    );
  };
}
