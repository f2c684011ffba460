// The role counters against the project's emulator: which writes touch them, recounts by aggregation that
// equal a full scan, events delivered late or twice, and the rebuild for older data.
import { collections } from '@appointments/domain';
import { type DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  accountCounterRef,
  accountCounters,
  counterTouched,
  eventTimestamp,
  rebuildAccountCounters,
  refreshAccountCounter,
} from '../src/services/account-counters';
import { useServiceEmulator } from './support/emulator';
import { storedSnapshot } from './support/stored-snapshot';

const { db } = useServiceEmulator();

const students = () => db().collection(collections.students);
const teachers = () => db().collection(collections.teachers);

const snapshotOf = (id: string, data: Record<string, unknown> | null) => storedSnapshot(db, id, data);

const student = (isApproved: boolean, total: number, completed: number, pending: number) => ({
  name: 'S',
  isApproved,
  stats: { totalAppointments: total, completedSessions: completed, pendingRequests: pending },
});

/** The reference: every stored account read and counted here. */
async function scan() {
  const [allStudents, allTeachers] = await Promise.all([students().get(), teachers().get()]);
  const pendingOf = (docs: DocumentSnapshot[]) =>
    docs.filter((doc) => doc.get('isApproved') === false).length;
  return {
    student: { total: allStudents.size, pending: pendingOf(allStudents.docs) },
    teacher: { total: allTeachers.size, pending: pendingOf(allTeachers.docs) },
  };
}

describe('counterTouched', () => {
  it('is true when an account comes, goes or flips approval, and false for a booking or a profile edit', async () => {
    const approved = await snapshotOf('a', student(true, 3, 1, 1));
    const renamed = await snapshotOf('b', { ...student(true, 3, 1, 1), name: 'Other', lastLogin: 5 });
    const suspended = await snapshotOf('c', student(false, 3, 1, 1));
    const booked = await snapshotOf('d', student(true, 4, 1, 2));
    const gone = await snapshotOf('e', null);
    expect(counterTouched(approved, renamed)).toBe(false);
    expect(counterTouched(approved, suspended)).toBe(true);
    expect(counterTouched(approved, booked)).toBe(false);
    expect(counterTouched(undefined, approved)).toBe(true);
    expect(counterTouched(approved, gone)).toBe(true);
    expect(counterTouched(gone, gone)).toBe(false);
  });
});

describe('eventTimestamp', () => {
  it('keeps the nanoseconds of the event time, and refuses what is no time', () => {
    expect(eventTimestamp('2026-03-10T10:00:00.123456789Z')).toEqual(new Timestamp(1773136800, 123456789));
    expect(eventTimestamp('2026-03-10T10:00:00.5Z')).toEqual(new Timestamp(1773136800, 500000000));
    expect(eventTimestamp('2026-03-10T15:30:00+05:30')).toEqual(new Timestamp(1773136800, 0));
    expect(() => eventTimestamp('yesterday')).toThrow();
  });
});

describe('refreshAccountCounter', () => {
  it('equals a full scan after creates, approvals, suspensions, bookings and deletions', async () => {
    const writes = [
      () =>
        students()
          .doc('s1')
          .set(student(false, 0, 0, 0)),
      () =>
        students()
          .doc('s2')
          .set(student(true, 5, 2, 1)),
      () => students().doc('s1').update({ isApproved: true }),
      () => students().doc('s2').update({ 'stats.totalAppointments': 6, 'stats.pendingRequests': 2 }),
      () => students().doc('s3').set({ name: 'No stats yet', isApproved: false }),
      () => students().doc('s2').update({ isApproved: false }),
      () => students().doc('s1').delete(),
    ];
    for (const write of writes) {
      const { writeTime } = await write();
      // What the trigger does with the event of this write.
      const counter = await refreshAccountCounter('student', writeTime);
      expect(counter).toEqual((await scan()).student);
      expect((await accountCounterRef('student').get()).get('asOf')).toBeInstanceOf(Timestamp);
    }
    await teachers().doc('t1').set({ name: 'T', isApproved: false });
    const { writeTime } = await teachers().doc('t2').set({ name: 'U', isApproved: true });
    expect(await refreshAccountCounter('teacher', writeTime)).toEqual((await scan()).teacher);
  });

  it('skips the count for an event its stored count already holds, and recounts for a later write', async () => {
    const first = await students()
      .doc('s1')
      .set(student(true, 1, 0, 1));
    await refreshAccountCounter('student', first.writeTime);
    const second = await students()
      .doc('s2')
      .set(student(false, 0, 0, 0));
    // The first write's event again (a retry, or delivered late): the stored count, read after it, stands.
    expect((await refreshAccountCounter('student', first.writeTime)).total).toBe(1);
    // The second write's event finds the stored count older than its write and counts again.
    expect((await refreshAccountCounter('student', second.writeTime)).total).toBe(2);
  });

  it('never stores a count over one read later', async () => {
    await teachers().doc('t1').set({ name: 'T', isApproved: true });
    const future = Timestamp.fromMillis(Date.now() + 3_600_000);
    await accountCounterRef('teacher').set({ total: 7, pending: 3, asOf: future });
    expect(await refreshAccountCounter('teacher', null)).toEqual({ total: 7, pending: 3 });
    expect((await accountCounterRef('teacher').get()).get('total')).toBe(7);
  });
});

describe('accountCounters', () => {
  it('reads the stored counters, counts those not stored yet, and counts again when asked fresh', async () => {
    await students()
      .doc('s1')
      .set(student(false, 2, 1, 1));
    await teachers().doc('t1').set({ name: 'T', isApproved: true });
    const [first, teacher] = await accountCounters(['student', 'teacher'], false);
    expect({ student: first, teacher }).toEqual(await scan());
    expect((await accountCounterRef('teacher').get()).exists).toBe(true);

    // A write no trigger counted (none runs here): the stored counter is what is answered...
    await students()
      .doc('s2')
      .set(student(true, 0, 0, 0));
    expect((await accountCounters(['student'], false))[0]?.total).toBe(1);
    // ...until the caller asks for a fresh count, which is stored for the next reader.
    expect((await accountCounters(['student'], true))[0]).toEqual((await scan()).student);
    expect((await accountCounters(['student'], false))[0]?.total).toBe(2);
  });
});

describe('rebuildAccountCounters', () => {
  it('counts both roles from the stored accounts, and is idempotent', async () => {
    await students()
      .doc('s1')
      .set(student(false, 4, 3, 0));
    await students()
      .doc('s2')
      .set(student(true, 1, 0, 1));
    await teachers().doc('t1').set({ name: 'T', isApproved: false });
    await accountCounterRef('student').set({ total: 99, pending: 99, asOf: Timestamp.fromMillis(0) });
    expect(await rebuildAccountCounters()).toEqual(await scan());
    expect(await rebuildAccountCounters()).toEqual(await scan());
  });
});
