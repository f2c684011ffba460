import {
  type Appointment,
  apiErrorMessages,
  type BookingPayload,
  type BookingPolicy,
  collections,
  DEFAULT_BOOKING_POLICY,
  groupSessionMessages,
  openAppointmentCapRefusal,
  sameSlot,
  sessionRecordErrors,
} from '@appointments/domain';
import type { AppointmentDocument } from '@appointments/domain/documents';
import { type DocumentSnapshot, FieldValue, Timestamp } from 'firebase-admin/firestore';
import { studentRef, teacherPrivateRef, teacherRef } from '../data/accounts';
import { asIncrements, counterDeltas, moveStudentCounters, updateIfAny } from '../data/appointment-counters';
import { appointmentFromData, appointmentsCollection } from '../data/appointments';
import { moveFeedEntries } from '../data/calendar-feed-months';
import { moveInsightRollups, waitlistLeft } from '../data/insight-rollups';
import { readOpenAppointments, takeSeat } from '../data/lifecycle';
import { mailPreferencesOf } from '../data/mail-preferences';
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
import { waitlistRef } from '../data/waitlist';
import { conflict, forbidden, notFound } from '../http/api-error';
import { db } from '../lib/firebase';
import { appointmentApprovedMail, bookingRequestMail, enqueueMail } from '../notifications';
import { refuseApprovalClash } from './approval-clash';
import { refuseIfPaused } from './booking-pauses';
import { sessionOnSlot } from './slot-session';
import { takeHeldSeat } from './waitlist-seats';

/**
 * Books a preset slot or requests a custom time. A slot booking reads the slot, takes a seat (a
 * one-seat slot is deleted, a group slot keeps one seat less) and creates the appointment in one
 * transaction: of students racing for the last seat, exactly one commits and the others are told
 * the slot is gone or the session full. A group slot the teacher approves automatically books approved. The documents the transaction reads come in one
 * round trip, and the answer is built from what it wrote rather than read back.
 *
 * Fair booking (the college's policy, read for this request): the student's open appointments are read in the same transaction (which also writes
 * the student's counters, so two bookings of one student are serialised) and the caps applied; a
 * slot keeps its own time and length, whatever time the client wrote, and must leave the minimum
 * notice. A custom request's notice and horizon are checked by the schema.
 */
/** An offer the caller may take now: theirs, open, not run out. */
function refuseUnheldOffer(offer: DocumentSnapshot, studentId: string, now: Date): void {
  if (!offer.exists || offer.get('studentId') !== studentId || offer.get('status') !== 'offered')
    throw notFound(groupSessionMessages.offerNotFound);
  if ((offer.get('offer.expiresAt') as Timestamp).toMillis() <= now.getTime())
    throw conflict(groupSessionMessages.offerExpired);
}

export interface BookingOccasion {
  /** The waitlist offer whose held seat this booking takes (POST /student/waitlist/offers/{id}/accept). */
  offerId?: string | null;
  /**
   * The teacher books a follow-up for the student (POST /teacher/appointments/{id}/follow-up): approved at
   * once, so the approval's checks (overlap, day shape) apply instead of the student's own limits (the caps
   * and a no-show pause are on what the student books), and the student is mailed.
   */
  byTeacher?: boolean;
}

export async function bookAppointment(
  studentId: string,
  payload: BookingPayload,
  now: Date,
  policy: BookingPolicy = DEFAULT_BOOKING_POLICY,
  { offerId = null, byTeacher = false }: BookingOccasion = {},
): Promise<Appointment> {
  const requested = new Date(payload.dateTime);
  const offerRef = offerId ? waitlistRef(offerId) : null;
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
    const offer = offerRef ? await transaction.get(offerRef) : null;
    if (offer) refuseUnheldOffer(offer, studentId, now);
    if (!teacher?.exists || teacher.get('isApproved') !== true)
      throw notFound(apiErrorMessages.teacherNotFound);
    if (!student?.exists) throw forbidden(apiErrorMessages.accountNotFound);
    if (byTeacher && student.get('isApproved') !== true)
      throw conflict(sessionRecordErrors.followUpStudentInactive);
    // The no-show policy's pause: read in this transaction, which also writes the student's counters.
    if (!byTeacher) refuseIfPaused(student, now);
    const session = bookedSlotRef ? sessionOnSlot(slot, now, policy, offer !== null) : null;
    const { dateTime, durationMinutes, slotSeriesId } = session ?? {
      dateTime: requested,
      durationMinutes: policy.defaultSessionMinutes,
      slotSeriesId: null,
    };
    const open = await readOpenAppointments(transaction, studentId, now);
    // One seat per student in a session: the caps below may allow two with one teacher.
    if (open.some((other) => other.teacherId === payload.teacherId && sameSlot(other.dateTime, dateTime)))
      throw conflict(groupSessionMessages.alreadyInSession);
    const capReached = byTeacher ? null : openAppointmentCapRefusal(open, payload.teacherId, policy);
    if (capReached) throw conflict(capReached);
    const isGroup = (session?.capacity ?? 1) > 1;
    if (byTeacher) {
      await refuseApprovalClash(transaction, payload.teacherId, {
        id: '',
        dateTime,
        durationMinutes,
        groupSession: isGroup,
      });
    }
    let taken: Timestamp[] = [];
    if (offer && slot) {
      // The held seat left the free ones when it was offered: taking it moves no slot time.
      takeHeldSeat(transaction, slot);
      transaction.delete(offer.ref);
      waitlistLeft(transaction, [offer], now);
    } else if (bookedSlotRef && session) taken = takeSeat(transaction, bookedSlotRef, session);
    const status = byTeacher || session?.autoApprove ? 'approved' : 'pending';
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
      status,
      dateTime: Timestamp.fromDate(dateTime),
      purpose: payload.purpose,
      bookingType: payload.bookingType,
      durationMinutes,
      slotSeriesId,
      ...(isGroup ? { groupSession: true } : {}),
      placeKind: place.kind,
      canceledBy: null,
      cancelReason: null,
      canceledAt: null,
      autoUpdated: false,
      autoUpdatedAt: null,
      approvedAt: status === 'approved' ? stamp : null,
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

    const counters = counterDeltas(undefined, status);
    moveStudentCounters(transaction, studentId, counters.student);
    moveInsightRollups(transaction, undefined, data);
    moveFeedEntries(transaction, ref.id, undefined, data, place);
    updateIfAny(transaction, teacherRef(payload.teacherId), {
      ...asIncrements(counters.teacher),
      ...(taken.length > 0
        ? {
            availableSlotsCount: FieldValue.increment(-taken.length),
            slotTimes: FieldValue.arrayRemove(...taken),
          }
        : {}),
      ...(pair?.exists ? {} : { 'stats.totalStudents': FieldValue.increment(1) }),
    });
    if (!pair?.exists) transaction.create(pairRef, { studentId, firstBookedAt: stamp });
    // An automatically approved seat is the student's news; a request is the teacher's. Their mail choices are
    // in the documents this transaction read (the student's own, the teacher's private one).
    const toStudent = status === 'approved';
    await enqueueMail(
      transaction,
      toStudent
        ? appointmentApprovedMail({ id: ref.id, ...data, place }, byTeacher ? 'followUp' : 'approved')
        : bookingRequestMail({ id: ref.id, ...data, place }, teacher.get('email') as string),
      toStudent ? 'decisions' : 'bookingRequests',
      Promise.resolve(mailPreferencesOf(toStudent ? student : teacherPrivate)),
    );
    return { id: ref.id, data };
  });

  return appointmentFromData(created.id, created.data);
}
