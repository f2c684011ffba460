import {
  type AppointmentStatus,
  apiErrorMessages,
  appointmentStatusUpdateSchema,
  canTransition,
  displayStatus,
  lifecycleErrorMessages,
  lifecycleSuccessMessages,
  sameSlot,
  sortTeacherAppointments,
  successMessages,
  type TeacherCancelPayload,
  teacherCancelSchema,
  teacherMayCancel,
} from '@appointments/domain';
import type { Request, Response } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { studentRef, teacherRef } from '../../data/accounts';
import { asIncrements, counterDeltas, updateIfAny } from '../../data/appointment-counters';
import {
  appointmentFromData,
  appointmentFromSnapshot,
  appointmentRef,
  appointmentsCollection,
} from '../../data/appointments';
import {
  applySlotReturn,
  readOverlappingApproved,
  readSlotReturn,
  updateTeacherSlots,
} from '../../data/lifecycle';
import { conflict, notFound } from '../../http/api-error';
import { sendData } from '../../http/respond';
import { db } from '../../lib/firebase';
import { callerOf } from '../../middleware/auth';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';
import {
  type AppointmentFacts,
  appointmentApprovedMail,
  appointmentDeclinedMail,
  canceledByTeacherMail,
  enqueueMail,
} from '../../notifications';

/** The appointments addressed to the teacher, in the spec's order (pending first, newest first). */
export async function listTeacherAppointments(req: Request, res: Response) {
  const snapshot = await appointmentsCollection().where('teacherId', '==', callerOf(req).uid).get();
  sendData(res, sortTeacherAppointments(snapshot.docs.map(appointmentFromSnapshot), nowOf(req)));
}

/**
 * Approves or declines a pending request. Only the teacher addressed may, only from pending; an
 * approval re-checks that the time is still ahead and that no other approved session of this
 * teacher overlaps any part of it; a decline gives a booked slot back to the availability — all
 * inside the transaction that writes the change. The answer is the document as the transaction
 * wrote it, not read back.
 */
async function updateAppointmentStatus(req: Request<{ id: string }>, res: Response) {
  const teacherId = callerOf(req).uid;
  const now = nowOf(req);
  const target = (req.body as { status: AppointmentStatus }).status;
  const ref = appointmentRef(req.params.id);

  const updated = await db().runTransaction(async (transaction) => {
    const appointment = await transaction.get(ref);
    // Someone else's appointment is answered as missing: its existence is not the caller's business.
    if (!appointment.exists || appointment.get('teacherId') !== teacherId) {
      throw notFound(apiErrorMessages.appointmentNotFound);
    }
    const current = displayStatus(appointment.get('status') as string);
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
    }
    const slotReturn = target === 'canceled' ? await readSlotReturn(transaction, appointment, now) : null;

    const stamp = Timestamp.fromDate(now);
    const changes = {
      status: target,
      updatedAt: stamp,
      ...(target === 'approved' ? { approvedAt: stamp } : {}),
    };
    transaction.update(ref, changes);
    const counters = counterDeltas(current, target);
    updateIfAny(
      transaction,
      studentRef(appointment.get('studentId') as string),
      asIncrements(counters.student),
    );
    updateTeacherSlots(
      transaction,
      teacherId,
      asIncrements(counters.teacher),
      applySlotReturn(transaction, slotReturn),
    );
    const facts = { id: ref.id, ...appointment.data() } as AppointmentFacts;
    enqueueMail(
      transaction,
      target === 'approved' ? appointmentApprovedMail(facts) : appointmentDeclinedMail(facts),
    );
    // The document as this transaction leaves it: the answer, without reading it back after the commit.
    return { ...appointment.data(), ...changes };
  });

  sendData(res, appointmentFromData(ref.id, updated), {
    message:
      target === 'approved' ? successMessages.appointmentApproved : successMessages.appointmentCancelled,
  });
}

/**
 * The teacher calls off an approved session that has not started, with a reason the student sees.
 * The time does not go back to the availability: the teacher has just said they cannot make it.
 */
async function cancelByTeacher(req: Request<{ id: string }>, res: Response) {
  const teacherId = callerOf(req).uid;
  const now = nowOf(req);
  const { reason } = req.body as TeacherCancelPayload;
  const ref = appointmentRef(req.params.id);

  const updated = await db().runTransaction(async (transaction) => {
    const appointment = await transaction.get(ref);
    if (!appointment.exists || appointment.get('teacherId') !== teacherId) {
      throw notFound(apiErrorMessages.appointmentNotFound);
    }
    const current = displayStatus(appointment.get('status') as string);
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
    };
    transaction.update(ref, changes);
    const counters = counterDeltas(current, 'canceled');
    updateIfAny(
      transaction,
      studentRef(appointment.get('studentId') as string),
      asIncrements(counters.student),
    );
    updateIfAny(transaction, teacherRef(teacherId), asIncrements(counters.teacher));
    enqueueMail(
      transaction,
      canceledByTeacherMail({ id: ref.id, ...appointment.data() } as AppointmentFacts, reason),
    );
    return { ...appointment.data(), ...changes };
  });

  sendData(res, appointmentFromData(ref.id, updated), {
    message: lifecycleSuccessMessages.canceledByTeacher,
  });
}

export const cancelByTeacherHandlers = [validateBody(teacherCancelSchema), cancelByTeacher];

export const updateAppointmentStatusHandlers = [
  validateBody(appointmentStatusUpdateSchema),
  updateAppointmentStatus,
];
