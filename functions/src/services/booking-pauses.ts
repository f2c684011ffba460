import {
  type BookingPause,
  countedNoShows,
  isPaused,
  type NoShow,
  type NoShowPolicy,
  noShowPause,
  sessionRecordErrors,
} from '@appointments/domain';
import { type DocumentSnapshot, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { studentRef, studentsCollection } from '../data/accounts';
import { appointmentsCollection } from '../data/appointments';
import { type AuditActor, recordAudit } from '../data/audit-log';
import { conflict, notFound } from '../http/api-error';
import { db } from '../lib/firebase';
import { bookingPausedMail, enqueueMail } from '../notifications';

// The no-show policy's pauses on a student's new bookings: set or lifted in the transaction that
// records the mark that calls for it, lifted by an admin, and checked by the booking call.

/** The student's sessions marked no-show, read in the caller's transaction (before its writes). */
export async function readNoShows(transaction: Transaction, studentId: string): Promise<NoShow[]> {
  const marked = await transaction.get(
    appointmentsCollection().where('studentId', '==', studentId).where('attendance', '==', 'no_show'),
  );
  return marked.docs.map((doc) => ({ id: doc.id, dateTime: doc.data().dateTime.toDate() }));
}

interface StoredPause {
  until: Timestamp;
  since: Timestamp;
  causes: string[];
}

/** The student document's pause as stored, or null. */
export function storedPause(student: DocumentSnapshot): StoredPause | null {
  const pause = student.get('bookingPause') as StoredPause | null | undefined;
  return pause && pause.until instanceof Timestamp ? pause : null;
}

/** Refuses a new booking while the student's pause holds: 409 naming the day it ends. */
export function refuseIfPaused(student: DocumentSnapshot, now: Date): void {
  const pause = storedPause(student);
  if (pause && isPaused({ until: pause.until.toDate() }, now))
    throw conflict(sessionRecordErrors.bookingPaused(pause.until.toDate()));
}

export interface MarkChange {
  appointmentId: string;
  dateTime: Date;
  from: string | null;
  to: string;
}

/** The student's no-shows once `change` is written: its appointment's own mark replaced by the new one. */
export function noShowsAfter(noShows: readonly NoShow[], change: MarkChange): NoShow[] {
  const others = noShows.filter((noShow) => noShow.id !== change.appointmentId);
  return change.to === 'no_show'
    ? [...others, { id: change.appointmentId, dateTime: change.dateTime }]
    : others;
}

/**
 * Applies the policy to one mark, counting exactly from the marks as they stand after it (`noShows`
 * read in the same transaction): a no-show that brings the count to the threshold pauses new
 * bookings (unless a pause holds already); a mark corrected from no-show lifts a pause it was a cause
 * of, unless the no-shows left still reach the threshold. Writes in the caller's transaction and
 * queues the paused student's mail.
 */
export async function applyNoShowPolicy(
  transaction: Transaction,
  student: DocumentSnapshot,
  noShows: readonly NoShow[],
  change: MarkChange,
  policy: NoShowPolicy,
  now: Date,
): Promise<void> {
  if (!student.exists || change.from === change.to) return;
  const after = noShowsAfter(noShows, change);
  const current = storedPause(student);
  const holding = current !== null && isPaused({ until: current.until.toDate() }, now);

  if (change.to === 'no_show') {
    const pause = holding ? null : noShowPause(after, policy, now);
    if (!pause) return;
    transaction.update(student.ref, {
      bookingPause: {
        until: Timestamp.fromDate(pause.until),
        since: Timestamp.fromDate(now),
        causes: pause.causes,
      },
    });
    await enqueueMail(
      transaction,
      bookingPausedMail(
        { name: String(student.get('name') ?? ''), email: String(student.get('email') ?? '') },
        { until: pause.until, noShows: pause.causes.length, windowDays: policy.windowDays },
      ),
      'decisions',
    );
    return;
  }

  if (change.from === 'no_show' && holding && current.causes.includes(change.appointmentId)) {
    // Still enough without this one (a fourth no-show, say): the pause stays, with the causes left.
    const remaining = policy.enabled ? countedNoShows(after, policy, now) : [];
    transaction.update(
      student.ref,
      remaining.length >= policy.threshold
        ? { 'bookingPause.causes': remaining.map((noShow) => noShow.id) }
        : { bookingPause: null },
    );
  }
}

export interface PausedStudent {
  _id: string;
  name: string;
  email: string;
  bookingPause: BookingPause;
}

/** The students whose new bookings are paused now, the soonest to end first. */
export async function listPausedStudents(now: Date): Promise<PausedStudent[]> {
  const paused = await studentsCollection()
    .where('bookingPause.until', '>', Timestamp.fromDate(now))
    .orderBy('bookingPause.until')
    .get();
  return paused.docs.flatMap((doc) => {
    const pause = storedPause(doc);
    if (!pause) return [];
    return [
      {
        _id: doc.id,
        name: String(doc.get('name') ?? ''),
        email: String(doc.get('email') ?? ''),
        bookingPause: {
          until: pause.until.toDate().toISOString(),
          since: pause.since.toDate().toISOString(),
          causes: pause.causes,
        },
      },
    ];
  });
}

/** An admin lifts a student's pause; the lift and its audit entry commit together. */
export async function liftBookingPause(studentId: string, actor: AuditActor, now: Date): Promise<void> {
  await db().runTransaction(async (transaction) => {
    const student = await transaction.get(studentRef(studentId));
    const pause = student.exists ? storedPause(student) : null;
    if (!pause || !isPaused({ until: pause.until.toDate() }, now))
      throw notFound(sessionRecordErrors.pauseNotFound);
    transaction.update(student.ref, { bookingPause: null });
    recordAudit(transaction, {
      action: 'lift-booking-pause',
      actor,
      at: now,
      target: {
        role: 'student',
        id: studentId,
        name: String(student.get('name') ?? ''),
        email: String(student.get('email') ?? ''),
      },
      before: { 'bookingPause.until': pause.until.toDate().toISOString() },
      after: { 'bookingPause.until': null },
    });
  });
}
