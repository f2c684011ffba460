// Approval without the admin: for accounts that fixtures and seeds make by the hundred, where nobody approves
// by hand and nobody reads the mail.
import { accountRef } from '../data/accounts';
import { setAccountClaims } from '../data/claims';
import { db } from '../lib/firebase';
import { type ManagedRole, moveCounterForApproval } from './account-approval';

/**
 * Approves `uid` as the admin's approval does for its document, the students' counter and the claim, without
 * the mail and the audit entry. The counter moves in the document's own transaction: a write around it, then
 * a recount, leaves the counter one off when another account's transaction moves it in between.
 */
export async function approveQuietly(role: ManagedRole, uid: string): Promise<void> {
  const ref = accountRef(role, uid);
  await db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return;
    await moveCounterForApproval(transaction, role, snapshot, true);
    transaction.update(ref, { isApproved: true });
  });
  await setAccountClaims(uid, { role, approved: true });
}
