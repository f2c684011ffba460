import {
  type Appointment,
  type AppointmentPlace,
  type AppointmentStatus,
  apiErrorMessages,
  approvalRefusal,
  canTransition,
  type DayShape,
  displayStatus,
  lifecycleErrorMessages,
  type MailPreferences,
  sameGroupSession,
  sameSlot,
  sessionEndMillis,
  sessionsOverlap,
  teacherMayCancel,
} from '@appointments/domain';
import type { AppointmentDocument } from '@appointments/domain/documents';
import { type DocumentSnapshot, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { teacherPrivateRef } from '../data/accounts';
import { appointmentFromData, appointmentRef } from '../data/appointments';
import {
  readApprovedBetween,
  readSlotReturn,
  type SlotReturn,
  type TimedSession,
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
  readChoicesOf,
} from '../notifications';
import { approvalBreach, refreshAfterChange } from './slot-availability';
import { offerFreeSeats } from './waitlist-seats';

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
      const start = dateTime.getTime();
      const end = sessionEndMillis(session);
      const [around, privateData, place] = await Promise.all([
        readApprovedBetween(transaction, teacherId, new Date(start - DAY_MS), new Date(end + DAY_MS)),
        transaction.get(teacherPrivateRef(teacherId)),
        readAppointmentPlace(transaction, ref.id),
      ]);
      // The other seats of a group session are this session, not another one beside or over it.
      const others = around.filter((other) => other.id !== session.id && !sameGroupSession(other, session));
      const overlapping = others.filter((other) => sessionsOverlap(other, session));
      if (overlapping.length > 0) {
        const sameStart = overlapping.some((other) => sameSlot(other.dateTime as Date, dateTime));
        throw conflict(sameStart ? apiErrorMessages.approvalClash : lifecycleErrorMessages.approvalOverlap);
      }
      refuseBreachOfDayShape(privateData.data()?.dayShape, { id: session.id, start, end }, others);
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

/** The read of the student's mail choices, started now; undefined when the appointment names no address. */
function studentChoices(appointment: DocumentSnapshot): Promise<MailPreferences | null> | undefined {
  const email = (appointment.get('student') as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string' || email === '') return undefined;
  const choices = readChoicesOf(email);
  // Awaited only if the decision is written: a refusal must not leave it rejected and unheard.
  choices.catch(() => {});
  return choices;
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
    await enqueueMail(transaction, canceledByTeacherMail({ id: ref.id, ...written }, reason), 'decisions');
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
