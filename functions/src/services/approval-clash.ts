import {
  apiErrorMessages,
  approvalRefusal,
  type DayShape,
  lifecycleErrorMessages,
  sameGroupSession,
  sameSlot,
  sessionEndMillis,
  sessionsOverlap,
} from '@appointments/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { teacherPrivateRef } from '../data/accounts';
import { readApprovedBetween, type TimedSession } from '../data/lifecycle';
import { conflict } from '../http/api-error';
import { approvalBreach } from './slot-availability';

const DAY_MS = 86_400_000;

export interface SessionToApprove {
  /** The appointment's id; a session being created has none among the stored ones. */
  id: string;
  dateTime: Date;
  durationMinutes: number | undefined;
  groupSession: boolean;
}

/**
 * What an approved session of the teacher may not do: overlap another approved session (a group session's
 * other seats are the same session), or break the teacher's day shape (buffers, daily maximum, hours).
 * Reads the teacher's approved sessions from a day before to a day after, and the day shape, in the caller's
 * transaction (before its writes); throws the 409 the approval would answer.
 */
export async function refuseApprovalClash(
  transaction: Transaction,
  teacherId: string,
  session: SessionToApprove,
): Promise<void> {
  const start = session.dateTime.getTime();
  const end = sessionEndMillis(session);
  const [around, privateData] = await Promise.all([
    readApprovedBetween(transaction, teacherId, new Date(start - DAY_MS), new Date(end + DAY_MS)),
    transaction.get(teacherPrivateRef(teacherId)),
  ]);
  const others = around.filter((other) => other.id !== session.id && !sameGroupSession(other, session));
  const overlapping = others.filter((other) => sessionsOverlap(other, session));
  if (overlapping.length > 0) {
    const sameStart = overlapping.some((other) => sameSlot(other.dateTime as Date, session.dateTime));
    throw conflict(sameStart ? apiErrorMessages.approvalClash : lifecycleErrorMessages.approvalOverlap);
  }
  refuseBreachOfDayShape(privateData.data()?.dayShape, { id: session.id, start, end }, others);
}

/** The teacher's buffers, daily maximum and hours, judged against their other approved sessions that day. */
function refuseBreachOfDayShape(
  shape: DayShape | undefined,
  session: { id: string; start: number; end: number },
  around: readonly TimedSession[],
): void {
  if (!shape) return;
  const spans = around.map((other) => ({
    id: other.id,
    start: new Date(other.dateTime as Date).getTime(),
    end: sessionEndMillis(other),
  }));
  const breach = approvalBreach(session, spans, shape);
  if (breach) throw conflict(approvalRefusal(breach, shape));
}
