// A bulk decision with a jobId records its progress in bulkJobs/{jobId} page by page, ending with done = total
// and the answer's counts; only accounts of the list's role move.
import { bulkAccountsMessages, collections } from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { studentRef, teacherRef } from '../src/data/accounts';
import { auth as getAuth } from '../src/lib/firebase';
import { decideInBulk } from '../src/services/bulk-decisions';
import { useServiceEmulator } from './support/emulator';
import { addStudent, addTeacher, testAdmin, testNow } from './support/fixtures';
import { refusal } from './support/refusal';

const { db } = useServiceEmulator({ accounts: true });

const PAGE = 100;

async function accounts(role: 'student' | 'teacher', uids: readonly string[], isApproved: boolean) {
  await getAuth().importUsers(uids.map((uid) => ({ uid, email: `${uid}@college.test` })));
  for (const uid of uids) {
    if (role === 'student') await addStudent(uid, { isApproved });
    else await addTeacher(uid, { isApproved });
  }
}

const uidsOf = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}${String(index).padStart(4, '0')}`);

/** Every state of the job's document the listener saw, in order. */
function followJob(jobId: string) {
  const seen: Array<Record<string, unknown>> = [];
  const stop = db()
    .collection(collections.bulkJobs)
    .doc(jobId)
    .onSnapshot((snapshot) => {
      if (snapshot.exists) seen.push(snapshot.data() ?? {});
    });
  return { seen, stop };
}

describe('bulk decisions with progress', () => {
  it('records each page of a filter of 500 pending students until done = total, mails each once, and moves no teacher', async () => {
    const pending = uidsOf('p', 500);
    await accounts('student', pending, false);
    await accounts('student', uidsOf('a', 3), true);
    await accounts('teacher', uidsOf('t', 3), false);
    const jobId = 'job-0123456789abcdef';
    const job = followJob(jobId);

    const result = await decideInBulk(
      'student',
      { action: 'approve', filter: { status: 'pending', search: '', department: '' }, jobId },
      { uid: testAdmin.uid, email: 'admin@college.test' },
      testNow,
    );
    // The last write reaches the listener after the answer: wait for it.
    await expect.poll(() => job.seen.at(-1)?.state, { timeout: 10_000 }).toBe('done');
    job.stop();

    expect(result).toMatchObject({ matched: 500, approved: 500, alreadyApproved: 0, failed: 0, notFound: 0 });
    const final = (await db().collection(collections.bulkJobs).doc(jobId).get()).data();
    expect(final).toMatchObject({
      action: 'approve',
      role: 'student',
      state: 'done',
      total: 500,
      done: 500,
      counts: result,
      actorId: testAdmin.uid,
      actorEmail: 'admin@college.test',
    });
    expect(final?.finishedAt.toMillis()).toBeGreaterThanOrEqual(testNow.getTime());
    expect(final?.expireAt.toMillis()).toBe(testNow.getTime() + 7 * 24 * 3_600_000);
    // Pages of 100: what the listener saw only ever grew, through the pages' boundaries, to the total.
    const dones = job.seen.map((state) => state.done as number);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));
    for (const done of dones) expect(done % PAGE).toBe(0);
    expect(dones.at(-1)).toBe(500);
    expect(dones.some((done) => done > 0 && done < 500)).toBe(true);
    for (const state of job.seen.filter((s) => s.done === PAGE)) {
      expect(state).toMatchObject({ total: 500, state: 'running', counts: { matched: 100, approved: 100 } });
    }

    // Each approved person's mail was queued in the transaction that approved them: one each, no one else's.
    const mails = await db().collection(collections.mail).get();
    expect(mails.docs.map((mail) => mail.get('to')).sort()).toEqual(
      pending.map((uid) => `${uid}@college.test`),
    );
    const approved = await Promise.all(pending.map((uid) => studentRef(uid).get()));
    expect(approved.every((snapshot) => snapshot.get('isApproved') === true)).toBe(true);
    const teachers = await Promise.all(uidsOf('t', 3).map((uid) => teacherRef(uid).get()));
    expect(teachers.map((snapshot) => snapshot.get('isApproved'))).toEqual([false, false, false]);
    expect((await getAuth().getUser('t0000')).customClaims ?? {}).not.toHaveProperty('approved', true);
    expect((await getAuth().getUser('p0499')).customClaims).toEqual({ role: 'student', approved: true });
  }, 60_000); // 500 accounts written and approved: seconds alone, longer beside the other lanes.

  it('counts ids of another role as not found, and a used jobId is refused before anything moves', async () => {
    await accounts('student', uidsOf('s', 2), false);
    await accounts('teacher', uidsOf('t', 1), false);
    const request = {
      action: 'suspend' as const,
      ids: ['s0000', 's0001', 't0000', 'nobody'],
      jobId: 'job-ids-0000000001',
    };

    const result = await decideInBulk('student', request, testAdmin, testNow);

    expect(result).toMatchObject({ matched: 2, alreadySuspended: 2, notFound: 2, suspended: 0 });
    expect((await db().collection(collections.bulkJobs).doc(request.jobId).get()).data()).toMatchObject({
      total: 4,
      done: 4,
      state: 'done',
      counts: { matched: 2, alreadySuspended: 2, notFound: 2 },
    });
    expect((await teacherRef('t0000').get()).get('isApproved')).toBe(false);

    await addStudent('s0002', { isApproved: true });
    const again = await refusal(decideInBulk('student', { ...request, ids: ['s0002'] }, testAdmin, testNow));
    expect(again).toMatchObject({ status: 409, message: bulkAccountsMessages.jobIdTaken });
    expect((await studentRef('s0002').get()).get('isApproved')).toBe(true);
  });

  it('records a decline to the end, and nothing without a jobId', async () => {
    await accounts('teacher', uidsOf('d', 3), false);
    const jobId = 'job-decline-000000001';

    const result = await decideInBulk(
      'teacher',
      { action: 'decline', ids: uidsOf('d', 3), reason: 'Not on the staff list', jobId },
      testAdmin,
      testNow,
    );
    await decideInBulk('teacher', { action: 'approve', ids: ['x'] }, testAdmin, testNow);

    expect(result).toMatchObject({ matched: 3, declined: 3, failed: 0 });
    const jobs = await db().collection(collections.bulkJobs).get();
    expect(jobs.docs.map((doc) => doc.id)).toEqual([jobId]);
    expect(jobs.docs[0]?.data()).toMatchObject({
      role: 'teacher',
      action: 'decline',
      total: 3,
      done: 3,
      state: 'done',
    });
  });
});
