// The role totals the admin panel shows on load (how many students and teachers, how many await approval), one
// small document per role: the panel's first load reads two documents instead of counting every account (an
// aggregation bills a read per 1,000). Only account writes that add, remove, approve or suspend move them, so a
// booking never wakes the triggers (the appointment figures are data/appointment-totals.ts). The students' counter
// has no trigger at all: the student documents carry the appointment counters, so a trigger on them ran on every
// booking, decision and cancellation to find nothing to do; the registration, approval, suspension and deletion
// transactions move it instead (moveStudentCounter). The teachers' is kept by followTeacherWrites, as below.
//
// Why recounts and not increments: a trigger is delivered at least once and in no set order, so an increment
// per event drifts with every retry or duplicate and needs a record of the events already applied. Here every
// stored figure is a whole count taken by aggregation, stored with the time it was read (`asOf`), and a count
// only replaces one read earlier. An event whose write the stored count was read at or after is already in
// it and costs one read; otherwise the count taken now includes that write. Whatever the order, repeats or retries,
// the stored figures are a full count as of `asOf`, and the count after the latest write is the last stored.
import { accountCounterDocs, collections } from '@appointments/domain';
import { type DocumentSnapshot, FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';

export type CountedRole = keyof typeof accountCounterDocs;

export interface AccountCounter {
  total: number;
  /** Accounts with `isApproved: false`; active = total - pending. */
  pending: number;
}

export const accountCounterRef = (role: CountedRole) =>
  db().collection(collections.accountCounters).doc(accountCounterDocs[role]);

const accountsOf = (role: CountedRole) =>
  db().collection(role === 'student' ? collections.students : collections.teachers);

/**
 * Whether a write to an account can move its role's counter: the account came or went, or its approval
 * changed. A login, a profile edit or a booking costs nothing.
 */
export function counterTouched(before?: DocumentSnapshot, after?: DocumentSnapshot): boolean {
  const was = before?.exists === true;
  const is = after?.exists === true;
  if (was !== is) return true;
  if (!was || !before || !after) return false;
  return (before.get('isApproved') === false) !== (after.get('isApproved') === false);
}

/** Whether `a` is strictly later than `b`, to the nanosecond. */
const later = (a: Timestamp, b: Timestamp) =>
  a.seconds > b.seconds || (a.seconds === b.seconds && a.nanoseconds > b.nanoseconds);

/**
 * An event's RFC 3339 time to the nanosecond. A Date keeps milliseconds only, and a count read in the same
 * millisecond as the write but before it must not pass for a count that includes it.
 */
export function eventTimestamp(time: string): Timestamp {
  const match = /^(.+?)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d)$/i.exec(time);
  const seconds = match ? Date.parse(`${match[1]}${match[3]}`) / 1000 : Number.NaN;
  if (!match || !Number.isInteger(seconds)) throw new Error(`Not an event time: ${time}`);
  return new Timestamp(seconds, Number((match[2] ?? '').padEnd(9, '0')));
}

function counterOf(snapshot: DocumentSnapshot): AccountCounter | null {
  const total: unknown = snapshot.get('total');
  const pending: unknown = snapshot.get('pending');
  if (typeof total !== 'number' || typeof pending !== 'number') return null;
  return { total, pending };
}

/** Counts now: the whole role and its unapproved. */
async function countNow(role: CountedRole): Promise<{ counter: AccountCounter; asOf: Timestamp }> {
  const accounts = accountsOf(role);
  const [all, pending] = await Promise.all([
    accounts.count().get(),
    accounts.where('isApproved', '==', false).count().get(),
  ]);
  // Two reads at two moments: the figures hold every write up to the earlier one.
  const asOf = later(all.readTime, pending.readTime) ? pending.readTime : all.readTime;
  return { counter: { total: all.data().count, pending: pending.data().count }, asOf };
}

/**
 * Makes the role's counter include every write up to `writtenAt` (null: up to now) and returns it. Skips the
 * count when the stored one was read at or after `writtenAt`; stores a new count unless a later one got there first.
 */
export async function refreshAccountCounter(
  role: CountedRole,
  writtenAt: Timestamp | null,
): Promise<AccountCounter> {
  const ref = accountCounterRef(role);
  if (writtenAt) {
    const stored = await ref.get();
    const asOf: unknown = stored.get('asOf');
    const counter = counterOf(stored);
    // A read at a time holds every write committed up to that time, that one included.
    if (counter && asOf instanceof Timestamp && !later(writtenAt, asOf)) return counter;
  }
  for (let attempt = 1; ; attempt++) {
    const fresh = await countNow(role);
    const outcome = await db().runTransaction(async (transaction) => {
      const stored = await transaction.get(ref);
      const asOf: unknown = stored.get('asOf');
      const counter = counterOf(stored);
      if (counter && asOf instanceof Timestamp && !later(fresh.asOf, asOf)) return { counter, settled: true };
      // The students' counter is also moved by the account writes' own transactions (moveStudentCounter): one
      // written after the count was read may hold a write the count does not. The write may also be another
      // recount's, with figures read before this count's (an admin's Refresh still running when a bulk
      // decision ends): kept, they would stand until the next recount. Either way the count is taken again,
      // after that write.
      if (role === 'student' && counter && stored.updateTime && later(stored.updateTime, fresh.asOf))
        return { counter, settled: false };
      transaction.set(ref, { ...fresh.counter, asOf: fresh.asOf });
      return { counter: fresh.counter, settled: true };
    });
    // Writes still coming faster than a count (registrations at their peak): the stored counter stands, as it
    // is, until the next recount.
    if (outcome.settled || attempt === RECOUNT_ATTEMPTS) return outcome.counter;
  }
}

/** How many counts a refresh takes while the students' counter keeps being written under them. */
const RECOUNT_ATTEMPTS = 3;

/** The students' counter as a transaction reads it, before its writes, for `moveStudentCounter`. */
export function readStudentCounter(transaction: Transaction): Promise<DocumentSnapshot> {
  return transaction.get(accountCounterRef('student'));
}

/**
 * Moves the students' counter in the transaction of the write that adds, removes, approves or suspends a
 * student, so the count is exact at every commit and no trigger runs on the student documents (which every
 * booking, decision and cancellation writes, for the appointment counters). Increments are exact here, unlike
 * in a trigger: the transaction commits once, with the write it counts. A counter not stored yet is left to its
 * first read, which counts.
 */
export function moveStudentCounter(
  transaction: Transaction,
  stored: DocumentSnapshot,
  delta: { total: number; pending: number },
): void {
  if (!counterOf(stored) || (delta.total === 0 && delta.pending === 0)) return;
  transaction.update(stored.ref, {
    total: FieldValue.increment(delta.total),
    pending: FieldValue.increment(delta.pending),
  });
}

/**
 * The counters of `roles` as stored (one read each), or counted now when `fresh` (the caller saw a write the
 * trigger may not have counted yet) or when none is stored yet (a new project before its first rebuild).
 */
export async function accountCounters(
  roles: readonly CountedRole[],
  fresh: boolean,
): Promise<AccountCounter[]> {
  if (fresh) return Promise.all(roles.map((role) => refreshAccountCounter(role, null)));
  const stored = await db().getAll(...roles.map(accountCounterRef));
  return Promise.all(
    roles.map((role, index) => {
      const snapshot = stored[index];
      const counter = snapshot ? counterOf(snapshot) : null;
      return counter ?? refreshAccountCounter(role, null);
    }),
  );
}

/** Counts both roles now and stores the counts: for the data written before the triggers existed. Idempotent. */
export async function rebuildAccountCounters(): Promise<Record<CountedRole, AccountCounter>> {
  const [student, teacher] = await Promise.all([
    refreshAccountCounter('student', null),
    refreshAccountCounter('teacher', null),
  ]);
  return { student, teacher };
}
