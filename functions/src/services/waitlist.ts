// The student's waitlist calls: join a slot's line or the teacher's general one, see their places and
// offers, leave, take or pass an offer. The seats themselves are in waitlist-seats.ts.
import {
  type Appointment,
  apiErrorMessages,
  type BookingPolicy,
  bookableSlots,
  DEFAULT_BOOKING_POLICY,
  groupSessionMessages,
  seatsLeftOf,
  slotKey,
  WAITLIST_GENERAL_MS,
  type WaitlistEntryAnswer,
} from '@appointments/domain';
import type { WaitlistEntryDocument } from '@appointments/domain/documents';
import { Timestamp } from 'firebase-admin/firestore';
import { studentRef, teacherRef } from '../data/accounts';
import { InsightRollupChanges, waitlistLeft } from '../data/insight-rollups';
import { slotRef } from '../data/slots';
import { studentEntriesQuery, waitlistCollection, waitlistRef } from '../data/waitlist';
import { conflict, notFound } from '../http/api-error';
import { db } from '../lib/firebase';
import { bookAppointment } from './booking';
import { endOffer, offerFreeSeats } from './waitlist-seats';

/**
 * Joins the line of the teacher's slot at `dateTime` (it must be full), or with no time the teacher's
 * general line (the teacher must have no free slot in the next 14 days). Once per line.
 */
export async function joinWaitlist(
  studentId: string,
  teacherId: string,
  dateTime: Date | null,
  now: Date,
): Promise<{ _id: string; position: number }> {
  const key = dateTime ? slotKey(dateTime) : null;
  const ref = waitlistCollection().doc();
  await db().runTransaction(async (transaction) => {
    const [teacher, student, slot, mine] = await Promise.all([
      transaction.get(teacherRef(teacherId)),
      transaction.get(studentRef(studentId)),
      dateTime ? transaction.get(slotRef(teacherId, dateTime)) : null,
      transaction.get(studentEntriesQuery(studentId)),
    ]);
    if (!teacher.exists || teacher.get('isApproved') !== true)
      throw notFound(apiErrorMessages.teacherNotFound);
    if (!student.exists) throw notFound(apiErrorMessages.accountNotFound);
    if (mine.docs.some((entry) => entry.get('teacherId') === teacherId && entry.get('slotKey') === key))
      throw conflict(groupSessionMessages.alreadyWaiting);
    if (slot) {
      if (!slot.exists || (slot.get('dateTime') as Timestamp).toMillis() <= now.getTime())
        throw notFound(groupSessionMessages.waitlistSlotMissing);
      if (
        seatsLeftOf({ capacity: slot.get('capacity'), seatsLeft: slot.get('seatsLeft') }) > 0 &&
        !slot.get('blocked')
      )
        throw conflict(groupSessionMessages.slotHasSeats);
    } else {
      const times = ((teacher.get('slotTimes') as Timestamp[] | undefined) ?? []).map((time) =>
        time.toDate(),
      );
      const soon = bookableSlots(times, now).filter(
        (time) => time.getTime() - now.getTime() <= WAITLIST_GENERAL_MS,
      );
      if (soon.length > 0) throw conflict(groupSessionMessages.teacherHasSlots);
    }
    const entry: WaitlistEntryDocument = {
      teacherId,
      studentId,
      slotKey: key,
      dateTime: dateTime ? Timestamp.fromDate(dateTime) : null,
      status: 'waiting',
      joinedAt: Timestamp.fromDate(now),
      offer: null,
      student: { name: String(student.get('name') ?? ''), email: String(student.get('email') ?? '') },
      teacher: {
        name: String(teacher.get('name') ?? ''),
        department: String(teacher.get('department') ?? ''),
      },
    };
    transaction.create(ref, entry);
    new InsightRollupChanges().waitlist(entry.teacher.department, now, 1).apply(transaction);
  });
  return { _id: ref.id, position: await positionOf(teacherId, key, Timestamp.fromDate(now), ref.id) };
}

/** The place in line: those in the same line who joined earlier, plus one (ties by id, as the order). */
async function positionOf(
  teacherId: string,
  key: string | null,
  joinedAt: Timestamp,
  id: string,
): Promise<number> {
  const line = await waitlistCollection()
    .where('teacherId', '==', teacherId)
    .where('slotKey', '==', key)
    .where('joinedAt', '<=', joinedAt)
    .get();
  return line.docs.filter((entry) => entry.get('joinedAt').toMillis() < joinedAt.toMillis() || entry.id <= id)
    .length;
}

/** The student's entries, each with their place and any open offer. */
export async function studentWaitlist(studentId: string): Promise<WaitlistEntryAnswer[]> {
  const entries = await studentEntriesQuery(studentId).get();
  const answers = await Promise.all(
    entries.docs.map(async (doc): Promise<WaitlistEntryAnswer> => {
      const entry = doc.data();
      return {
        _id: doc.id,
        teacherId: entry.teacherId,
        teacherName: entry.teacher.name,
        dateTime: entry.dateTime ? entry.dateTime.toDate().toISOString() : null,
        position: await positionOf(entry.teacherId, entry.slotKey, entry.joinedAt as Timestamp, doc.id),
        offer:
          entry.status === 'offered' && entry.offer
            ? {
                offerId: doc.id,
                dateTime: entry.offer.dateTime.toDate().toISOString(),
                expiresAt: entry.offer.expiresAt.toDate().toISOString(),
              }
            : null,
      };
    }),
  );
  return answers.sort((a, b) => (a.dateTime ?? '9999').localeCompare(b.dateTime ?? '9999'));
}

/** Leaves a line (one click); a seat held for the student goes back and on to the next in line. */
export async function leaveWaitlist(studentId: string, entryId: string, now: Date): Promise<void> {
  const freed = await db().runTransaction(async (transaction) => {
    const entry = await transaction.get(waitlistRef(entryId));
    if (!entry.exists || entry.get('studentId') !== studentId)
      throw notFound(groupSessionMessages.entryNotFound);
    if (entry.get('status') === 'offered') return endOffer(transaction, entry, now);
    transaction.delete(entry.ref);
    waitlistLeft(transaction, [entry], now);
    return null;
  });
  if (freed) await offerFreeSeats(freed.teacherId, [freed.dateTime], now);
}

/** Passes an offer: its seat goes to the next in line, and the student leaves that line. */
export async function passOffer(studentId: string, offerId: string, now: Date): Promise<void> {
  const freed = await db().runTransaction(async (transaction) => {
    const entry = await transaction.get(waitlistRef(offerId));
    if (!entry.exists || entry.get('studentId') !== studentId || entry.get('status') !== 'offered')
      throw notFound(groupSessionMessages.offerNotFound);
    return endOffer(transaction, entry, now);
  });
  await offerFreeSeats(freed.teacherId, [freed.dateTime], now);
}

/** Takes an offer: booked as if the student had booked the seat, the caps and notice applying. */
export async function acceptOffer(
  studentId: string,
  offerId: string,
  now: Date,
  policy: BookingPolicy = DEFAULT_BOOKING_POLICY,
): Promise<Appointment> {
  const entry = await waitlistRef(offerId).get();
  const offer = entry.data();
  if (!offer || offer.studentId !== studentId || offer.status !== 'offered' || !offer.offer)
    throw notFound(groupSessionMessages.offerNotFound);
  return bookAppointment(
    studentId,
    {
      bookingType: 'slot_booking',
      teacherId: offer.teacherId,
      dateTime: offer.offer.dateTime.toDate().toISOString(),
      purpose: '',
    },
    now,
    policy,
    { offerId },
  );
}
