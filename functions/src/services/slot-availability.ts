// Which of a teacher's free slots students are offered, and which approved sessions clash with the
// teacher's own calendar. Kept on each slot as `blocked` (the reason, or null): set by the transaction that
// creates the slot (readSlotJudge), recomputed after anything that changes the answer: a reading of the busy
// calendar, a change of the day's shape, an approval or a cancellation, new slots. A blocked slot is not among
// the teacher card's free times (`slotTimes`, `availableSlotsCount`, hence `nextSlotAt`). The booking refuses a blocked slot (slot-session.ts); the student's picker
// leaves them out and the teacher's week marks them.
import {
  type BlockReason,
  BUSY_HORIZON_MS,
  type DayShape,
  DEFAULT_DAY_SHAPE,
  dayShapeBreach,
  seatsLeftOf,
} from '@appointments/domain';
import { type DocumentSnapshot, type QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { teacherPrivateRef, teacherRef } from '../data/accounts';
import { appointmentsCollection } from '../data/appointments';
import { busyCalendarRef } from '../data/calendar-feeds';
import { slotBookkeeping } from '../data/lifecycle';
import { busyOf, sessionSpans, slotBlock } from '../data/slot-blocks';
import { futureSlotsQuery } from '../data/slots';
import { db } from '../lib/firebase';

const DAY_MS = 86_400_000;
const BATCH_LIMIT = 400;

export async function dayShapeOf(teacherId: string): Promise<DayShape> {
  return (await teacherPrivateRef(teacherId).get()).data()?.dayShape ?? DEFAULT_DAY_SHAPE;
}

export interface AvailabilitySummary {
  /** Future slots not offered now. */
  blocked: number;
  /** Approved sessions overlapping a busy time. */
  conflicts: string[];
}

const hasFreeSeat = (slot: DocumentSnapshot) =>
  seatsLeftOf({ capacity: slot.get('capacity'), seatsLeft: slot.get('seatsLeft') }) > 0;

const isFailedPrecondition = (error: unknown) => (error as { code?: unknown } | null)?.code === 9;

/**
 * Recomputes every future slot's `blocked` and the busy calendar's conflicts; writes only what changed. A slot
 * that becomes blocked leaves the teacher card's free times and count (and comes back when it is offered
 * again) in the same batch as its flag, which only applies to the slot as it was read: a slot booked or moved
 * in between fails the batch, and the whole is computed again.
 */
export async function refreshSlotAvailability(teacherId: string, now: Date): Promise<AvailabilitySummary> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await refreshOnce(teacherId, now);
    } catch (error) {
      if (attempt >= 3 || !isFailedPrecondition(error)) throw error;
    }
  }
}

async function refreshOnce(teacherId: string, now: Date): Promise<AvailabilitySummary> {
  const horizon = now.getTime() + BUSY_HORIZON_MS;
  const [shape, busyDoc, approvedSnapshot, slots] = await Promise.all([
    dayShapeOf(teacherId),
    busyCalendarRef(teacherId).get(),
    appointmentsCollection()
      .where('teacherId', '==', teacherId)
      .where('status', '==', 'approved')
      // A day back: the daily count and the buffers of today's earlier sessions still apply.
      .where('dateTime', '>=', Timestamp.fromMillis(now.getTime() - DAY_MS))
      .get(),
    futureSlotsQuery(teacherId, now).get(),
  ]);
  const busy = busyOf(busyDoc);
  const approved = sessionSpans(approvedSnapshot.docs);

  const changes: { slot: QueryDocumentSnapshot; blocked: BlockReason | null }[] = [];
  let blockedCount = 0;
  for (const slot of slots.docs) {
    const data = slot.data();
    const blocked = slotBlock(
      { dateTime: data.dateTime.toDate(), durationMinutes: data.durationMinutes, capacity: data.capacity },
      approved,
      busy,
      shape,
    );
    if (blocked) blockedCount += 1;
    if ((data.blocked ?? null) !== blocked) changes.push({ slot, blocked });
  }
  for (let index = 0; index < changes.length; index += BATCH_LIMIT) {
    const batch = db().batch();
    const added: Timestamp[] = [];
    const taken: Timestamp[] = [];
    for (const { slot, blocked } of changes.slice(index, index + BATCH_LIMIT)) {
      batch.update(slot.ref, { blocked }, { lastUpdateTime: slot.updateTime });
      if (!hasFreeSeat(slot)) continue;
      const time = slot.get('dateTime') as Timestamp;
      if (blocked) taken.push(time);
      else added.push(time);
    }
    for (const change of slotBookkeeping(added, taken)) batch.update(teacherRef(teacherId), change);
    await batch.commit();
  }

  const conflicts = approved
    .filter((session) => session.end > now.getTime() && session.start < horizon)
    .filter((session) => busy.some((span) => span.start < session.end && session.start < span.end))
    .map((session) => session.id);
  const stored = busyDoc.data();
  if (stored && stored.conflicts.join() !== conflicts.join()) {
    await busyCalendarRef(teacherId).update({ conflicts });
  }
  return { blocked: blockedCount, conflicts };
}

/**
 * Runs after a change has committed: the change stands whatever happens here, and the next change or
 * the busy calendar's next reading (every 15 minutes) recomputes it all again.
 */
export async function refreshAfterChange(teacherId: string, now: Date): Promise<void> {
  try {
    await refreshSlotAvailability(teacherId, now);
  } catch (error) {
    console.error('Slot availability refresh failed', teacherId, error);
  }
}

/** The day-shape refusal of approving `session`, given the teacher's other approved sessions; null when it may. */
export function approvalBreach(
  session: { id: string; start: number; end: number },
  others: readonly { id: string; start: number; end: number }[],
  shape: DayShape,
): BlockReason | null {
  return dayShapeBreach(
    session,
    others.filter((other) => other.id !== session.id),
    [],
    shape,
  );
}
