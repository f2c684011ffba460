// The college's appointment figures for the admin's statistics: how many appointments, how many completed, how
// many pending. They are the sums of every student's appointment counters, kept as increments in the same
// transaction as each write that moves those counters, so they are exact at every commit, need no trigger and
// cost one small write per booking. Spread over a few shard documents, picked at random per write, so
// that a burst of bookings across the college does not queue on one document (Firestore sustains about one
// write per second per document); the reader sums the shards.
import { collections } from '@appointments/domain';
import {
  AggregateField,
  type DocumentSnapshot,
  FieldValue,
  type Transaction,
} from 'firebase-admin/firestore';
import { db } from '../lib/firebase';

export const APPOINTMENT_TOTAL_SHARDS = 8;

export interface AppointmentTotals {
  total: number;
  completed: number;
  pending: number;
}

/** Each figure and the student counter it sums. */
const STUDENT_COUNTER_OF: Record<keyof AppointmentTotals, string> = {
  total: 'stats.totalAppointments',
  completed: 'stats.completedSessions',
  pending: 'stats.pendingRequests',
};

const FIGURES = Object.keys(STUDENT_COUNTER_OF) as (keyof AppointmentTotals)[];

const shardRef = (index: number) => db().collection(collections.appointmentTotals).doc(`shard-${index}`);

const allShards = () => Array.from({ length: APPOINTMENT_TOTAL_SHARDS }, (_, index) => shardRef(index));

/**
 * Adds the deltas of students' appointment counters (`counterDeltas(…).student`, summed over any number of
 * students) to the totals, in the caller's transaction. Call it once per transaction: it writes one shard.
 */
export function addToAppointmentTotals(
  transaction: Transaction,
  studentDeltas: Readonly<Record<string, number>>,
): void {
  const increments = Object.fromEntries(
    FIGURES.flatMap((figure) => {
      const delta = studentDeltas[STUDENT_COUNTER_OF[figure]] ?? 0;
      return delta === 0 ? [] : [[figure, FieldValue.increment(delta)]];
    }),
  );
  if (Object.keys(increments).length === 0) return;
  const shard = shardRef(Math.floor(Math.random() * APPOINTMENT_TOTAL_SHARDS));
  transaction.set(shard, increments, { merge: true });
}

const figureOf = (value: unknown) => (typeof value === 'number' ? value : 0);

/** The deltas that take a student's own counters out of the totals, for when the student is deleted. */
export function withdrawnCounters(student: DocumentSnapshot): Record<string, number> {
  return Object.fromEntries(
    Object.values(STUDENT_COUNTER_OF).map((field) => [field, -figureOf(student.get(field))]),
  );
}

/** The totals now: the shards read and added up. */
export async function appointmentTotals(): Promise<AppointmentTotals> {
  const shards = await db().getAll(...allShards());
  const totals: AppointmentTotals = { total: 0, completed: 0, pending: 0 };
  for (const shard of shards) {
    for (const figure of FIGURES) totals[figure] += figureOf(shard.get(figure));
  }
  return totals;
}

/**
 * Sets the totals to the sums of the stored students' counters, for data written before the totals existed
 * (the seed, an import). Run it while nothing books: a booking between the sums' read and this write is lost
 * from the totals.
 */
export async function rebuildAppointmentTotals(): Promise<AppointmentTotals> {
  const sums = (
    await db()
      .collection(collections.students)
      .aggregate({
        total: AggregateField.sum(STUDENT_COUNTER_OF.total),
        completed: AggregateField.sum(STUDENT_COUNTER_OF.completed),
        pending: AggregateField.sum(STUDENT_COUNTER_OF.pending),
      })
      .get()
  ).data();
  const totals: AppointmentTotals = {
    total: Number(sums.total ?? 0),
    completed: Number(sums.completed ?? 0),
    pending: Number(sums.pending ?? 0),
  };
  const batch = db().batch();
  allShards().forEach((shard, index) => {
    batch.set(
      shard,
      index === 0
        ? { ...totals, rebuiltAt: FieldValue.serverTimestamp() }
        : { total: 0, completed: 0, pending: 0 },
    );
  });
  await batch.commit();
  return totals;
}

/**
 * Rebuilds the totals unless a rebuild is on record: after every deployment (the backfill), so the first
 * deployment with the totals takes in the appointments made before it, and later ones leave them alone.
 */
export async function ensureAppointmentTotals(): Promise<boolean> {
  if ((await shardRef(0).get()).get('rebuiltAt') !== undefined) return false;
  await rebuildAppointmentTotals();
  return true;
}
