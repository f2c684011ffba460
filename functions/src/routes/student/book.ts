import {
  apiErrorMessages,
  type BookingPayload,
  createBookingSchema,
  successMessages,
} from '@appointments/domain';
import type { Request, Response } from 'express';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { studentRef, teacherRef } from '../../data/accounts';
import { asIncrements, counterDeltas, updateIfAny } from '../../data/appointment-counters';
import { appointmentFromData, appointmentsCollection } from '../../data/appointments';
import { collections } from '../../data/collections';
import { slotRef } from '../../data/slots';
import { conflict, forbidden, notFound } from '../../http/api-error';
import { sendData } from '../../http/respond';
import { db } from '../../lib/firebase';
import { callerOf } from '../../middleware/auth';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';
import { bookingRequestMail, enqueueMail } from '../../notifications';

/**
 * Books a preset slot or requests a custom time. A slot booking reads the slot, deletes it and
 * creates the appointment in one transaction: of two students racing for one slot, exactly one
 * commits and the other is told the slot is gone. Everything the transaction reads comes in one
 * round trip, and the answer is built from what it wrote rather than read back.
 */
async function book(req: Request, res: Response) {
  const studentId = callerOf(req).uid;
  const now = nowOf(req);
  const payload = req.body as BookingPayload;
  const dateTime = new Date(payload.dateTime);
  const isSlotBooking = payload.bookingType === 'slot_booking';
  const pairRef = teacherRef(payload.teacherId).collection(collections.teacherStudents).doc(studentId);
  const bookedSlotRef = isSlotBooking ? slotRef(payload.teacherId, dateTime) : null;

  const created = await db().runTransaction(async (transaction) => {
    const [teacher, student, pair, slot] = await transaction.getAll(
      teacherRef(payload.teacherId),
      studentRef(studentId),
      pairRef,
      ...(bookedSlotRef ? [bookedSlotRef] : []),
    );
    if (!teacher?.exists || teacher.get('isApproved') !== true)
      throw notFound(apiErrorMessages.teacherNotFound);
    if (!student?.exists) throw forbidden(apiErrorMessages.accountNotFound);
    if (bookedSlotRef) {
      const slotTime = slot?.get('dateTime') as Timestamp | undefined;
      if (!slot?.exists || !slotTime || slotTime.toMillis() <= now.getTime()) {
        throw conflict(apiErrorMessages.slotTaken);
      }
      transaction.delete(bookedSlotRef);
    }

    const ref = appointmentsCollection().doc();
    const stamp = Timestamp.fromDate(now);
    const data = {
      teacherId: payload.teacherId,
      studentId,
      status: 'pending',
      dateTime: Timestamp.fromDate(dateTime),
      purpose: payload.purpose,
      bookingType: payload.bookingType,
      autoUpdated: false,
      autoUpdatedAt: null,
      approvedAt: null,
      createdAt: stamp,
      updatedAt: stamp,
      teacher: {
        name: teacher.get('name'),
        subject: teacher.get('subject'),
        department: teacher.get('department'),
        profile: { profilePicture: teacher.get('profile.profilePicture') ?? null },
      },
      student: {
        name: student.get('name'),
        email: student.get('email'),
        profile: { profilePicture: student.get('profile.profilePicture') ?? null },
      },
    };
    transaction.create(ref, data);

    const counters = counterDeltas(undefined, 'pending');
    transaction.update(studentRef(studentId), asIncrements(counters.student));
    updateIfAny(transaction, teacherRef(payload.teacherId), {
      ...asIncrements(counters.teacher),
      ...(isSlotBooking ? { availableSlotsCount: FieldValue.increment(-1) } : {}),
      ...(pair?.exists ? {} : { 'stats.totalStudents': FieldValue.increment(1) }),
    });
    if (!pair?.exists) transaction.create(pairRef, { studentId, firstBookedAt: stamp });
    enqueueMail(transaction, bookingRequestMail({ id: ref.id, ...data }, teacher.get('email') as string));
    return { id: ref.id, data };
  });

  sendData(res, appointmentFromData(created.id, created.data), {
    status: 201,
    message: isSlotBooking ? successMessages.slotBooked : successMessages.customRequestSent,
  });
}

export const bookHandlers = [validateBody((now) => createBookingSchema(() => now)), book];
