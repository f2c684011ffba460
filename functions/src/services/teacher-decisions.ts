import {
  type Appointment,
  type AppointmentPlace,
  type AppointmentStatus,
  apiErrorMessages,
  canTransition,
  displayStatus,
  lifecycleErrorMessages,
  type MailPreferences,
  teacherMayCancel,
} from '@appointments/domain';
import type { AppointmentDocument } from '@appointments/domain/documents';
import { type DocumentSnapshot, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { appointmentFromData, appointmentRef } from '../data/appointments';
import { readSlotReturn, type SlotReturn, writeTransition } from '../data/lifecycle';
import { mailPreferencesAhead } from '../data/mail-preferences';
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
import { refuseApprovalClash } from './approval-clash';
import { refreshAfterChange } from './slot-availability';
import { offerFreeSeats } from './waitlist-seats';

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
    if (target === 'approved' && dateTime.getTime() <= now.getTime())
      throw conflict(apiErrorMessages.appointmentTimePassed);
    const session = {
      id: appointment.id,
      dateTime,
      durationMinutes: appointment.get('durationMinutes') as number | undefined,
      groupSession: appointment.get('groupSession') === true,
    };
    // An approval's checks read the teacher's approved sessions from a day before to a day after (the overlap
    // is among them), the day shape and the place, all at once: one round trip to Firestore instead of three
    // or four before the change is written and reaches the student's screen. The checks keep their order.
    // The student's mail choices (read outside the transaction, as enqueueMail does) are asked meanwhile too.
    const choices = studentChoices(appointment);
    if (target === 'approved') {
      const [, place] = await Promise.all([
        refuseApprovalClash(transaction, teacherId, session),
        readAppointmentPlace(transaction, ref.id),
      ]);
      return writeDecision(transaction, appointment, current, target, now, {
        slotReturn: null,
        place,
        choices,
      });
    }
    const slotReturn = target === 'canceled' ? await readSlotReturn(transaction, appointment, now) : null;
    return writeDecision(transaction, appointment, current, target, now, {
      slotReturn,
      place: null,
      choices,
    });
  });

  await refreshAfterChange(teacherId, now);
  // A declined slot booking's seat goes to the waitlist.
  if (target === 'canceled' && updated.bookingType === 'slot_booking')
    await offerFreeSeats(teacherId, [updated.dateTime.toDate()], now);
  return appointmentFromData(ref.id, updated);
}

/** Writes the decision and queues its mail to the student; returns the document as written. */
async function writeDecision(
  transaction: Transaction,
  appointment: Parameters<typeof writeTransition>[1],
  current: AppointmentStatus,
  target: AppointmentStatus,
  now: Date,
  {
    slotReturn,
    place,
    choices,
  }: {
    slotReturn: SlotReturn | null;
    place: AppointmentPlace | null;
    choices: Promise<MailPreferences | null> | undefined;
  },
): Promise<AppointmentDocument> {
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
  const facts: AppointmentFacts = { id: appointment.id, ...written, place };
  await enqueueMail(
    transaction,
    target === 'approved' ? appointmentApprovedMail(facts) : appointmentDeclinedMail(facts),
    'decisions',
    choices,
  );
  return written;
}

/**
 * The read of the student's mail choices (their own document, by id: one read, where a search by address took
 * two queries and a read), started now; undefined when the appointment names no student.
 */
function studentChoices(appointment: DocumentSnapshot): Promise<MailPreferences> | undefined {
  return mailPreferencesAhead('student', appointment.get('studentId'));
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

    const changes = teacherCancelChanges(reason, now);
    const written = writeTransition(transaction, appointment, { from: current, to: 'canceled', changes });
    await enqueueMail(
      transaction,
      canceledByTeacherMail({ id: ref.id, ...written }, reason),
      'decisions',
      studentChoices(appointment),
    );
    return written;
  });

  await refreshAfterChange(teacherId, now);
  return appointmentFromData(ref.id, updated);
}

/** The fields a teacher's cancellation writes, one appointment or a whole group session's. */
export function teacherCancelChanges(reason: string, now: Date) {
  const stamp = Timestamp.fromDate(now);
  return {
    status: 'canceled',
    canceledBy: 'teacher',
    cancelReason: reason,
    canceledAt: stamp,
    updatedAt: stamp,
  } satisfies Partial<AppointmentDocument>;
}
