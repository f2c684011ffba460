// One decision for many accounts (POST /admin/{students,teachers}/bulk): approve or suspend in transactions of
// up to 100 accounts, each account's change and its mail committed together as a single approval does; decline
// removes each pending registration as a single deletion does and then mails the reason. Claims follow the
// documents (deriveClaim), and the role counter is counted again at the end, so the panel's figures are exact
// as soon as the answer arrives. Every page of 100 accounts ends with a progress record (bulk-progress.ts)
// when the client named the job.
import { type BulkAccountsRequest, type BulkAccountsResult, emptyBulkResult } from '@appointments/domain';
import { type DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { studentRef, teacherRef } from '../data/accounts';
import { type AuditActor, recordAudit } from '../data/audit-log';
import { ApiError } from '../http/api-error';
import { auth, db } from '../lib/firebase';
import { accountApprovalMail, accountDeclinedMail, enqueueMail } from '../notifications';
import { deriveClaim, type ManagedRole } from './account-approval';
import { moveStudentCounter, readStudentCounter, refreshAccountCounter } from './account-counters';
import { deleteAccount } from './account-deletion';
import { type BulkProgress, openBulkProgress } from './bulk-progress';
import { chunksOf, distinctIds, eachLimited, idsMatching } from './bulk-targets';

/**
 * Accounts per transaction, and per page of progress: each writes its document and a mail, well under
 * Firestore's 500 writes.
 */
const PAGE_SIZE = 100;
/** Auth calls (claims, token revocations) and deletions at once. */
const PARALLEL = 8;

const refOf = (role: ManagedRole, uid: string): DocumentReference =>
  role === 'student' ? studentRef(uid) : teacherRef(uid);

interface ChunkOutcome {
  changed: string[];
  unchanged: number;
  missing: number;
}

/** Approves or suspends one chunk in one transaction: the documents and their mails, whole or not at all. */
async function setApprovalOfChunk(
  role: ManagedRole,
  uids: string[],
  approved: boolean,
  now: Date,
  actor: AuditActor,
): Promise<ChunkOutcome> {
  return db().runTransaction(async (transaction) => {
    const snapshots = await transaction.getAll(...uids.map((uid) => refOf(role, uid)));
    const outcome: ChunkOutcome = { changed: [], unchanged: 0, missing: 0 };
    const toChange = snapshots.filter((snapshot) => {
      if (!snapshot.exists) outcome.missing += 1;
      else if ((snapshot.get('isApproved') === true) === approved) outcome.unchanged += 1;
      else return true;
      return false;
    });
    // The students' counter moves in the same transaction as the accounts it counts (no trigger follows
    // student writes). Like the mail queue's reads of each recipient's mail choices, it is read before any write.
    const studentCounter = role === 'student' ? await readStudentCounter(transaction) : null;
    await Promise.all(
      toChange.map((snapshot) =>
        enqueueMail(
          transaction,
          accountApprovalMail({ name: snapshot.get('name'), email: snapshot.get('email') }, approved),
          'account',
        ),
      ),
    );
    for (const snapshot of toChange) {
      transaction.update(snapshot.ref, {
        isApproved: approved,
        suspendedAt: approved ? null : Timestamp.fromDate(now),
      });
      recordAudit(transaction, {
        action: approved ? 'approve-account' : 'suspend-account',
        actor,
        at: now,
        target: {
          role,
          id: snapshot.id,
          name: String(snapshot.get('name') ?? ''),
          email: String(snapshot.get('email') ?? ''),
        },
        before: { isApproved: !approved },
        after: { isApproved: approved },
      });
      outcome.changed.push(snapshot.id);
    }
    if (studentCounter) {
      const moved = toChange.length;
      moveStudentCounter(transaction, studentCounter, { total: 0, pending: approved ? -moved : moved });
    }
    return outcome;
  });
}

async function setApprovalOfAll(
  role: ManagedRole,
  uids: string[],
  approved: boolean,
  now: Date,
  actor: AuditActor,
  result: BulkAccountsResult,
  progress: BulkProgress,
) {
  await pageByPage(uids, result, progress, (chunk) =>
    setApprovalOfPage(role, chunk, approved, now, actor, result),
  );
}

async function setApprovalOfPage(
  role: ManagedRole,
  chunk: string[],
  approved: boolean,
  now: Date,
  actor: AuditActor,
  result: BulkAccountsResult,
) {
  let outcome: ChunkOutcome;
  try {
    outcome = await setApprovalOfChunk(role, chunk, approved, now, actor);
  } catch (error) {
    console.error('Bulk approval chunk failed', error);
    result.failed += chunk.length;
    result.matched += chunk.length;
    return;
  }
  result.matched += chunk.length - outcome.missing;
  result.notFound += outcome.missing;
  if (approved) result.alreadyApproved += outcome.unchanged;
  else result.alreadySuspended += outcome.unchanged;
  await eachLimited(outcome.changed, PARALLEL, async (uid) => {
    try {
      // A suspended account's open sessions lose access at once, as with a single suspension.
      if (!approved) await auth().revokeRefreshTokens(uid);
      await deriveClaim(refOf(role, uid), uid, role);
      if (approved) result.approved += 1;
      else result.suspended += 1;
    } catch (error) {
      console.error('Bulk approval: claim of', uid, 'not set', error);
      result.failed += 1;
    }
  });
}

/** Removes each pending registration (as a deletion does) and mails its owner the reason. */
async function declineAll(
  role: ManagedRole,
  uids: string[],
  reason: string,
  actor: AuditActor,
  now: Date,
  result: BulkAccountsResult,
  progress: BulkProgress,
) {
  await pageByPage(uids, result, progress, (chunk) => declinePage(role, chunk, reason, actor, now, result));
}

/** Decides a page of accounts at a time, recording the counts after each page in the job's progress record. */
async function pageByPage(
  uids: string[],
  result: BulkAccountsResult,
  progress: BulkProgress,
  decidePage: (chunk: string[]) => Promise<void>,
) {
  for (const chunk of chunksOf(uids, PAGE_SIZE)) {
    await decidePage(chunk);
    await progress.page(result);
  }
}

async function declinePage(
  role: ManagedRole,
  uids: string[],
  reason: string,
  actor: AuditActor,
  now: Date,
  result: BulkAccountsResult,
) {
  await eachLimited(uids, PARALLEL, async (uid) => {
    try {
      const snapshot = await refOf(role, uid).get();
      if (!snapshot.exists) {
        result.notFound += 1;
        return;
      }
      result.matched += 1;
      if (snapshot.get('isApproved') === true) {
        result.alreadyApproved += 1;
        return;
      }
      const person = { name: String(snapshot.get('name') ?? ''), email: String(snapshot.get('email') ?? '') };
      await deleteAccount(role, uid, actor, now);
      // Mailed once the registration is gone: a failed removal mails nobody.
      const batch = db().batch();
      await enqueueMail(batch, accountDeclinedMail(person, reason), 'account');
      await batch.commit();
      result.declined += 1;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        // Removed meanwhile by another request.
        result.matched -= 1;
        result.notFound += 1;
        return;
      }
      console.error('Bulk decline of', uid, 'failed', error);
      result.failed += 1;
    }
  });
}

export async function decideInBulk(
  role: ManagedRole,
  request: BulkAccountsRequest,
  actor: AuditActor,
  now: Date,
): Promise<BulkAccountsResult> {
  const progress = await openBulkProgress(role, request, actor, now);
  const result = emptyBulkResult();
  try {
    const uids = request.ids
      ? distinctIds(request.ids)
      : await idsMatching(role, request.filter ?? { status: 'all', search: '', department: '' });
    await progress.started(uids.length);
    if (request.action === 'decline') {
      await declineAll(role, uids, request.reason ?? '', actor, now, result, progress);
    } else {
      await setApprovalOfAll(role, uids, request.action === 'approve', now, actor, result, progress);
    }
    // The triggers count again too; counting here makes the figures exact when the answer arrives.
    if (uids.length > 0) await refreshAccountCounter(role, null);
  } catch (error) {
    await progress.finished(result, 'failed');
    throw error;
  }
  await progress.finished(result, 'done');
  return result;
}
