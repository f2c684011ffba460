import type { AppointmentStatus } from '@appointments/domain';
import { FieldValue, type QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { studentRef, teacherRef } from '../data/accounts';
import { asIncrements, counterDeltas, updateIfAny } from '../data/appointment-counters';
import { appointmentsCollection } from '../data/appointments';
import { collections } from '../data/collections';
import { db } from '../lib/firebase';
import { type AppointmentFacts, automaticUpdateMails, enqueueMail } from '../notifications';

export interface AutomaticUpdateSummary {
  completed: number;
  canceled: number;
  slotsRemoved: number;
}

const batchSize = 200;

/** Moves one past appointment, re-checked inside its transaction so a teacher's click wins a race. */
async function settle(
  appointment: QueryDocumentSnapshot,
  from: AppointmentStatus,
  to: AppointmentStatus,
  now: Date,
) {
  return db().runTransaction(async (transaction) => {
    const fresh = await transaction.get(appointment.ref);
    const dateTime = fresh.get('dateTime') as Timestamp | undefined;
    if (fresh.get('status') !== from || !dateTime || dateTime.toMillis() >= now.getTime()) return false;
    const teacher =
      to === 'canceled' ? await transaction.get(teacherRef(String(fresh.get('teacherId')))) : null;
    const stamp = Timestamp.fromDate(now);
    transaction.update(appointment.ref, {
      status: to,
      autoUpdated: true,
      autoUpdatedAt: stamp,
      updatedAt: stamp,
    });
    const deltas = counterDeltas(from, to);
    updateIfAny(transaction, studentRef(String(fresh.get('studentId'))), asIncrements(deltas.student));
    updateIfAny(transaction, teacherRef(String(fresh.get('teacherId'))), asIncrements(deltas.teacher));
    if (to === 'completed' || to === 'canceled') {
      const facts = { id: fresh.id, ...fresh.data() } as AppointmentFacts;
      const mails = automaticUpdateMails(facts, to, String(teacher?.get('email') ?? ''));
      for (const mail of mails) enqueueMail(transaction, mail);
    }
    return true;
  });
}

async function settlePast(from: AppointmentStatus, to: AppointmentStatus, now: Date): Promise<number> {
  let settled = 0;
  for (;;) {
    const past = await appointmentsCollection()
      .where('status', '==', from)
      .where('dateTime', '<', Timestamp.fromDate(now))
      .limit(batchSize)
      .get();
    for (const appointment of past.docs) if (await settle(appointment, from, to, now)) settled += 1;
    if (past.size < batchSize) return settled;
  }
}

async function removePastSlots(now: Date): Promise<number> {
  const past = await db()
    .collectionGroup(collections.slots)
    .where('dateTime', '<=', Timestamp.fromDate(now))
    .get();
  for (const slot of past.docs) {
    const teacher = slot.ref.parent.parent;
    await db().runTransaction(async (transaction) => {
      const fresh = await transaction.get(slot.ref);
      if (!fresh.exists) return;
      transaction.delete(slot.ref);
      if (teacher) transaction.update(teacher, { availableSlotsCount: FieldValue.increment(-1) });
    });
  }
  return past.size;
}

/**
 * With nobody clicking: approved sessions whose time has passed become completed, pending
 * requests whose time has passed become canceled (both marked autoUpdated), past slots go.
 */
export async function runAutomaticUpdates(now: Date): Promise<AutomaticUpdateSummary> {
  const completed = await settlePast('approved', 'completed', now);
  const canceled = await settlePast('pending', 'canceled', now);
  const slotsRemoved = await removePastSlots(now);
  return { completed, canceled, slotsRemoved };
}
