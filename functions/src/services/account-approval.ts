import { apiErrorMessages } from '@appointments/domain';
import {
  type DocumentReference,
  type DocumentSnapshot,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { accountRef } from '../data/accounts';
import { type AuditActor, recordAudit } from '../data/audit-log';
import { setAccountClaims } from '../data/claims';
import { notFound } from '../http/api-error';
import { auth, db } from '../lib/firebase';
import { accountApprovalMail, enqueueMail } from '../notifications';
import { moveStudentCounter, readStudentCounter } from './account-counters';

export type ManagedRole = 'student' | 'teacher';

// Each pass reads the document and writes the claim; a change in between means another pass follows.
const maxClaimPasses = 10;

/**
 * Makes the `approved` claim say what the document says. When another request changes the
 * document while the claim is being written, the claim is written again from the newer document:
 * whichever request commits last decides both.
 */
export async function deriveClaim(ref: DocumentReference, uid: string, role: ManagedRole): Promise<void> {
  for (let pass = 0; pass < maxClaimPasses; pass += 1) {
    const before = await ref.get();
    if (!before.exists) return;
    await setAccountClaims(uid, { role, approved: before.get('isApproved') === true });
    const after = await ref.get();
    if (!after.exists || after.updateTime?.isEqual(before.updateTime ?? after.updateTime)) return;
  }
}

/**
 * In an approval's or a suspension's transaction, before its writes: the students' counter follows the
 * account's document (the teachers' follows its trigger).
 */
export async function moveCounterForApproval(
  transaction: Transaction,
  role: ManagedRole,
  account: DocumentSnapshot,
  approved: boolean,
): Promise<void> {
  const counter = role === 'student' ? await readStudentCounter(transaction) : null;
  const wasPending = account.get('isApproved') !== true;
  if (counter)
    moveStudentCounter(transaction, counter, { total: 0, pending: Number(!approved) - Number(wasPending) });
}

/**
 * Approve sets isApproved; suspend clears it and revokes the account's refresh tokens, so an open
 * session loses access at once. The document is the truth, written in a transaction; the claim
 * (read by the rules) is derived from it afterwards, so concurrent approve and suspend requests
 * cannot leave the two disagreeing. The audit log records who did it in the same transaction.
 */
export async function setAccountApproval(
  role: ManagedRole,
  uid: string,
  approved: boolean,
  now: Date,
  actor: AuditActor,
): Promise<{ _id: string; isApproved: boolean }> {
  const ref = accountRef(role, uid);
  const found = await db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return false;
    await moveCounterForApproval(transaction, role, snapshot, approved);
    transaction.update(ref, {
      isApproved: approved,
      suspendedAt: approved ? null : Timestamp.fromDate(now),
    });
    // The change and its mail commit together.
    await enqueueMail(
      transaction,
      accountApprovalMail({ name: snapshot.get('name'), email: snapshot.get('email') }, approved),
      'account',
    );
    const wasApproved = snapshot.get('isApproved') === true;
    recordAudit(transaction, {
      action: approved ? 'approve-account' : 'suspend-account',
      actor,
      at: now,
      target: {
        role,
        id: uid,
        name: String(snapshot.get('name') ?? ''),
        email: String(snapshot.get('email') ?? ''),
      },
      before: { isApproved: wasApproved },
      after: { isApproved: approved },
    });
    return true;
  });
  if (!found) {
    throw notFound(role === 'student' ? apiErrorMessages.studentNotFound : apiErrorMessages.teacherNotFound);
  }
  if (!approved) await auth().revokeRefreshTokens(uid);
  await deriveClaim(ref, uid, role);
  return { _id: uid, isApproved: approved };
}
