import {
  type Appointment,
  type AppointmentStatus,
  apiErrorMessages,
  approvalRefusal,
  canTransition,
  displayStatus,
  lifecycleErrorMessages,
  sameSlot,
  sessionEndMillis,
  teacherMayCancel,
} from '@appointments/domain';
import type { AppointmentDocument } from '@appointments/domain/documents';
import { type DocumentSnapshot, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { teacherPrivateRef } from '../data/accounts';
import { appointmentFromData, appointmentRef } from '../data/appointments';
import {
  readApprovedBetween,
  readOverlappingApproved,
  readSlotReturn,
  writeTransition,
} from '../data/lifecycle';
import { readAppointmentPlace } from '../data/places';
import { conflict, notFound } from '../http/api-error';
import { db } from '../lib/firebase';
import {
  type AppointmentFacts,
  appointmentApprovedMail,
  appointmentDeclinedMail,
  canceledByTeacherMail,
  enqueueMail,
} from '../notifications';
import { approvalBreach, refreshAfterChange } from './slot-availability';

const DAY_MS = 86_400_000;

// The teacher's decisions on the appointments addressed to them.

/** The status of the caller's own appointment; someone else's is answered as missing. */
function statusOfOwn(appointment: DocumentSnapshot, teacherId: string): AppointmentStatus {
  // Its existence is not the caller's business.
  if (!appointment.exists || appointment.get('teacherId') !== teacherId) {
    throw notFound(apiErrorMessages.appointmentNotFound);
  }
  return displayStatus(appointment.get('status') as string);
}

/**
 * Approves or declines a pending request. Only the teacher addressed may, only from pending; an
 * approval re-checks that the time is still ahead and that no other approved session of this
 * teacher overlaps any part of it; a decline gives a booked slot back to the availability — all
 * inside the transaction that writes the change. The answer is the document as the transaction
 * wrote it, not read back.
 */
export async function decideAppointment(
  teacherId: string,
  appointmentId: string,
  target: AppointmentStatus,
  now: Date,
): Promise<Appointment> {
  const ref = appointmentRef(appointmentId);

  const updated = await db().runTransaction(async (transaction) => {
    const appointment = await transaction.get(ref);
    const current = statusOfOwn(appointment, teacherId);
    // Calling off an approved session is its own call, with a reason (cancelByTeacher below).
    if (current !== 'pending' || !canTransition(current, target, 'teacher'))
      throw conflict(apiErrorMessages.transitionNotAllowed(current));

    const dateTime = (appointment.get('dateTime') as Timestamp).toDate();
    if (target === 'approved') {
      if (dateTime.getTime() <= now.getTime()) throw conflict(apiErrorMessages.appointmentTimePassed);
      const overlapping = await readOverlappingApproved(transaction, teacherId, {
        id: appointment.id,
        dateTime,
        durationMinutes: appointment.get('durationMinutes') as number | undefined,
      });
      if (overlapping.length > 0) {
        const sameStart = overlapping.some((other) => sameSlot(other.dateTime as Date, dateTime));
        throw conflict(sameStart ? apiErrorMessages.approvalClash : lifecycleErrorMessages.approvalOverlap);
      }
      await refuseBreachOfDayShape(transaction, teacherId, {
        id: appointment.id,
        dateTime,
        durationMinutes: appointment.get('durationMinutes') as number | undefined,
      });
    }
    const slotReturn = target === 'canceled' ? await readSlotReturn(transaction, appointment, now) : null;
    const place = target === 'approved' ? await readAppointmentPlace(transaction, ref.id) : null;

    const stamp = Timestamp.fromDate(now);
    const changes = {
      status: target,
      updatedAt: stamp,
      decidedAt: stamp,
      ...(target === 'approved' ? { approvedAt: stamp } : {}),
    };
    const written = writeTransition(transaction, appointment, {
      from: current,
      to: target,
      changes,
      slotReturn,
    });
    const facts: AppointmentFacts = { id: ref.id, ...written, place };
    await enqueueMail(
      transaction,
      target === 'approved' ? appointmentApprovedMail(facts) : appointmentDeclinedMail(facts),
      'decisions',
    );
    return written;
  });

  await refreshAfterChange(teacherId, now);
  return appointmentFromData(ref.id, updated);
}

/** The teacher's buffers, daily maximum and hours, judged against their other approved sessions that day. */
async function refuseBreachOfDayShape(
  transaction: Transaction,
  teacherId: string,
  session: { id: string; dateTime: Date; durationMinutes: number | undefined },
): Promise<void> {
  const shape = (await transaction.get(teacherPrivateRef(teacherId))).data()?.dayShape;
  if (!shape) return;
  const start = session.dateTime.getTime();
  const end = sessionEndMillis(session);
  const around = await readApprovedBetween(
    transaction,
    teacherId,
    new Date(start - DAY_MS),
    new Date(end + DAY_MS),
  );
  const spans = around.map((other) => ({
    id: other.id,
    start: new Date(other.dateTime as Date).getTime(),
    end: sessionEndMillis(other),
  }));
  const breach = approvalBreach({ id: session.id, start, end }, spans, shape);
  if (breach) throw conflict(approvalRefusal(breach, shape));
}

/**
 * The teacher calls off an approved session that has not started, with a reason the student sees.
 * The time does not go back to the availability: the teacher has just said they cannot make it.
 */
export async function cancelByTeacher(
  teacherId: string,
  appointmentId: string,
  reason: string,
  now: Date,
): Promise<Appointment> {
  const ref = appointmentRef(appointmentId);

  const updated = await db().runTransaction(async (transaction) => {
    const appointment = await transaction.get(ref);
    const current = statusOfOwn(appointment, teacherId);
    const dateTime = (appointment.get('dateTime') as Timestamp).toDate();
    if (!teacherMayCancel({ status: current, dateTime }, now))
      throw conflict(lifecycleErrorMessages.teacherCancelNotUpcoming);

    const stamp = Timestamp.fromDate(now);
    const changes = {
      status: 'canceled',
      canceledBy: 'teacher',
      cancelReason: reason,
      canceledAt: stamp,
      updatedAt: stamp,
    } satisfies Partial<AppointmentDocument>;
    const written = writeTransition(transaction, appointment, { from: current, to: 'canceled', changes });
    await enqueueMail(transaction, canceledByTeacherMail({ id: ref.id, ...written }, reason), 'decisions');
    return written;
  });

  await refreshAfterChange(teacherId, now);
  return appointmentFromData(ref.id, updated);
}
