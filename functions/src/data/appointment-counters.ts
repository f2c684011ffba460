import type { AppointmentStatus } from '@appointments/domain';
import { type DocumentReference, FieldValue, type Transaction } from 'firebase-admin/firestore';

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
