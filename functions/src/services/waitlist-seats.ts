// The waitlist's side of seats: a freed seat is held for the first student in line whose caps allow it,
// and goes back (to the next in line, or free) when the offer is passed or runs out.
import {
  capacityOf,
  noticeRefusal,
  openAppointmentCapRefusal,
  sameSlot,
  seatsLeftOf,
  slotKey,
  WAITLIST_GENERAL_MS,
} from '@appointments/domain';
import type { WaitlistEntryDocument } from '@appointments/domain/documents';
import {
  type DocumentSnapshot,
  FieldValue,
  type QueryDocumentSnapshot,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { teacherRef } from '../data/accounts';
import { loadCollegeSettings } from '../data/college-settings';
import { InsightRollupChanges, waitlistLeft } from '../data/insight-rollups';
import { readOpenAppointments, updateTeacherSlots } from '../data/lifecycle';
import { slotRef } from '../data/slots';
import {
  expiredOffersQuery,
  lineQuery,
  studentEntriesQuery,
  waitingQuery,
  waitlistCollection,
  waitlistRef,
} from '../data/waitlist';
import { db } from '../lib/firebase';
import { enqueueMail, waitlistOfferMail } from '../notifications';

/** How many of each line are looked at for one seat: those skipped for their caps stay in line. */
const CANDIDATES_PER_LINE = 25;
/** How many waiting students one run of the job looks at to find a seat nobody was offered. */
const CATCH_UP_ENTRIES = 500;

const seatsOf = (slot: DocumentSnapshot) => ({
  capacity: slot.get('capacity') as number | undefined,
  seatsLeft: slot.get('seatsLeft') as number | undefined,
});

/**
 * Offers every free seat of the teacher's slots at `times` to the students waiting for them, one seat
 * per transaction (each reads the slot, so a booking racing for the same seat is decided by it). Runs
 * after the change that freed or added the seats has committed; a failure leaves the seats free.
 */
export async function offerFreeSeats(teacherId: string, times: readonly Date[], now: Date): Promise<number> {
  let offered = 0;
  try {
    // Most changes meet no line at all: one small read, and nothing more.
    const anyone = await waitlistCollection()
      .where('teacherId', '==', teacherId)
      .where('status', '==', 'waiting')
      .limit(1)
      .get();
    if (anyone.empty) return 0;
    const settings = await loadCollegeSettings();
    for (const time of times) {
      // At most one offer per seat of the slot: the loop ends when no seat or no candidate is left.
      for (let round = 0; round < 50; round += 1) {
        const made = await db().runTransaction((transaction) =>
          offerOneSeat(transaction, teacherId, time, now, settings),
        );
        if (!made) break;
        offered += 1;
      }
    }
  } catch (error) {
    console.error('Waitlist offers failed', teacherId, error);
  }
  return offered;
}

async function offerOneSeat(
  transaction: Transaction,
  teacherId: string,
  time: Date,
  now: Date,
  settings: Awaited<ReturnType<typeof loadCollegeSettings>>,
): Promise<boolean> {
  const ref = slotRef(teacherId, time);
  const key = slotKey(time);
  const slot = await transaction.get(ref);
  if (!slot.exists || slot.get('blocked')) return false;
  const seatsLeft = seatsLeftOf(seatsOf(slot));
  if (seatsLeft === 0) return false;
  // A seat too close to take a booking is not offered; it stays free for whoever may still book it.
  if (noticeRefusal(time, now, settings.booking) !== null) return false;
  const withinGeneral = time.getTime() - now.getTime() <= WAITLIST_GENERAL_MS;
  const [slotLine, generalLine] = await Promise.all([
    transaction.get(waitingQuery(teacherId, key, CANDIDATES_PER_LINE)),
    withinGeneral ? transaction.get(waitingQuery(teacherId, null, CANDIDATES_PER_LINE)) : null,
  ]);
  const line = [...slotLine.docs, ...(generalLine?.docs ?? [])].sort(
    (a, b) => a.get('joinedAt').toMillis() - b.get('joinedAt').toMillis(),
  );
  for (const candidate of line) {
    if (!(await mayBeOffered(transaction, candidate, teacherId, time, now, settings))) continue;
    const expiresAt = new Date(now.getTime() + settings.waitlist.offerMinutes * 60_000);
    const entry = candidate.data();
    transaction.update(candidate.ref, {
      status: 'offered',
      offer: {
        slotKey: key,
        dateTime: Timestamp.fromDate(time),
        offeredAt: Timestamp.fromDate(now),
        expiresAt: Timestamp.fromDate(expiresAt),
      },
    });
    holdSeat(transaction, slot, seatsLeft);
    await enqueueMail(
      transaction,
      waitlistOfferMail(entry.student, {
        teacherName: entry.teacher.name,
        dateTime: time,
        expiresAt,
        minutes: settings.waitlist.offerMinutes,
      }),
      'decisions',
    );
    return true;
  }
  return false;
}

/** The caps a booking would apply, judged now; and never two offers (or a seat and an offer) in one session. */
async function mayBeOffered(
  transaction: Transaction,
  candidate: QueryDocumentSnapshot<WaitlistEntryDocument>,
  teacherId: string,
  time: Date,
  now: Date,
  settings: Awaited<ReturnType<typeof loadCollegeSettings>>,
): Promise<boolean> {
  const studentId = candidate.get('studentId') as string;
  const [entries, open] = await Promise.all([
    transaction.get(studentEntriesQuery(studentId)),
    readOpenAppointments(transaction, studentId, now),
  ]);
  const offers = entries.docs.filter((entry) => entry.get('status') === 'offered');
  if (offers.some((entry) => entry.get('offer.slotKey') === slotKey(time))) return false;
  if (open.some((other) => other.teacherId === teacherId && sameSlot(other.dateTime, time))) return false;
  // An offer is a seat the student may take: it counts as one of their open appointments.
  const holding = [...open, ...offers.map((entry) => ({ teacherId: entry.get('teacherId') as string }))];
  return openAppointmentCapRefusal(holding, teacherId, settings.booking) === null;
}

/** One free seat becomes held; the slot leaves the free times when it was the last. */
function holdSeat(transaction: Transaction, slot: DocumentSnapshot, seatsLeft: number): void {
  transaction.update(slot.ref, { seatsLeft: seatsLeft - 1, held: FieldValue.increment(1) });
  if (seatsLeft === 1) {
    updateTeacherSlots(
      transaction,
      slot.ref.parent.parent?.id ?? '',
      {},
      [],
      [slot.get('dateTime') as Timestamp],
    );
  }
}

/**
 * A held seat goes back to the slot's free seats (the offer was passed, ran out, or its student left);
 * the caller then offers it again. Reads nothing: the caller read `slot` in its transaction.
 */
export function releaseSeat(transaction: Transaction, slot: DocumentSnapshot): void {
  if (!slot.exists) return;
  const seatsLeft = seatsLeftOf(seatsOf(slot));
  const held = (slot.get('held') as number | undefined) ?? 0;
  if (held <= 0 || seatsLeft >= capacityOf(seatsOf(slot))) return;
  transaction.update(slot.ref, { seatsLeft: seatsLeft + 1, held: held - 1 });
  if (seatsLeft === 0 && !slot.get('blocked')) {
    updateTeacherSlots(transaction, slot.ref.parent.parent?.id ?? '', {}, [
      slot.get('dateTime') as Timestamp,
    ]);
  }
}

/** The held seat is taken by the offer's booking: a one-seat slot goes, a group slot keeps the rest. */
export function takeHeldSeat(transaction: Transaction, slot: DocumentSnapshot): void {
  const held = (slot.get('held') as number | undefined) ?? 0;
  if (capacityOf(seatsOf(slot)) <= 1) transaction.delete(slot.ref);
  else transaction.update(slot.ref, { held: Math.max(0, held - 1) });
}

/**
 * Ends the offers that ran out at `now` (the scheduled job): each seat goes back and is offered to the
 * next in line. The number ended.
 */
export async function expireOffers(now: Date): Promise<number> {
  // Lines for slots whose time has passed end with them (their slots are deleted by the automatic updates).
  const passed = await waitlistCollection().where('dateTime', '<=', Timestamp.fromDate(now)).get();
  for (const entry of passed.docs) {
    if (entry.get('status') !== 'waiting') continue;
    // The line's length falls with the entry, in the same commit.
    const batch = db().batch();
    batch.delete(entry.ref);
    new InsightRollupChanges()
      .waitlist(String(entry.get('teacher.department') ?? ''), now, -1)
      .applyTo(batch);
    await batch.commit();
  }
  const expired = await expiredOffersQuery(now).get();
  let ended = 0;
  for (const offer of expired.docs) {
    const ref = waitlistRef(offer.id);
    const freed = await db().runTransaction(async (transaction) => {
      const entry = await transaction.get(ref);
      const expiresAt = entry.get('offer.expiresAt') as Timestamp | undefined;
      if (
        !entry.exists ||
        entry.get('status') !== 'offered' ||
        !expiresAt ||
        expiresAt.toMillis() > now.getTime()
      )
        return null;
      return endOffer(transaction, entry, now);
    });
    if (freed) {
      ended += 1;
      await offerFreeSeats(freed.teacherId, [freed.dateTime], now);
    }
  }
  return ended;
}

/**
 * The job's safety net for the offers made after a change commits: if the function stopped between the
 * two, the freed or added seat waits at most until the next run (a minute). Looks at every line with
 * students waiting: a slot's line at its slot, a general line at the teacher's free times in the next
 * 14 days. A seat that is not free costs one read and offers nothing. The number of offers made.
 */
export async function offerMissedSeats(now: Date): Promise<number> {
  const waiting = await waitlistCollection().where('status', '==', 'waiting').limit(CATCH_UP_ENTRIES).get();
  const timesByTeacher = new Map<string, Map<string, Date>>();
  const addTime = (teacherId: string, time: Date) => {
    const times = timesByTeacher.get(teacherId) ?? new Map<string, Date>();
    times.set(slotKey(time), time);
    timesByTeacher.set(teacherId, times);
  };
  const generalLines = new Set<string>();
  for (const entry of waiting.docs) {
    const { teacherId, dateTime } = entry.data();
    if (dateTime) addTime(teacherId, dateTime.toDate());
    else generalLines.add(teacherId);
  }
  const horizon = now.getTime() + WAITLIST_GENERAL_MS;
  for (const teacherId of generalLines) {
    const teacher = await teacherRef(teacherId).get();
    for (const time of teacher.data()?.slotTimes ?? []) {
      const at = time.toDate();
      if (at.getTime() > now.getTime() && at.getTime() <= horizon) addTime(teacherId, at);
    }
  }
  let offered = 0;
  for (const [teacherId, times] of timesByTeacher) {
    offered += await offerFreeSeats(teacherId, [...times.values()], now);
  }
  return offered;
}

/**
 * Ends an offer without a booking (passed, ran out): the entry goes and its seat is released. Reads the
 * slot first, so it must come before the caller's writes. The seat to offer again.
 */
export async function endOffer(
  transaction: Transaction,
  entry: DocumentSnapshot,
  now: Date,
): Promise<{ teacherId: string; dateTime: Date }> {
  const teacherId = entry.get('teacherId') as string;
  const dateTime = (entry.get('offer.dateTime') as Timestamp).toDate();
  const slot = await transaction.get(slotRef(teacherId, dateTime));
  releaseSeat(transaction, slot);
  transaction.delete(entry.ref);
  waitlistLeft(transaction, [entry], now);
  return { teacherId, dateTime };
}

/**
 * A slot that goes away takes its line with it (an offer never outlives its seat): read in the caller's
 * transaction, the answer writes, to be called after the caller's other reads. General entries offered a
 * seat of it wait again, at their old place.
 */
export async function dropSlotWaitlist(
  transaction: Transaction,
  teacherId: string,
  dateTime: Date,
): Promise<() => void> {
  const key = slotKey(dateTime);
  const [line, general] = await Promise.all([
    transaction.get(lineQuery(teacherId, key)),
    transaction.get(lineQuery(teacherId, null)),
  ]);
  return () => {
    for (const entry of line.docs) transaction.delete(entry.ref);
    waitlistLeft(transaction, line.docs, new Date());
    for (const entry of general.docs) {
      if (entry.get('offer.slotKey') === key)
        transaction.update(entry.ref, { status: 'waiting', offer: null });
    }
  };
}

/**
 * The same for many slots at once (office hours removed): one read of the teacher's lines, in the
 * caller's transaction before its writes; the answer writes.
 */
export async function dropWaitlistsOf(
  transaction: Transaction,
  teacherId: string,
  keys: ReadonlySet<string>,
): Promise<() => void> {
  const lines = await transaction.get(waitlistCollection().where('teacherId', '==', teacherId));
  return () => {
    const dropped = lines.docs.filter((entry) => keys.has(entry.get('slotKey') as string));
    waitlistLeft(transaction, dropped, new Date());
    for (const entry of lines.docs) {
      if (keys.has(entry.get('slotKey') as string)) transaction.delete(entry.ref);
      else if (entry.get('slotKey') === null && keys.has(entry.get('offer.slotKey') as string))
        transaction.update(entry.ref, { status: 'waiting', offer: null });
    }
  };
}
