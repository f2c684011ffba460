import {
  type Appointment,
  apiErrorMessages,
  type BookingPayload,
  type BookingPolicy,
  collections,
  DEFAULT_BOOKING_POLICY,
  openAppointmentCapRefusal,
} from '@appointments/domain';
import type { AppointmentDocument } from '@appointments/domain/documents';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { studentRef, teacherPrivateRef, teacherRef } from '../data/accounts';
import { asIncrements, counterDeltas, moveStudentCounters, updateIfAny } from '../data/appointment-counters';
import { appointmentFromData, appointmentsCollection } from '../data/appointments';
import { moveInsightRollups } from '../data/insight-rollups';
import { readOpenAppointments } from '../data/lifecycle';
import {
  appointmentPlaceFor,
  appointmentPlaceRef,
  officeLocationOf,
  placeDocument,
  slotPlaceData,
  storedSlotPlace,
} from '../data/places';
import { readAll } from '../data/read-all';
import { slotRef } from '../data/slots';
import { conflict, forbidden, notFound } from '../http/api-error';
import { db } from '../lib/firebase';
import { bookingRequestMail, enqueueMail } from '../notifications';
import { refuseIfPaused } from './booking-pauses';
import { sessionOnSlot } from './slot-session';

/**
 * Books a preset slot or requests a custom time. A slot booking reads the slot, deletes it and
 * creates the appointment in one transaction: of two students racing for one slot, exactly one
 * commits and the other is told the slot is gone. The documents the transaction reads come in one
 * round trip, and the answer is built from what it wrote rather than read back.
 *
 * Fair booking (the college's policy, read for this request): the student's open appointments are read in the same transaction (which also writes
 * the student's counters, so two bookings of one student are serialised) and the caps applied; a
 * slot keeps its own time and length, whatever time the client wrote, and must leave the minimum
 * notice. A custom request's notice and horizon are checked by the schema.
 */
export async function bookAppointment(
  studentId: string,
  payload: BookingPayload,
  now: Date,
  policy: BookingPolicy = DEFAULT_BOOKING_POLICY,
): Promise<Appointment> {
  const requested = new Date(payload.dateTime);
  const isSlotBooking = payload.bookingType === 'slot_booking';
  const pairRef = teacherRef(payload.teacherId).collection(collections.teacherStudents).doc(studentId);
  const bookedSlotRef = isSlotBooking ? slotRef(payload.teacherId, requested) : null;

  const created = await db().runTransaction(async (transaction) => {
    const [teacher, student, pair, teacherPrivate, slot] = await readAll(
      transaction,
      teacherRef(payload.teacherId),
      studentRef(studentId),
      pairRef,
      teacherPrivateRef(payload.teacherId),
      ...(bookedSlotRef ? [bookedSlotRef] : []),
    );
    if (!teacher?.exists || teacher.get('isApproved') !== true)
      throw notFound(apiErrorMessages.teacherNotFound);
    if (!student?.exists) throw forbidden(apiErrorMessages.accountNotFound);
    // The no-show policy's pause: read in this transaction, which also writes the student's counters.
    refuseIfPaused(student, now);
    const { dateTime, durationMinutes, slotSeriesId } = bookedSlotRef
      ? sessionOnSlot(slot, now, policy)
      : { dateTime: requested, durationMinutes: policy.defaultSessionMinutes, slotSeriesId: null };
    const capReached = openAppointmentCapRefusal(
      await readOpenAppointments(transaction, studentId, now),
      payload.teacherId,
      policy,
    );
    if (capReached) throw conflict(capReached);
    if (bookedSlotRef) transaction.delete(bookedSlotRef);
    const office = officeLocationOf(teacher);
    const place = appointmentPlaceFor(
      payload.bookingType === 'custom_request'
        ? slotPlaceData({ kind: payload.place.kind, location: '' }, office)
        : storedSlotPlace(slot, office),
      teacherPrivate,
    );

    const ref = appointmentsCollection().doc();
    const stamp = Timestamp.fromDate(now);
    const data: AppointmentDocument = {
      teacherId: payload.teacherId,
      studentId,
      status: 'pending',
      dateTime: Timestamp.fromDate(dateTime),
      purpose: payload.purpose,
      bookingType: payload.bookingType,
      durationMinutes,
      slotSeriesId,
      placeKind: place.kind,
      canceledBy: null,
      cancelReason: null,
      canceledAt: null,
      autoUpdated: false,
      autoUpdatedAt: null,
      approvedAt: null,
      attendance: null,
      checkedInAt: null,
      summary: null,
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
    transaction.create(appointmentPlaceRef(ref.id), placeDocument(data, place));

    const counters = counterDeltas(undefined, 'pending');
    moveStudentCounters(transaction, studentId, counters.student);
    moveInsightRollups(transaction, undefined, data);
    updateIfAny(transaction, teacherRef(payload.teacherId), {
      ...asIncrements(counters.teacher),
      ...(isSlotBooking
        ? {
            availableSlotsCount: FieldValue.increment(-1),
            slotTimes: FieldValue.arrayRemove(slot?.get('dateTime')),
          }
        : {}),
      ...(pair?.exists ? {} : { 'stats.totalStudents': FieldValue.increment(1) }),
    });
    if (!pair?.exists) transaction.create(pairRef, { studentId, firstBookedAt: stamp });
    await enqueueMail(
      transaction,
      bookingRequestMail({ id: ref.id, ...data, place }, teacher.get('email') as string),
      'bookingRequests',
    );
    return { id: ref.id, data };
  });

  return appointmentFromData(created.id, created.data);
}
