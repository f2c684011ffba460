import {
  apiErrorMessages,
  canTransition,
  createRescheduleSchema,
  DEFAULT_SESSION_MINUTES,
  displayStatus,
  lifecycleErrorMessages,
  lifecycleSuccessMessages,
  noticeRefusal,
  type ReschedulePayload,
  type StudentCancelPayload,
  sameSlot,
  studentCancelSchema,
  studentChangeRefusal,
} from '@appointments/domain';
import type { Request, Response } from 'express';
import { type DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { studentRef, teacherRef } from '../../data/accounts';
import { asIncrements, counterDeltas, updateIfAny } from '../../data/appointment-counters';
import { appointmentFromData, appointmentRef } from '../../data/appointments';
import { applySlotReturn, readSlotReturn, updateTeacherSlots } from '../../data/lifecycle';
import { slotRef } from '../../data/slots';
import { badRequest, conflict, notFound } from '../../http/api-error';
import { sendData } from '../../http/respond';
import { db } from '../../lib/firebase';
import { callerOf } from '../../middleware/auth';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';
import {
  type AppointmentFacts,
  canceledByStudentMail,
  enqueueMail,
  rescheduledMail,
} from '../../notifications';

/** The caller's own open appointment that may still change, or the error to answer with. */
function changeableAppointment(appointment: DocumentSnapshot, studentId: string, now: Date) {
  // Someone else's appointment is answered as missing, as everywhere else.
  if (!appointment.exists || appointment.get('studentId') !== studentId) {
    throw notFound(apiErrorMessages.appointmentNotFound);
  }
  const current = displayStatus(appointment.get('status') as string);
  if (!canTransition(current, 'canceled', 'student'))
    throw conflict(apiErrorMessages.transitionNotAllowed(current));
  const dateTime = (appointment.get('dateTime') as Timestamp).toDate();
  if (dateTime.getTime() <= now.getTime()) throw conflict(apiErrorMessages.appointmentTimePassed);
  const refusal = studentChangeRefusal({ status: current, dateTime }, now);
  if (refusal) throw conflict(refusal);
  return { current, dateTime };
}

/**
 * The student cancels their pending request or approved session, up to the cut-off before it
 * starts; a booked slot goes back to the teacher's availability in the same transaction.
 */
async function cancelByStudent(req: Request<{ id: string }>, res: Response) {
  const studentId = callerOf(req).uid;
  const now = nowOf(req);
  const { reason } = req.body as StudentCancelPayload;
  const ref = appointmentRef(req.params.id);

  const updated = await db().runTransaction(async (transaction) => {
    const appointment = await transaction.get(ref);
    const { current } = changeableAppointment(appointment, studentId, now);
    const slotReturn = await readSlotReturn(transaction, appointment, now);
    const teacher = await transaction.get(teacherRef(String(appointment.get('teacherId'))));

    const stamp = Timestamp.fromDate(now);
    const changes = {
      status: 'canceled',
      canceledBy: 'student',
      cancelReason: reason === '' ? null : reason,
      canceledAt: stamp,
      updatedAt: stamp,
    };
    transaction.update(ref, changes);
    const counters = counterDeltas(current, 'canceled');
    updateIfAny(transaction, studentRef(studentId), asIncrements(counters.student));
    updateTeacherSlots(
      transaction,
      String(appointment.get('teacherId')),
      asIncrements(counters.teacher),
      applySlotReturn(transaction, slotReturn),
    );
    enqueueMail(
      transaction,
      canceledByStudentMail(
        { id: ref.id, ...appointment.data() } as AppointmentFacts,
        String(teacher.get('email') ?? ''),
        changes.cancelReason,
      ),
    );
    return { ...appointment.data(), ...changes };
  });

  sendData(res, appointmentFromData(ref.id, updated), {
    message: lifecycleSuccessMessages.canceledByStudent,
  });
}

/**
 * Moves an open appointment to another free slot of the same teacher, or to a custom time, in one
 * transaction: the old slot returns to the pool, the new one is taken (a race for it is decided as
 * a booking is: the slot document is read and deleted, so one mover commits and the others are told
 * it is gone), and the appointment goes back to pending for the teacher to approve.
 */
async function reschedule(req: Request<{ id: string }>, res: Response) {
  const studentId = callerOf(req).uid;
  const now = nowOf(req);
  const payload = req.body as ReschedulePayload;
  const ref = appointmentRef(req.params.id);
  const requested = new Date(payload.dateTime);
  const isSlot = payload.bookingType === 'slot_booking';

  const updated = await db().runTransaction(async (transaction) => {
    const appointment = await transaction.get(ref);
    const { current, dateTime: oldTime } = changeableAppointment(appointment, studentId, now);
    const teacherId = String(appointment.get('teacherId'));

    let dateTime = requested;
    let durationMinutes = DEFAULT_SESSION_MINUTES;
    let slotSeriesId: string | null = null;
    const newSlotRef = isSlot ? slotRef(teacherId, requested) : null;
    if (newSlotRef) {
      const slot = await transaction.get(newSlotRef);
      const slotTime = slot.get('dateTime') as Timestamp | undefined;
      if (!slot.exists || !slotTime || slotTime.toMillis() <= now.getTime()) {
        throw conflict(apiErrorMessages.slotTaken);
      }
      dateTime = slotTime.toDate();
      durationMinutes = (slot.get('durationMinutes') as number | undefined) ?? DEFAULT_SESSION_MINUTES;
      slotSeriesId = (slot.get('seriesId') as string | null | undefined) ?? null;
      const tooSoon = noticeRefusal(dateTime, now);
      if (tooSoon) throw conflict(tooSoon);
    }
    if (sameSlot(dateTime, oldTime)) throw badRequest(lifecycleErrorMessages.rescheduleSameTime);
    const slotReturn = await readSlotReturn(transaction, appointment, now);
    const teacher = await transaction.get(teacherRef(teacherId));

    if (newSlotRef) transaction.delete(newSlotRef);
    const stamp = Timestamp.fromDate(now);
    const changes = {
      status: 'pending',
      dateTime: Timestamp.fromDate(dateTime),
      bookingType: payload.bookingType,
      durationMinutes,
      slotSeriesId,
      approvedAt: null,
      rescheduledAt: stamp,
      updatedAt: stamp,
    };
    transaction.update(ref, changes);
    const counters = counterDeltas(current, 'pending');
    updateIfAny(transaction, studentRef(studentId), asIncrements(counters.student));
    updateTeacherSlots(
      transaction,
      teacherId,
      asIncrements(counters.teacher),
      applySlotReturn(transaction, slotReturn),
      newSlotRef ? [Timestamp.fromDate(dateTime)] : [],
    );
    enqueueMail(
      transaction,
      rescheduledMail(
        { ...(appointment.data() as AppointmentFacts), ...changes, id: ref.id },
        Timestamp.fromDate(oldTime),
        String(teacher.get('email') ?? ''),
      ),
    );
    return { ...appointment.data(), ...changes };
  });

  sendData(res, appointmentFromData(ref.id, updated), { message: lifecycleSuccessMessages.rescheduled });
}

export const cancelByStudentHandlers = [validateBody(studentCancelSchema), cancelByStudent];
export const rescheduleHandlers = [validateBody((now) => createRescheduleSchema(() => now)), reschedule];
