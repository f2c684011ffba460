// The students' role counter is moved by the transactions of the writes that add, remove, approve or suspend a
// student (no trigger runs on the student documents, which every booking writes): exact after each of them.
import { collections } from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { setAccountApproval } from '../src/services/account-approval';
import { accountCounterRef, rebuildAccountCounters } from '../src/services/account-counters';
import { deleteAccount } from '../src/services/account-deletion';
import { bookAppointment } from '../src/services/booking';
import { approveQuietly } from '../src/services/quiet-approval';
import { createSelfRegisteredAccount } from '../src/services/registration';
import { useServiceEmulator } from './support/emulator';
import { addTeacher, hoursAfter, registration, testAdmin, testNow } from './support/fixtures';

const { db } = useServiceEmulator({ accounts: true });

/** What a full scan of the students finds. */
async function scanned() {
  const all = await db().collection(collections.students).get();
  return { total: all.size, pending: all.docs.filter((doc) => doc.get('isApproved') !== true).length };
}

async function stored() {
  const counter = await accountCounterRef('student').get();
  return { total: counter.get('total'), pending: counter.get('pending') };
}

describe("the students' counter", () => {
  it('equals a full scan after registrations, approvals, a booking, a suspension and a deletion', async () => {
    await rebuildAccountCounters();
    await addTeacher('t1');
    const first = await createSelfRegisteredAccount(registration('student', 'first@college.test'), testNow);
    const second = await createSelfRegisteredAccount(registration('student', 'second@college.test'), testNow);
    expect(await stored()).toEqual({ total: 2, pending: 2 });

    const steps = [
      () => setAccountApproval('student', first, true, testNow, testAdmin),
      () => setAccountApproval('student', first, true, testNow, testAdmin),
      () =>
        bookAppointment(
          first,
          {
            bookingType: 'custom_request',
            teacherId: 't1',
            dateTime: hoursAfter(72).toISOString(),
            purpose: 'Advice',
            place: { kind: 'online' },
          },
          testNow,
        ),
      () => setAccountApproval('student', second, true, testNow, testAdmin),
      () => setAccountApproval('student', first, false, testNow, testAdmin),
      () => deleteAccount('student', second, testAdmin, testNow),
    ];
    for (const step of steps) {
      await step();
      expect(await stored()).toEqual(await scanned());
    }
    expect(await stored()).toEqual({ total: 1, pending: 1 });
  });

  it('stays exact when fixtures approve quietly while other students register', async () => {
    await rebuildAccountCounters();
    const waiting = await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        createSelfRegisteredAccount(registration('student', `${name}@college.test`), testNow),
      ),
    );
    // Approvals and registrations at once, each moving the counter in its own transaction.
    await Promise.all([
      ...waiting.map((uid) => approveQuietly('student', uid)),
      ...['d', 'e'].map((name) =>
        createSelfRegisteredAccount(registration('student', `${name}@college.test`), testNow),
      ),
    ]);
    expect(await stored()).toEqual(await scanned());
    await approveQuietly('student', waiting[0] ?? '');
    expect(await stored()).toEqual(await scanned());
  });
});
