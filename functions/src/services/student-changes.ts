import {
  type Appointment,
  apiErrorMessages,
  appointmentPlaceFromData,
  type BookingPolicy,
  canTransition,
  DEFAULT_BOOKING_POLICY,
  displayStatus,
  groupSessionMessages,
  lifecycleErrorMessages,
  type ReschedulePayload,
  sameSlot,
  studentChangeRefusal,
} from '@appointments/domain';
import type { AppointmentDocument } from '@appointments/domain/documents';
import { type DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { teacherPrivateRef, teacherRef } from '../data/accounts';
import { appointmentFromData, appointmentRef } from '../data/appointments';
import { readOpenAppointments, readSlotReturn, takeSeat, writeTransition } from '../data/lifecycle';
import { mailPreferencesAhead, mailPreferencesOf } from '../data/mail-preferences';
import {
  appointmentPlaceFor,
  appointmentPlaceRef,
  officeLocationOf,
  placeDocument,
  storedSlotPlace,
} from '../data/places';
import { readAll } from '../data/read-all';
import { slotRef } from '../data/slots';
import { badRequest, conflict, notFound } from '../http/api-error';
import { db } from '../lib/firebase';
import { canceledByStudentMail, enqueueMail, rescheduledMail } from '../notifications';
import { refreshAfterChange } from './slot-availability';
import { sessionOnSlot } from './slot-session';
import { offerFreeSeats } from './waitlist-seats';

// The student's own changes to an open appointment: calling it off or moving it.

/** The caller's own open appointment that may still change, or the error to answer with. */
function changeableAppointment(
  appointment: DocumentSnapshot,
  studentId: string,
  now: Date,
  policy: BookingPolicy,
) {
  // Someone else's appointment is answered as missing, as everywhere else.
  if (!appointment.exists || appointment.get('studentId') !== studentId) {
    throw notFound(apiErrorMessages.appointmentNotFound);
  }
  const current = displayStatus(appointment.get('status') as string);
  if (!canTransition(current, 'canceled', 'student'))
    throw conflict(apiErrorMessages.transitionNotAllowed(current));
  const dateTime = (appointment.get('dateTime') as Timestamp).toDate();
  if (dateTime.getTime() <= now.getTime()) throw conflict(apiErrorMessages.appointmentTimePassed);
  const refusal = studentChangeRefusal({ status: current, dateTime }, now, policy);
  if (refusal) throw conflict(refusal);
  return { current, dateTime };
}

/**
 * The student cancels their pending request or approved session, up to the cut-off before it
 * starts; a booked slot goes back to the teacher's availability in the same transaction.
 */
export async function cancelByStudent(
  studentId: string,
  appointmentId: string,
  reason: string,
  now: Date,
  policy: BookingPolicy = DEFAULT_BOOKING_POLICY,
): Promise<Appointment> {
  const ref = appointmentRef(appointmentId);
  let appointmentBefore: { bookingType: string; dateTime: Date } | null = null;

  const updated = await db().runTransaction(async (transaction) => {
    const appointment = await transaction.get(ref);
    const { current, dateTime: heldTime } = changeableAppointment(appointment, studentId, now, policy);
    appointmentBefore = { bookingType: String(appointment.get('bookingType')), dateTime: heldTime };
    const slotReturn = await readSlotReturn(transaction, appointment, now);
    const teacher = await transaction.get(teacherRef(String(appointment.get('teacherId'))));

    const stamp = Timestamp.fromDate(now);
    const changes = {
      status: 'canceled',
      canceledBy: 'student',
      cancelReason: reason === '' ? null : reason,
      canceledAt: stamp,
      updatedAt: stamp,
    } satisfies Partial<AppointmentDocument>;
    const written = writeTransition(transaction, appointment, {
      from: current,
      to: 'canceled',
      changes,
      slotReturn,
    });
    await enqueueMail(
      transaction,
      canceledByStudentMail(
        { id: ref.id, ...written },
        String(teacher.get('email') ?? ''),
        changes.cancelReason,
      ),
      'bookingRequests',
      mailPreferencesAhead('teacher', appointment.get('teacherId')),
    );
    return written;
  });

  await refreshAfterChange(updated.teacherId, now);
  await offerFreedSeat(updated.teacherId, appointmentBefore, now);
  return appointmentFromData(ref.id, updated);
}

/** The seat an appointment held, offered to the waitlist once the change that freed it has committed. */
async function offerFreedSeat(
  teacherId: string,
  before: { bookingType: string; dateTime: Date } | null,
  now: Date,
): Promise<void> {
  if (before?.bookingType === 'slot_booking') await offerFreeSeats(teacherId, [before.dateTime], now);
}

/**
 * Moves an open appointment to another free slot of the same teacher, or to a custom time, in one
 * transaction: the old slot (or group seat) returns to the pool, a seat of the new one is taken (a
 * race for it is decided as a booking is: the slot document is read and written, so one mover takes
 * the last seat and the others are told it is gone), and the appointment goes back to pending for the
 * teacher to approve (an automatically approved group slot included: the move is the teacher's to judge).
 */
export async function rescheduleAppointment(
  studentId: string,
  appointmentId: string,
  payload: ReschedulePayload,
  now: Date,
  policy: BookingPolicy = DEFAULT_BOOKING_POLICY,
): Promise<Appointment> {
  const ref = appointmentRef(appointmentId);
  const requested = new Date(payload.dateTime);
  const isSlot = payload.bookingType === 'slot_booking';

  let appointmentBefore: { bookingType: string; dateTime: Date } | null = null;
  const updated = await db().runTransaction(async (transaction) => {
    const appointment = await transaction.get(ref);
    const { current, dateTime: oldTime } = changeableAppointment(appointment, studentId, now, policy);
    appointmentBefore = { bookingType: String(appointment.get('bookingType')), dateTime: oldTime };
    const teacherId = String(appointment.get('teacherId'));

    const newSlotRef = isSlot ? slotRef(teacherId, requested) : null;
    const newSlot = newSlotRef ? await transaction.get(newSlotRef) : undefined;
    const session = newSlotRef ? sessionOnSlot(newSlot, now, policy) : null;
    const { dateTime, durationMinutes, slotSeriesId } = session ?? {
      dateTime: requested,
      durationMinutes: policy.defaultSessionMinutes,
      slotSeriesId: null,
    };
    if (sameSlot(dateTime, oldTime)) throw badRequest(lifecycleErrorMessages.rescheduleSameTime);
    const isGroup = (session?.capacity ?? 1) > 1;
    if (isGroup) {
      // One seat per student in a session, as for a booking.
      const open = await readOpenAppointments(transaction, studentId, now);
      if (open.some((other) => other.teacherId === teacherId && sameSlot(other.dateTime, dateTime)))
        throw conflict(groupSessionMessages.alreadyInSession);
    }
    const slotReturn = await readSlotReturn(transaction, appointment, now);
    const [teacher, teacherPrivate, storedPlace] = await readAll(
      transaction,
      teacherRef(teacherId),
      teacherPrivateRef(teacherId),
      appointmentPlaceRef(ref.id),
    );

    const taken = newSlotRef && session ? takeSeat(transaction, newSlotRef, session) : [];
    // A move to a slot meets where that slot was offered; a move to a custom time keeps the place.
    const movedPlace = newSlot
      ? appointmentPlaceFor(storedSlotPlace(newSlot, officeLocationOf(teacher)), teacherPrivate)
      : null;
    const stamp = Timestamp.fromDate(now);
    const changes = {
      status: 'pending',
      dateTime: Timestamp.fromDate(dateTime),
      bookingType: payload.bookingType,
      durationMinutes,
      slotSeriesId,
      groupSession: isGroup,
      approvedAt: null,
      decidedAt: null,
      rescheduledAt: stamp,
      updatedAt: stamp,
      ...(movedPlace ? { placeKind: movedPlace.kind } : {}),
    } satisfies Partial<AppointmentDocument>;
    if (movedPlace) {
      transaction.set(appointmentPlaceRef(ref.id), placeDocument({ studentId, teacherId }, movedPlace));
    }
    const written = writeTransition(transaction, appointment, {
      from: current,
      to: 'pending',
      changes,
      slotReturn,
      taken,
      // The feed's copy follows the appointment to its new month with its place.
      place: movedPlace ?? appointmentPlaceFromData(storedPlace?.data()),
    });
    await enqueueMail(
      transaction,
      rescheduledMail(
        { ...written, id: ref.id, place: movedPlace },
        Timestamp.fromDate(oldTime),
        String(teacher?.get('email') ?? ''),
      ),
      'bookingRequests',
      // The teacher's private document, read above, holds their choices.
      Promise.resolve(mailPreferencesOf(teacherPrivate)),
    );
    return written;
  });

  // A move frees the old time (and can take a slot): the teacher's held-back slots follow.
  await refreshAfterChange(updated.teacherId, now);
  await offerFreedSeat(updated.teacherId, appointmentBefore, now);
  return appointmentFromData(ref.id, updated);
}
