import { apiErrorMessages, successMessages } from '@appointments/domain';
import type { Request, Response } from 'express';
import { type DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { studentRef, teacherRef } from '../../data/accounts';
import { setAccountClaims } from '../../data/claims';
import { notFound } from '../../http/api-error';
import { sendData } from '../../http/respond';
import { auth, db } from '../../lib/firebase';
import { nowOf } from '../../middleware/request-time';
import { accountApprovalMail, enqueueMail } from '../../notifications';

type ManagedRole = 'student' | 'teacher';

const messages = {
  student: { approve: successMessages.studentApproved, suspend: successMessages.studentSuspended },
  teacher: { approve: successMessages.teacherApproved, suspend: successMessages.teacherSuspended },
} as const;

// Each pass reads the document and writes the claim; a change in between means another pass follows.
const maxClaimPasses = 10;

/**
 * Makes the `approved` claim say what the document says. When another request changes the
 * document while the claim is being written, the claim is written again from the newer document:
 * whichever request commits last decides both.
 */
async function deriveClaim(ref: DocumentReference, uid: string, role: ManagedRole): Promise<void> {
  for (let pass = 0; pass < maxClaimPasses; pass += 1) {
    const before = await ref.get();
    if (!before.exists) return;
    await setAccountClaims(uid, { role, approved: before.get('isApproved') === true });
    const after = await ref.get();
    if (!after.exists || after.updateTime?.isEqual(before.updateTime ?? after.updateTime)) return;
  }
}

/**
 * Approve sets isApproved; suspend clears it and revokes the account's refresh tokens, so an open
 * session loses access at once. The document is the truth, written in a transaction; the claim
 * (read by the rules) is derived from it afterwards, so concurrent approve and suspend requests
 * cannot leave the two disagreeing.
 */
export function setApproval(role: ManagedRole, approved: boolean) {
  return async (req: Request<{ id: string }>, res: Response) => {
    const uid = req.params.id;
    const ref = role === 'student' ? studentRef(uid) : teacherRef(uid);
    const found = await db().runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists) return false;
      transaction.update(ref, {
        isApproved: approved,
        suspendedAt: approved ? null : Timestamp.fromDate(nowOf(req)),
      });
      // The change and its mail commit together.
      enqueueMail(
        transaction,
        accountApprovalMail({ name: snapshot.get('name'), email: snapshot.get('email') }, approved),
      );
      return true;
    });
    if (!found) {
      throw notFound(
        role === 'student' ? apiErrorMessages.studentNotFound : apiErrorMessages.teacherNotFound,
      );
    }
    if (!approved) await auth().revokeRefreshTokens(uid);
    await deriveClaim(ref, uid, role);
    sendData(
      res,
      { _id: uid, isApproved: approved },
      { message: messages[role][approved ? 'approve' : 'suspend'] },
    );
  };
}
