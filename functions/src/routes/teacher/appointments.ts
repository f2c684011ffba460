import {
  type AppointmentStatus,
  apiErrorMessages,
  appointmentStatusUpdateSchema,
  canTransition,
  displayStatus,
  sortTeacherAppointments,
  successMessages,
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
 * teacher sits at the same time — all inside the transaction that writes the change. The answer is
 * the document as the transaction wrote it, not read back.
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
    if (!canTransition(current, target, 'teacher'))
      throw conflict(apiErrorMessages.transitionNotAllowed(current));

    const dateTime = appointment.get('dateTime') as Timestamp;
    if (target === 'approved') {
      if (dateTime.toMillis() <= now.getTime()) throw conflict(apiErrorMessages.appointmentTimePassed);
      const clash = await transaction.get(
        appointmentsCollection()
          .where('teacherId', '==', teacherId)
          .where('status', '==', 'approved')
          .where('dateTime', '==', dateTime)
          .limit(1),
      );
      if (!clash.empty) throw conflict(apiErrorMessages.approvalClash);
    }

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
    updateIfAny(transaction, teacherRef(teacherId), asIncrements(counters.teacher));
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

export const updateAppointmentStatusHandlers = [
  validateBody(appointmentStatusUpdateSchema),
  updateAppointmentStatus,
];
