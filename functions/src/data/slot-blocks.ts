// Whether a slot is offered: the teacher's stored busy times and the shape of their day against the slot
// (services/slot-availability.ts keeps the flags; the transactions that create slots judge them here first).
import {
  type BlockReason,
  type DayShape,
  DEFAULT_DAY_SHAPE,
  dayShapeBreach,
  isGroupSlot,
  type Span,
  sessionEndMillis,
} from '@appointments/domain';
import type { BusyCalendarDocument } from '@appointments/domain/documents';
import {
  type DocumentSnapshot,
  type QueryDocumentSnapshot,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { teacherPrivateRef } from './accounts';
import { appointmentsCollection } from './appointments';
import { busyCalendarRef } from './calendar-feeds';

const DAY_MS = 86_400_000;

export interface SessionSpan extends Span {
  id: string;
  groupSession: boolean;
}

/** The teacher's approved sessions as spans; a group session's attendees are one session, counted once. */
export function sessionSpans(docs: readonly QueryDocumentSnapshot[]): SessionSpan[] {
  const groupStarts = new Set<number>();
  return docs.flatMap((doc) => {
    const start = (doc.get('dateTime') as Timestamp).toMillis();
    const groupSession = doc.get('groupSession') === true;
    if (groupSession) {
      if (groupStarts.has(start)) return [];
      groupStarts.add(start);
    }
    const durationMinutes = doc.get('durationMinutes') as number | null | undefined;
    return [{ id: doc.id, start, end: sessionEndMillis({ dateTime: start, durationMinutes }), groupSession }];
  });
}

/** A slot as its block is judged: its time, its length and its seats. */
export interface JudgedSlot {
  dateTime: Date;
  durationMinutes?: number | null;
  capacity?: number | null;
}

/** Why the slot is not offered (the busy calendar, the day's shape), or null. */
export function slotBlock(
  slot: JudgedSlot,
  approved: readonly SessionSpan[],
  busy: readonly Span[],
  shape: DayShape,
): BlockReason | null {
  const start = slot.dateTime.getTime();
  const span = { start, end: sessionEndMillis({ dateTime: start, durationMinutes: slot.durationMinutes }) };
  // A group slot is not held back by its own approved attendees.
  const others = isGroupSlot({ capacity: slot.capacity ?? undefined })
    ? approved.filter((session) => !(session.groupSession && session.start === start))
    : approved;
  return dayShapeBreach(span, others, busy, shape);
}

export const busyOf = (busyDoc: DocumentSnapshot<BusyCalendarDocument>): Span[] =>
  (busyDoc.data()?.busy ?? []).map((span) => ({ start: span.start.toMillis(), end: span.end.toMillis() }));

/**
 * The block of slots about to be written, read in the caller's transaction (before its writes): the teacher's
 * stored busy times, day shape and approved sessions around those times. A slot created over a known busy
 * time is never offered, not even until the refresh that follows the commit.
 */
export async function readSlotJudge(
  transaction: Transaction,
  teacherId: string,
  times: readonly Date[],
): Promise<(slot: JudgedSlot) => BlockReason | null> {
  if (times.length === 0) return () => null;
  const millis = times.map((time) => time.getTime());
  const [privatePart, busyDoc, approvedSnapshot] = await Promise.all([
    transaction.get(teacherPrivateRef(teacherId)),
    transaction.get(busyCalendarRef(teacherId)),
    // A day either side: the daily count and the buffers of the same day's sessions apply.
    transaction.get(
      appointmentsCollection()
        .where('teacherId', '==', teacherId)
        .where('status', '==', 'approved')
        .where('dateTime', '>=', Timestamp.fromMillis(Math.min(...millis) - DAY_MS))
        .where('dateTime', '<=', Timestamp.fromMillis(Math.max(...millis) + DAY_MS)),
    ),
  ]);
  const shape = privatePart.data()?.dayShape ?? DEFAULT_DAY_SHAPE;
  const busy = busyOf(busyDoc);
  const approved = sessionSpans(approvedSnapshot.docs);
  return (slot) => slotBlock(slot, approved, busy, shape);
}
