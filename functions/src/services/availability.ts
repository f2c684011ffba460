import {
  type AvailabilityPayload,
  apiErrorMessages,
  type BookingPolicy,
  collections,
  DEFAULT_BOOKING_POLICY,
  DEFAULT_SESSION_MINUTES,
  groupSessionMessages,
  lifecycleErrorMessages,
  minNoticeMs,
  type OfficeHoursPayload,
  officeHoursSlotTimes,
  seatsLeftOf,
  sessionsOverlap,
  slotKey,
  validationMessages,
} from '@appointments/domain';
import {
  type OfficeHoursSeriesDocument,
  type WithIsoTimes,
  withIsoTimes,
} from '@appointments/domain/documents';
import { type DocumentSnapshot, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { teacherRef } from '../data/accounts';
import { InsightRollupChanges } from '../data/insight-rollups';
import { officeHoursCollection, readApprovedBetween, updateTeacherSlots } from '../data/lifecycle';
import { officeLocationOf, slotPlaceData } from '../data/places';
import { readAll } from '../data/read-all';
import { readSlotJudge } from '../data/slot-blocks';
import { futureSlotAnswers, futureSlotTimes, slotRef } from '../data/slots';
import { conflict, notFound } from '../http/api-error';
import { db } from '../lib/firebase';
import { refreshAfterChange } from './slot-availability';
import { dropSlotWaitlist, dropWaitlistsOf, offerFreeSeats } from './waitlist-seats';

// The teacher's free slots: one at a time, or a weekly office-hours series of them.

/** The teacher as the insights' offered hours name them (data/insight-rollups.ts). */
const offeringTeacher = (teacher: DocumentSnapshot | undefined, id: string) => ({
  id,
  department: String(teacher?.get('department') ?? ''),
});

/**
 * The seat-minutes a removed slot withdraws: its free seats only. The seats already booked were offered and
 * taken; they stay offered, as a booked one-seat slot's do.
 */
function withdrawnSeatMinutes(slot: DocumentSnapshot): { dateTime: Date; minutes: number } {
  const minutes = Number(slot.get('durationMinutes') ?? DEFAULT_SESSION_MINUTES);
  const freeSeats = Number(slot.get('seatsLeft') ?? slot.get('capacity') ?? 1);
  return { dateTime: (slot.get('dateTime') as Timestamp).toDate(), minutes: minutes * freeSeats };
}

/** Seat-minutes offered (1) or withdrawn (-1) with slots, in the caller's transaction. */
function moveOfferedMinutes(
  transaction: Transaction,
  teacher: { id: string; department: string },
  slots: { dateTime: Date; minutes: number }[],
  sign: 1 | -1,
): void {
  const changes = new InsightRollupChanges();
  for (const slot of slots) changes.offer(teacher, slot.dateTime, slot.minutes, sign);
  changes.apply(transaction);
}

/** A series as GET /teacher/office-hours answers with it: the stored one, with its id. */
export type OfficeHoursSeries = Omit<WithIsoTimes<OfficeHoursSeriesDocument>, 'teacherId'> & { _id: string };

/** The times with a free seat, soonest first. */
export const availableSlots = futureSlotTimes;

/** The slot answers' body: `{availableSlots, slots}` (times with a free seat; every future slot with its seats). */
export const slotAnswers = futureSlotAnswers;

/** The seat fields a new slot is stored with: all its seats free. */
function seatFields({ capacity = 1, autoApprove = false }: { capacity?: number; autoApprove?: boolean }) {
  return { capacity, seatsLeft: capacity, autoApprove };
}

/** A slot to add: a bare time is one seat (as the schema's output, or a caller's own list). */
type SlotToAdd = string | { dateTime: string; capacity?: number; autoApprove?: boolean };

/** Adds future slots; one that exists already makes the whole request a 409, adding none. */
export async function addSlots(
  teacherId: string,
  { slots, place }: { slots: readonly SlotToAdd[]; place: AvailabilityPayload['place'] },
  now: Date,
): Promise<void> {
  const stamp = Timestamp.fromDate(now);
  const refs = slots
    .map((entry) => (typeof entry === 'string' ? { dateTime: entry } : entry))
    .map((slot) => ({
      ref: slotRef(teacherId, new Date(slot.dateTime)),
      dateTime: new Date(slot.dateTime),
      seats: seatFields(slot),
    }));

  await db().runTransaction(async (transaction) => {
    const [teacher, ...existing] = await readAll(
      transaction,
      teacherRef(teacherId),
      ...refs.map((slot) => slot.ref),
    );
    if (existing.some((snapshot) => snapshot.exists)) throw conflict(validationMessages.slotDuplicate);
    const judge = await readSlotJudge(
      transaction,
      teacherId,
      refs.map((slot) => slot.dateTime),
    );
    const slotPlace = slotPlaceData(place, officeLocationOf(teacher));
    const offered: Timestamp[] = [];
    for (const slot of refs) {
      const blocked = judge({ dateTime: slot.dateTime, capacity: slot.seats.capacity });
      transaction.create(slot.ref, {
        teacherId,
        dateTime: Timestamp.fromDate(slot.dateTime),
        createdAt: stamp,
        place: slotPlace,
        ...slot.seats,
        blocked,
      });
      if (!blocked) offered.push(Timestamp.fromDate(slot.dateTime));
    }
    moveOfferedMinutes(
      transaction,
      offeringTeacher(teacher, teacherId),
      refs.map((slot) => ({
        dateTime: slot.dateTime,
        minutes: DEFAULT_SESSION_MINUTES * slot.seats.capacity,
      })),
      1,
    );
    // Only the slots offered join the card's free times.
    updateTeacherSlots(transaction, teacherId, {}, offered);
  });
  // New slots are judged by the teacher's busy times and day like the others, then offered to the waitlist.
  await refreshAfterChange(teacherId, now);
  await offerFreeSeats(
    teacherId,
    refs.map((slot) => slot.dateTime),
    now,
  );
}

/** Removes a slot; its waitlist goes with it (an offer never outlives its seat). */
export async function removeSlot(teacherId: string, dateTime: Date): Promise<void> {
  const ref = slotRef(teacherId, dateTime);
  await db().runTransaction(async (transaction) => {
    const [slot, teacher] = await readAll(transaction, ref, teacherRef(teacherId));
    if (!slot?.exists) throw notFound(apiErrorMessages.slotNotFound);
    const dropWaitlist = await dropSlotWaitlist(transaction, teacherId, dateTime);
    dropWaitlist();
    transaction.delete(ref);
    moveOfferedMinutes(transaction, offeringTeacher(teacher, teacherId), [withdrawnSeatMinutes(slot)], -1);
    // A full group slot is no longer among the free times; its attendees keep their appointments.
    updateTeacherSlots(transaction, teacherId, {}, [], freeTimesOf([slot]));
  });
}

/**
 * Sets a future slot's seats (`PUT /teacher/sessions/{slotId}/capacity`), never below the seats booked. Seats
 * added go to the waitlist first; a slot that fills or frees up leaves or rejoins the teacher's free times.
 */
export async function changeSlotCapacity(
  teacherId: string,
  dateTime: Date,
  capacity: number,
  now: Date,
): Promise<{ capacity: number; seatsLeft: number }> {
  if (dateTime.getTime() <= now.getTime()) throw conflict(groupSessionMessages.capacityPassed);
  const ref = slotRef(teacherId, dateTime);
  const { seatsLeft, added } = await db().runTransaction(async (transaction) => {
    const [slot, teacher] = await readAll(transaction, ref, teacherRef(teacherId));
    if (!slot?.exists) throw notFound(groupSessionMessages.sessionNotFound);
    const before = Number(slot.get('capacity') ?? 1);
    const freeBefore = seatsLeftOf({ capacity: slot.get('capacity'), seatsLeft: slot.get('seatsLeft') });
    const booked = before - freeBefore;
    if (capacity < booked) throw conflict(groupSessionMessages.capacityBelowBooked(booked));
    const free = capacity - booked;
    transaction.update(ref, { capacity, seatsLeft: free });
    const time = slot.get('dateTime') as Timestamp;
    // A blocked slot is not among the free times, whatever its seats.
    const offered = !slot.get('blocked');
    if (offered && freeBefore === 0 && free > 0) updateTeacherSlots(transaction, teacherId, {}, [time]);
    if (offered && freeBefore > 0 && free === 0) updateTeacherSlots(transaction, teacherId, {}, [], [time]);
    const minutes = Number(slot.get('durationMinutes') ?? DEFAULT_SESSION_MINUTES);
    moveOfferedMinutes(
      transaction,
      offeringTeacher(teacher, teacherId),
      [{ dateTime, minutes: minutes * Math.abs(capacity - before) }],
      capacity >= before ? 1 : -1,
    );
    return { seatsLeft: free, added: free > freeBefore };
  });
  await refreshAfterChange(teacherId, now);
  if (!added) return { capacity, seatsLeft };
  await offerFreeSeats(teacherId, [dateTime], now);
  // The seats left once the line has been offered the new ones.
  const offered = await ref.get();
  return { capacity, seatsLeft: seatsLeftOf({ capacity, seatsLeft: offered.get('seatsLeft') }) };
}

/** The times of those slots that still had a free seat and were offered (what the teacher's `slotTimes` holds). */
function freeTimesOf(slots: readonly DocumentSnapshot[]): Timestamp[] {
  return slots
    .filter(
      (slot) =>
        !slot.get('blocked') &&
        seatsLeftOf({ capacity: slot.get('capacity'), seatsLeft: slot.get('seatsLeft') }) > 0,
    )
    .map((slot) => slot.get('dateTime') as Timestamp);
}

/** The teacher's weekly office-hours definitions, newest first. */
export async function officeHoursOf(teacherId: string): Promise<OfficeHoursSeries[]> {
  const snapshot = await officeHoursCollection(teacherId).orderBy('createdAt', 'desc').get();
  return snapshot.docs.map((doc) => {
    const { teacherId: _teacher, ...series } = withIsoTimes(doc.data());
    return { ...series, _id: doc.id };
  });
}

/**
 * Generates the slots of a weekly definition in one transaction: times already taken by a slot, or
 * colliding with an approved session of the teacher, or too close to take a booking, are skipped;
 * every other one is created with its length and the series' id, and the slot counter moves once.
 */
export async function createOfficeHours(
  teacherId: string,
  definition: OfficeHoursPayload,
  now: Date,
  policy: Pick<BookingPolicy, 'minNoticeMinutes'> = DEFAULT_BOOKING_POLICY,
): Promise<{ seriesId: string; created: number; skipped: number }> {
  const earliest = now.getTime() + minNoticeMs(policy);
  const times = officeHoursSlotTimes(definition);
  const bookable = times.filter((time) => time.getTime() >= earliest);
  const seriesRef = officeHoursCollection(teacherId).doc();

  const created = await db().runTransaction(async (transaction) => {
    const first = bookable[0];
    const last = bookable.at(-1);
    if (!first || !last) return [];
    const [teacher, ...existing] = await readAll(
      transaction,
      teacherRef(teacherId),
      ...bookable.map((time) => slotRef(teacherId, time)),
    );
    const approved = await readApprovedBetween(
      transaction,
      teacherId,
      first,
      new Date(last.getTime() + definition.slotMinutes * 60_000),
    );
    const fresh = bookable.filter(
      (time, index) =>
        !existing[index]?.exists &&
        !approved.some((session) =>
          sessionsOverlap(session, { dateTime: time, durationMinutes: definition.slotMinutes }),
        ),
    );
    if (fresh.length === 0) return [];
    const judge = await readSlotJudge(transaction, teacherId, fresh);

    const stamp = Timestamp.fromDate(now);
    const place = slotPlaceData(definition.place, officeLocationOf(teacher));
    transaction.create(seriesRef, {
      ...definition,
      place,
      teacherId,
      slotCount: fresh.length,
      createdAt: stamp,
    });
    const offered: Timestamp[] = [];
    for (const time of fresh) {
      const blocked = judge({
        dateTime: time,
        durationMinutes: definition.slotMinutes,
        capacity: definition.capacity,
      });
      transaction.create(slotRef(teacherId, time), {
        teacherId,
        dateTime: Timestamp.fromDate(time),
        createdAt: stamp,
        durationMinutes: definition.slotMinutes,
        seriesId: seriesRef.id,
        place,
        ...seatFields(definition),
        blocked,
      });
      if (!blocked) offered.push(Timestamp.fromDate(time));
    }
    // Only the slots offered join the card's free times.
    updateTeacherSlots(transaction, teacherId, {}, offered);
    moveOfferedMinutes(
      transaction,
      offeringTeacher(teacher, teacherId),
      fresh.map((time) => ({ dateTime: time, minutes: definition.slotMinutes * (definition.capacity ?? 1) })),
      1,
    );
    return fresh;
  });

  if (created.length === 0) throw conflict(lifecycleErrorMessages.officeHoursNothingNew);
  await refreshAfterChange(teacherId, now);
  await offerFreeSeats(teacherId, created, now);
  return { seriesId: seriesRef.id, created: created.length, skipped: times.length - created.length };
}

/** Removes a series and every slot of it still free; booked ones stay with their appointments. */
export async function removeOfficeHours(teacherId: string, seriesId: string): Promise<number> {
  const seriesRef = officeHoursCollection(teacherId).doc(seriesId);
  return db().runTransaction(async (transaction) => {
    const [series, teacher] = await readAll(transaction, seriesRef, teacherRef(teacherId));
    if (!series?.exists) throw notFound(lifecycleErrorMessages.seriesNotFound);
    const slots = await transaction.get(
      teacherRef(teacherId).collection(collections.slots).where('seriesId', '==', seriesRef.id),
    );
    // Their lines go with them: an offer never outlives its seat.
    const dropWaitlists = await dropWaitlistsOf(
      transaction,
      teacherId,
      new Set(slots.docs.map((slot) => slotKey((slot.get('dateTime') as Timestamp).toDate()))),
    );
    dropWaitlists();
    for (const slot of slots.docs) transaction.delete(slot.ref);
    transaction.delete(seriesRef);
    moveOfferedMinutes(
      transaction,
      offeringTeacher(teacher, teacherId),
      slots.docs.map(withdrawnSeatMinutes),
      -1,
    );
    updateTeacherSlots(transaction, teacherId, {}, [], freeTimesOf(slots.docs));
    return slots.size;
  });
}
