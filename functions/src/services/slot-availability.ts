// Which of a teacher's free slots students are offered, and which approved sessions clash with the
// teacher's own calendar. Kept on each slot as `blocked` (the reason, or null), recomputed after anything
// that changes the answer: a reading of the busy calendar, a change of the day's shape, an approval or a
// cancellation, new slots. The booking refuses a blocked slot (slot-session.ts); the student's picker
// leaves them out and the teacher's week marks them.
import {
  type BlockReason,
  BUSY_HORIZON_MS,
  type DayShape,
  DEFAULT_DAY_SHAPE,
  dayShapeBreach,
  isGroupSlot,
  type Span,
  sessionEndMillis,
} from '@appointments/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { teacherPrivateRef } from '../data/accounts';
import { appointmentsCollection } from '../data/appointments';
import { busyCalendarRef } from '../data/calendar-feeds';
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

/** Recomputes every future slot's `blocked` and the busy calendar's conflicts; writes only what changed. */
export async function refreshSlotAvailability(teacherId: string, now: Date): Promise<AvailabilitySummary> {
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
  const busy: Span[] = (busyDoc.data()?.busy ?? []).map((span) => ({
    start: span.start.toMillis(),
    end: span.end.toMillis(),
  }));
  const groupStarts = new Set<number>();
  const approved = approvedSnapshot.docs.flatMap((doc) => {
    const data = doc.data();
    const start = data.dateTime.toMillis();
    // A group session's attendees are one session of the teacher: counted once.
    if (data.groupSession === true) {
      if (groupStarts.has(start)) return [];
      groupStarts.add(start);
    }
    return [
      {
        id: doc.id,
        start,
        end: sessionEndMillis({ dateTime: start, durationMinutes: data.durationMinutes }),
        groupSession: data.groupSession === true,
      },
    ];
  });

  const changes: { ref: FirebaseFirestore.DocumentReference; blocked: BlockReason | null }[] = [];
  let blockedCount = 0;
  for (const slot of slots.docs) {
    const data = slot.data();
    const start = data.dateTime.toMillis();
    const span = { start, end: sessionEndMillis({ dateTime: start, durationMinutes: data.durationMinutes }) };
    // A group slot is not held back by its own approved attendees.
    const others = isGroupSlot(data)
      ? approved.filter((session) => !(session.groupSession && session.start === start))
      : approved;
    const blocked = dayShapeBreach(span, others, busy, shape);
    if (blocked) blockedCount += 1;
    if ((data.blocked ?? null) !== blocked) changes.push({ ref: slot.ref, blocked });
  }
  for (let index = 0; index < changes.length; index += BATCH_LIMIT) {
    const batch = db().batch();
    for (const change of changes.slice(index, index + BATCH_LIMIT))
      batch.update(change.ref, { blocked: change.blocked });
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
