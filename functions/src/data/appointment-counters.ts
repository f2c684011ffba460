import type { AppointmentStatus } from '@appointments/domain';
import { type DocumentReference, FieldValue, type Transaction } from 'firebase-admin/firestore';
import { studentRef } from './accounts';
import { addToAppointmentTotals } from './appointment-totals';

export type Deltas = Record<string, number>;

const isPending = (status: AppointmentStatus | undefined) => (status === 'pending' ? 1 : 0);
const isCompleted = (status: AppointmentStatus | undefined) => (status === 'completed' ? 1 : 0);
const exists = (status: AppointmentStatus | undefined) => (status ? 1 : 0);

function nonZero(entries: [string, number][]): Deltas {
  return Object.fromEntries(entries.filter(([, delta]) => delta !== 0));
}

/**
 * How the student's and the teacher's counters move when one appointment goes from `from` to
 * `to` (`undefined` = created or deleted). Every write that creates, moves or deletes an
 * appointment applies them in its own transaction, so no list ever counts by scanning.
 */
export function counterDeltas(from: AppointmentStatus | undefined, to: AppointmentStatus | undefined) {
  const completed = isCompleted(to) - isCompleted(from);
  return {
    student: nonZero([
      ['stats.totalAppointments', exists(to) - exists(from)],
      ['stats.pendingRequests', isPending(to) - isPending(from)],
      ['stats.completedSessions', completed],
    ]),
    teacher: nonZero([
      ['totalSessions', completed],
      ['stats.totalSessions', completed],
    ]),
  };
}

/** Adds `deltas` into `sum`, field by field. */
export function addDeltas(sum: Deltas, deltas: Deltas): void {
  for (const [field, delta] of Object.entries(deltas)) sum[field] = (sum[field] ?? 0) + delta;
}

export function asIncrements(deltas: Deltas): Record<string, FieldValue> {
  return Object.fromEntries(
    Object.entries(deltas).map(([field, delta]) => [field, FieldValue.increment(delta)]),
  );
}

/** Applies `changes` unless there are none (Firestore refuses an empty update). */
export function updateIfAny(
  transaction: Transaction,
  ref: DocumentReference,
  changes: Record<string, unknown>,
): void {
  if (Object.keys(changes).length > 0) transaction.update(ref, changes);
}

/**
 * Moves one student's appointment counters and the college's appointment totals (data/appointment-totals.ts)
 * by the same deltas, in the caller's transaction: every change to a student's counters goes through here (an
 * account deletion, which moves many at once, adds their sum with `addToAppointmentTotals`), so the totals
 * stay the sum of them all.
 */
export function moveStudentCounters(transaction: Transaction, studentId: string, deltas: Deltas): void {
  updateIfAny(transaction, studentRef(studentId), asIncrements(deltas));
  addToAppointmentTotals(transaction, deltas);
}
