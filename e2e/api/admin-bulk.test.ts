// Bulk decisions on the local stack: approve over a page of pending students by ids and by filter (counts, claims,
// role counters exact afterwards), decline with a reason (the person mailed, the registration gone), suspend,
// the job record a jobId asks for (done = total, the answer's counts; a used id refused), the 400s that name
// the field, and the 403s for every role but admin.
import {
  type BulkAccountsResult,
  bulkAccountsMessages,
  collections,
  MAX_BULK_IDS,
  notificationTexts,
} from '@appointments/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { countersInLine } from '../support/account-counters';
import { registerAccount, type SignedIn, signedInAccount, signedInAdmin } from '../support/accounts';
import { adminAuth, adminDb, storedDoc } from '../support/admin';
import { callApi } from '../support/api';
import { deliveredMailsTo, mailsWithSubject } from '../support/mail';
import { pendingAccounts } from '../support/pending-accounts';

const BULK_TIMEOUT = 240_000;
let admin: SignedIn;

beforeAll(async () => {
  admin = await signedInAdmin();
});

const bulk = (list: 'students' | 'teachers', body: unknown, token = admin.token) =>
  callApi<BulkAccountsResult>(`/admin/${list}/bulk`, { method: 'POST', token, body });

const tagOf = (name: string) => `${name}${Date.now().toString(36)}`;

async function claimsOf(ids: readonly string[]) {
  const users = await Promise.all(ids.map((uid) => adminAuth.getUser(uid)));
  return users.map((user) => user.customClaims);
}

/** Every account of `emails` got exactly one mail, the approval's, delivered before the next test runs. */
async function eachMailedApproval(prefix: string, emails: readonly string[]) {
  const mails = await deliveredMailsTo(prefix, emails.length);
  expect(mails.map((mail) => mail.to).sort()).toEqual([...emails].sort());
  expect(new Set(mails.map((mail) => mail.subject))).toEqual(
    new Set([notificationTexts.accountApproved.subject]),
  );
}

async function approvedFlags(ids: readonly string[]) {
  return Promise.all(ids.map(async (uid) => (await storedDoc.student(uid).get()).get('isApproved')));
}

describe('decline and suspend', () => {
  it(
    'declines pending teachers with a reason: each is mailed it, and the registration is gone',
    async () => {
      const first = await registerAccount('teacher', { department: 'Physics', subject: 'Optics' });
      const second = await registerAccount('teacher', { department: 'Physics', subject: 'Optics' });
      const active = await signedInAccount('teacher');
      const reason = 'We could not confirm your appointment at the college.';
      const answer = await bulk('teachers', {
        action: 'decline',
        ids: [first.uid, second.uid, active.uid],
        reason,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ matched: 3, declined: 2, alreadyApproved: 1, failed: 0 });
      for (const declined of [first, second]) {
        expect((await storedDoc.teacher(declined.uid).get()).exists).toBe(false);
        await expect(adminAuth.getUser(declined.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
        const mails = await mailsWithSubject(
          declined.email,
          notificationTexts.accountDeclined.subject,
          120_000,
        );
        expect(mails).toHaveLength(1);
        expect(mails[0]?.text).toContain(reason);
      }
      expect((await storedDoc.teacher(active.uid).get()).exists).toBe(true);
      await countersInLine(5_000);
    },
    BULK_TIMEOUT,
  );

  it('suspends approved students in bulk: claims cleared, the already pending counted apart', async () => {
    const active = await signedInAccount('student');
    const pending = await registerAccount('student');
    const answer = await bulk('students', { action: 'suspend', ids: [active.uid, pending.uid] });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ matched: 2, suspended: 1, alreadySuspended: 1, failed: 0 });
    expect((await adminAuth.getUser(active.uid)).customClaims).toEqual({ role: 'student', approved: false });
    expect((await storedDoc.student(active.uid).get()).get('isApproved')).toBe(false);
    await countersInLine(5_000);
  });
});

describe('bulk approve', () => {
  it(
    'approves 101 pending students by ids (two transactions): counts, documents, claims, mails, counters exact',
    async () => {
      const tag = tagOf('Bid');
      const { ids, emails } = await pendingAccounts('student', tag, 101);
      const answer = await bulk('students', { action: 'approve', ids });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({
        matched: 101,
        approved: 101,
        alreadyApproved: 0,
        declined: 0,
        suspended: 0,
        alreadySuspended: 0,
        notFound: 0,
        failed: 0,
      });
      expect(new Set(await approvedFlags(ids))).toEqual(new Set([true]));
      const claims = await claimsOf(ids);
      expect(claims.every((claim) => claim?.role === 'student' && claim.approved === true)).toBe(true);
      // Throws unless the stored role counters equal a full scan of the accounts.
      await countersInLine(5_000);
      await eachMailedApproval(`${tag.toLowerCase()}-`, emails);
    },
    BULK_TIMEOUT,
  );

  it('counts the already approved and the ids that name no account apart, in the job record too', async () => {
    const pending = await registerAccount('student');
    const already = await signedInAccount('student');
    const jobId = crypto.randomUUID();
    const answer = await bulk('students', {
      action: 'approve',
      ids: [pending.uid, already.uid, 'no-such-account'],
      jobId,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      matched: 2,
      approved: 1,
      alreadyApproved: 1,
      notFound: 1,
      failed: 0,
    });
    expect((await adminAuth.getUser(pending.uid)).customClaims).toEqual({ role: 'student', approved: true });
    expect((await adminDb.collection(collections.bulkJobs).doc(jobId).get()).data()).toMatchObject({
      action: 'approve',
      role: 'student',
      state: 'done',
      total: 3,
      done: 3,
      counts: answer.body.data,
      actorId: admin.uid,
    });
    // A job id names one decision: sent again, it is refused and nothing moves.
    const again = await bulk('students', { action: 'suspend', ids: [already.uid], jobId });
    expect(again.status).toBe(409);
    expect(again.body.errors?.jobId).toBe(bulkAccountsMessages.jobIdTaken);
    expect((await storedDoc.student(already.uid).get()).get('isApproved')).toBe(true);
  });

  it(
    'approves every pending student a filter matches, and only those',
    async () => {
      const tag = tagOf('Bfl');
      // Two pages through the stack, each mail delivered by its trigger; the 500-account filter runs in the service
      // test (functions/test/bulk-progress), where no trigger runs per account.
      const { ids, emails } = await pendingAccounts('student', tag, 150);
      const bystander = await registerAccount('student', { name: 'Bulk Bystander' });
      const filter = { status: 'pending', search: tag };
      const answer = await bulk('students', { action: 'approve', filter });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ matched: 150, approved: 150, alreadyApproved: 0, failed: 0 });
      expect(new Set(await approvedFlags(ids))).toEqual(new Set([true]));
      expect((await storedDoc.student(bystander.uid).get()).get('isApproved')).toBe(false);
      const claims = await claimsOf(ids.slice(0, 50));
      expect(claims.every((claim) => claim?.approved === true)).toBe(true);
      await countersInLine(5_000);
      // Again: nothing pending matches now.
      const again = await bulk('students', { action: 'approve', filter });
      expect(again.body.data).toMatchObject({ matched: 0, approved: 0 });
      await eachMailedApproval(`${tag.toLowerCase()}-`, emails);
    },
    BULK_TIMEOUT,
  );
});

describe('bad input and roles', () => {
  it.each([
    [{ action: 'delete', ids: ['a'] }, 'action', bulkAccountsMessages.unknownAction],
    [{ action: 'approve' }, 'ids', bulkAccountsMessages.idsOrFilter],
    [{ action: 'approve', ids: ['a'], filter: {} }, 'ids', bulkAccountsMessages.idsOrFilter],
    [{ action: 'decline', ids: ['a'] }, 'reason', bulkAccountsMessages.reasonRequired],
    [{ action: 'decline', ids: ['a'], reason: '   ' }, 'reason', bulkAccountsMessages.reasonRequired],
    [
      { action: 'approve', ids: Array.from({ length: MAX_BULK_IDS + 1 }, (_, i) => `id${i}`) },
      'ids',
      bulkAccountsMessages.tooManyIds,
    ],
    [{ action: 'approve', ids: ['a'], jobId: 'short' }, 'jobId', bulkAccountsMessages.invalidJobId],
    [{ action: 'approve', ids: ['a'], jobId: 'a/b'.repeat(8) }, 'jobId', bulkAccountsMessages.invalidJobId],
  ])('answers 400 naming the field for %j', async (body, field, message) => {
    const answer = await bulk('students', body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[field]).toBe(message);
  });

  it('refuses students and teachers (403), and changes nothing', async () => {
    const pending = await registerAccount('student');
    for (const role of ['student', 'teacher'] as const) {
      const caller = await signedInAccount(role);
      for (const list of ['students', 'teachers'] as const) {
        const answer = await bulk(list, { action: 'approve', ids: [pending.uid] }, caller.token);
        expect(answer.status).toBe(403);
      }
    }
    expect((await storedDoc.student(pending.uid).get()).get('isApproved')).toBe(false);
  });
});
