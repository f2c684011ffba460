import { type AppointmentStatus, collections, seatsLeftOf, sessionEndMillis } from '@appointments/domain';
import type { AppointmentDocument } from '@appointments/domain/documents';
import { type DocumentReference, type QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { teacherRef } from '../data/accounts';
import { asIncrements, counterDeltas, moveStudentCounters, updateIfAny } from '../data/appointment-counters';
import { appointmentsCollection } from '../data/appointments';
import { moveFeedEntries } from '../data/calendar-feed-months';
import { moveInsightRollups } from '../data/insight-rollups';
import { mailPreferencesAhead } from '../data/mail-preferences';
import { db } from '../lib/firebase';
import { type AppointmentFacts, automaticUpdateMails, enqueueMail } from '../notifications';

export interface AutomaticUpdateSummary {
  completed: number;
  canceled: number;
  slotsRemoved: number;
}

const batchSize = 200;

/**
 * Whether the appointment is due to move: a pending request lapses once its start has passed
 * (nobody answered before its time); an approved session completes once its end has passed
 * (start + its length, 30 minutes where none is stored), not at its start.
 */
function isDue(data: Record<string, unknown>, from: AppointmentStatus, now: Date): boolean {
  const dateTime = data.dateTime;
  if (!(dateTime instanceof Timestamp)) return false;
  if (from !== 'approved') return dateTime.toMillis() < now.getTime();
  const durationMinutes = typeof data.durationMinutes === 'number' ? data.durationMinutes : null;
  return sessionEndMillis({ dateTime: dateTime.toDate(), durationMinutes }) <= now.getTime();
}

/** Moves one past appointment, re-checked inside its transaction so a teacher's click wins a race. */
async function settle(
  appointment: QueryDocumentSnapshot<AppointmentDocument>,
  from: AppointmentStatus,
  to: AppointmentStatus,
  now: Date,
) {
  return db().runTransaction(async (transaction) => {
    const fresh = await transaction.get(appointment.ref);
    if (fresh.get('status') !== from || !isDue(fresh.data() ?? {}, from, now)) return false;
    const teacher =
      to === 'canceled' ? await transaction.get(teacherRef(String(fresh.get('teacherId')))) : null;
    const stamp = Timestamp.fromDate(now);
    const changes = { status: to, autoUpdated: true, autoUpdatedAt: stamp, updatedAt: stamp };
    transaction.update(appointment.ref, changes);
    const deltas = counterDeltas(from, to);
    moveStudentCounters(transaction, String(fresh.get('studentId')), deltas.student);
    const before = fresh.data();
    if (before) {
      moveInsightRollups(transaction, before, { ...before, ...changes });
      moveFeedEntries(transaction, fresh.id, before, { ...before, ...changes });
    }
    updateIfAny(transaction, teacherRef(String(fresh.get('teacherId'))), asIncrements(deltas.teacher));
    if (to === 'completed' || to === 'canceled') {
      const stored = fresh.data();
      if (!stored) return false;
      const facts: AppointmentFacts = { id: fresh.id, ...stored };
      const mails = automaticUpdateMails(facts, to, String(teacher?.get('email') ?? ''));
      // The student hears of their appointment's outcome; the teacher of a request that lapsed.
      const [toStudent, toTeacher] = mails;
      await enqueueMail(
        transaction,
        toStudent ?? null,
        'decisions',
        toStudent ? mailPreferencesAhead('student', fresh.get('studentId')) : undefined,
      );
      await enqueueMail(
        transaction,
        toTeacher ?? null,
        'bookingRequests',
        toTeacher ? mailPreferencesAhead('teacher', fresh.get('teacherId')) : undefined,
      );
    }
    return true;
  });
}

/**
 * Pages through the appointments in `from` that started before now, by a cursor: an approved
 * session that has started but not ended stays in the query, so paging must move past it.
 */
async function settlePast(from: AppointmentStatus, to: AppointmentStatus, now: Date): Promise<number> {
  let settled = 0;
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = appointmentsCollection()
      .where('status', '==', from)
      .where('dateTime', '<', Timestamp.fromDate(now))
      .orderBy('dateTime')
      .limit(batchSize);
    if (after) query = query.startAfter(after);
    const past = await query.get();
    for (const appointment of past.docs) {
      if (isDue(appointment.data(), from, now) && (await settle(appointment, from, to, now))) settled += 1;
    }
    after = past.docs.at(-1);
    if (past.size < batchSize) return settled;
  }
}

/**
 * Deletes the teachers' past slots and sets each such teacher's counter and slot times to the slots
 * still ahead, read in the same transaction: whatever drift the counter had is corrected here.
 */
async function removePastSlots(now: Date): Promise<number> {
  const past = await db()
    .collectionGroup(collections.slots)
    .where('dateTime', '<=', Timestamp.fromDate(now))
    .get();
  const teachers = new Map<string, DocumentReference>();
  for (const slot of past.docs) {
    const teacher = slot.ref.parent.parent;
    if (teacher) teachers.set(teacher.path, teacher);
  }
  let removed = 0;
  for (const teacher of teachers.values()) {
    removed += await db().runTransaction(async (transaction) => {
      const [card, slots] = await Promise.all([
        transaction.get(teacher),
        transaction.get(teacher.collection(collections.slots).orderBy('dateTime')),
      ]);
      const isAhead = (slot: QueryDocumentSnapshot) =>
        (slot.get('dateTime') as Timestamp).toMillis() > now.getTime();
      const passed = slots.docs.filter((slot) => !isAhead(slot));
      // A full group slot is ahead but not free, a blocked one not offered: neither is among the free times.
      const ahead = slots.docs.filter(
        (slot) =>
          isAhead(slot) &&
          !slot.get('blocked') &&
          seatsLeftOf({ capacity: slot.get('capacity'), seatsLeft: slot.get('seatsLeft') }) > 0,
      );
      for (const slot of passed) transaction.delete(slot.ref);
      if (card.exists) {
        transaction.update(teacher, {
          availableSlotsCount: ahead.length,
          slotTimes: ahead.map((slot) => slot.get('dateTime') as Timestamp),
        });
      }
      return passed.length;
    });
  }
  return removed;
}

/**
 * With nobody clicking: approved sessions whose end has passed become completed, pending
 * requests whose start has passed become canceled (both marked autoUpdated), past slots go.
 */
export async function runAutomaticUpdates(now: Date): Promise<AutomaticUpdateSummary> {
  const completed = await settlePast('approved', 'completed', now);
  const canceled = await settlePast('pending', 'canceled', now);
  const slotsRemoved = await removePastSlots(now);
  return { completed, canceled, slotsRemoved };
}
