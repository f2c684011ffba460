import type { AppointmentStatus } from '@appointments/domain';
import { type DocumentReference, FieldValue, type Transaction } from 'firebase-admin/firestore';

type Counter = Record<string, FieldValue>;

const pendingDelta: Record<AppointmentStatus, number> = {
  pending: 1,
  approved: 0,
  canceled: 0,
  completed: 0,
};
const completedDelta: Record<AppointmentStatus, number> = {
  pending: 0,
  approved: 0,
  canceled: 0,
  completed: 1,
};

function changes(entries: [string, number][]): Counter {
  return Object.fromEntries(
    entries.filter(([, delta]) => delta !== 0).map(([field, delta]) => [field, FieldValue.increment(delta)]),
  );
}

/**
 * The counter updates one appointment's move from `from` to `to` makes (`undefined` = created or
 * deleted), for the student document and the teacher card. Every write that creates, moves or
 * deletes an appointment applies them in the same transaction, so the lists never count by scanning.
 */
export function counterChanges(from: AppointmentStatus | undefined, to: AppointmentStatus | undefined) {
  const exists = (status: AppointmentStatus | undefined) => (status ? 1 : 0);
  const pending = (status: AppointmentStatus | undefined) => (status ? pendingDelta[status] : 0);
  const completed = (status: AppointmentStatus | undefined) => (status ? completedDelta[status] : 0);
  return {
    student: changes([
      ['stats.totalAppointments', exists(to) - exists(from)],
      ['stats.pendingRequests', pending(to) - pending(from)],
      ['stats.completedSessions', completed(to) - completed(from)],
    ]),
    teacher: changes([
      ['totalSessions', completed(to) - completed(from)],
      ['stats.totalSessions', completed(to) - completed(from)],
    ]),
  };
}

/** Applies `changes` unless there are none (Firestore refuses an empty update). */
export function updateIfAny(
  transaction: Transaction,
  ref: DocumentReference,
  changes: Record<string, unknown>,
): void {
  if (Object.keys(changes).length > 0) transaction.update(ref, changes);
}
