// Firestore reads and writes shared by the lifecycle calls (book, cancel, decline, reschedule,
// office hours). Each "read" step runs before any write of its transaction, as Firestore requires.
import {
  type AppointmentPlace,
  type AppointmentStatus,
  appointmentPlaceFromData,
  capacityOf,
  collections,
  DEFAULT_SESSION_MINUTES,
  isOpenAppointment,
  LONGEST_SESSION_MINUTES,
  type SessionTiming,
  type SlotPlace,
  sameGroupSession,
  seatsLeftOf,
  sessionEndMillis,
  sessionsOverlap,
} from '@appointments/domain';
import type { AppointmentDocument } from '@appointments/domain/documents';
import {
  type DocumentReference,
  type DocumentSnapshot,
  FieldValue,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { teacherRef } from './accounts';
import { asIncrements, counterDeltas, moveStudentCounters, updateIfAny } from './appointment-counters';
import { appointmentsCollection } from './appointments';
import { moveFeedEntries } from './calendar-feed-months';
import { converters } from './converters';
import { moveInsightRollups } from './insight-rollups';
import { appointmentPlaceRef, slotPlaceOf } from './places';
import { readSlotJudge } from './slot-blocks';
import { slotRef } from './slots';

const withPlace = (place: SlotPlace | null) => (place ? { place } : {});

export const officeHoursCollection = (teacherId: string) =>
  teacherRef(teacherId).collection(collections.officeHours).withConverter(converters.officeHoursSeries);

/** The student's open appointments (pending or approved, still ahead), with the teacher of each. */
export async function readOpenAppointments(transaction: Transaction, studentId: string, now: Date) {
  const snapshot = await transaction.get(
    appointmentsCollection()
      .where('studentId', '==', studentId)
      .where('status', 'in', ['pending', 'approved'])
      .where('dateTime', '>', Timestamp.fromDate(now)),
  );
  return snapshot.docs
    .map((doc) => ({
      id: doc.id,
      teacherId: String(doc.get('teacherId')),
      status: String(doc.get('status')),
      dateTime: (doc.get('dateTime') as Timestamp).toDate(),
    }))
    .filter((appointment) => isOpenAppointment(appointment, now));
}

export interface TimedSession extends SessionTiming {
  id: string;
  /** Booked into a group slot: the group's attendees are one session of the teacher. */
  groupSession?: boolean;
}

/** The teacher's approved sessions that overlap any part of [from, until), read in the transaction. */
export async function readApprovedBetween(
  transaction: Transaction,
  teacherId: string,
  from: Date,
  until: Date,
): Promise<TimedSession[]> {
  const snapshot = await transaction.get(
    appointmentsCollection()
      .where('teacherId', '==', teacherId)
      .where('status', '==', 'approved')
      // A session that began up to the longest length before `from` may still be running.
      .where('dateTime', '>', Timestamp.fromMillis(from.getTime() - LONGEST_SESSION_MINUTES * 60_000))
      .where('dateTime', '<', Timestamp.fromDate(until)),
  );
  return snapshot.docs
    .map((doc) => ({
      id: doc.id,
      dateTime: (doc.get('dateTime') as Timestamp).toDate(),
      durationMinutes: doc.get('durationMinutes') as number | undefined,
      groupSession: doc.get('groupSession') === true,
    }))
    .filter((session) => sessionEndMillis(session) > from.getTime());
}

/**
 * The approved sessions of the teacher that overlap `session`, other than the appointment itself and
 * the other seats of its group session.
 */
export async function readOverlappingApproved(
  transaction: Transaction,
  teacherId: string,
  session: TimedSession,
): Promise<TimedSession[]> {
  const start = new Date(session.dateTime as Date);
  const approved = await readApprovedBetween(
    transaction,
    teacherId,
    start,
    new Date(sessionEndMillis(session)),
  );
  return approved.filter(
    (other) =>
      other.id !== session.id &&
      !sameGroupSession(other, { ...session, dateTime: start }) &&
      sessionsOverlap(other, session),
  );
}

export interface SlotReturn {
  teacherId: string;
  dateTime: Date;
  /** A one-seat slot comes back whole: the document to create. */
  data?: Record<string, unknown>;
  /** A seat goes back to a group slot that is still there: its free seats after the return. */
  seatsLeft?: number;
  /** The slot is not offered (the teacher's busy times or day): it does not join the card's free times. */
  blocked?: boolean;
}

/** A seat of a group appointment goes back to its slot, if the slot is still there and ahead. */
function readSeatReturn(
  slot: DocumentSnapshot | undefined,
  teacherId: string,
  dateTime: Date,
): SlotReturn | null {
  if (!slot?.exists) return null;
  const seats = {
    capacity: slot.get('capacity') as number | undefined,
    seatsLeft: slot.get('seatsLeft') as number | undefined,
  };
  const left = seatsLeftOf(seats);
  if (left >= capacityOf(seats)) return null;
  return { teacherId, dateTime, seatsLeft: left + 1, blocked: Boolean(slot.get('blocked')) };
}

/**
 * Decides, inside the transaction, whether the slot a booking took goes back to the teacher's
 * availability: only for a slot booking whose time is still ahead, when no slot exists at that time
 * again, its office-hours series (if any) has not been removed, and no other approved session of
 * the teacher overlaps it.
 */
export async function readSlotReturn(
  transaction: Transaction,
  appointment: DocumentSnapshot,
  now: Date,
): Promise<SlotReturn | null> {
  if (appointment.get('bookingType') !== 'slot_booking') return null;
  const teacherId = String(appointment.get('teacherId'));
  const dateTime = (appointment.get('dateTime') as Timestamp).toDate();
  if (dateTime.getTime() <= now.getTime()) return null;
  const seriesId = (appointment.get('slotSeriesId') as string | null | undefined) ?? null;
  const durationMinutes =
    (appointment.get('durationMinutes') as number | undefined) ?? DEFAULT_SESSION_MINUTES;
  const [slot, storedPlace, series] = await transaction.getAll(
    slotRef(teacherId, dateTime),
    appointmentPlaceRef(appointment.id),
    ...(seriesId ? [officeHoursCollection(teacherId).doc(seriesId)] : []),
  );
  if (appointment.get('groupSession') === true) return readSeatReturn(slot, teacherId, dateTime);
  if (slot?.exists || (seriesId && !series?.exists)) return null;
  const overlapping = await readOverlappingApproved(transaction, teacherId, {
    id: appointment.id,
    dateTime,
    durationMinutes,
  });
  if (overlapping.length > 0) return null;
  // The slot comes back judged by the teacher's busy times and day as they are stored now.
  const judge = await readSlotJudge(transaction, teacherId, [dateTime]);
  const blocked = judge({ dateTime, durationMinutes });
  return {
    teacherId,
    dateTime,
    blocked: blocked !== null,
    data: {
      blocked,
      teacherId,
      dateTime: Timestamp.fromDate(dateTime),
      createdAt: Timestamp.fromDate(now),
      durationMinutes,
      seriesId,
      // The slot goes back as it was offered: its kind and location, never the booked link.
      ...withPlace(slotPlaceOf(appointmentPlaceFromData(storedPlace?.data()))),
    },
  };
}

/**
 * Puts a returned slot or seat back; the times it made free again, for the teacher's counter and slot
 * times (a group slot's time only when it was full).
 */
export function applySlotReturn(transaction: Transaction, slotReturn: SlotReturn | null): Timestamp[] {
  if (!slotReturn) return [];
  const ref = slotRef(slotReturn.teacherId, slotReturn.dateTime);
  if (slotReturn.seatsLeft !== undefined) {
    transaction.update(ref, { seatsLeft: slotReturn.seatsLeft });
    return slotReturn.seatsLeft === 1 && !slotReturn.blocked ? [Timestamp.fromDate(slotReturn.dateTime)] : [];
  }
  transaction.create(ref, slotReturn.data ?? {});
  return slotReturn.blocked ? [] : [Timestamp.fromDate(slotReturn.dateTime)];
}

/**
 * Takes one seat of the slot a booking or a move lands on, in the caller's transaction (read by
 * sessionOnSlot first): a one-seat slot is deleted, a group slot keeps its document with one seat less.
 * The answer is the slot times this takes from the free ones (a group slot's only when it fills).
 */
export function takeSeat(
  transaction: Transaction,
  ref: DocumentReference,
  session: { dateTime: Date; capacity: number; seatsLeft: number },
): Timestamp[] {
  const time = Timestamp.fromDate(session.dateTime);
  if (session.capacity <= 1) {
    transaction.delete(ref);
    return [time];
  }
  const left = session.seatsLeft - 1;
  transaction.update(ref, { seatsLeft: left });
  return left === 0 ? [time] : [];
}

/**
 * The teacher document's side of slots added or taken: the counter and the stored slot times move
 * together (teacher cards count the times still ahead, packages/domain/src/slots.ts). A field takes
 * one transform per write, so a change that both adds and takes (a move) is two updates.
 */
export function slotBookkeeping(
  added: Timestamp[],
  taken: Timestamp[] = [],
): Array<Record<string, FieldValue>> {
  const changes: Array<Record<string, FieldValue>> = [];
  const delta = added.length - taken.length;
  if (added.length > 0) changes.push({ slotTimes: FieldValue.arrayUnion(...added) });
  if (taken.length > 0) changes.push({ slotTimes: FieldValue.arrayRemove(...taken) });
  if (delta !== 0) {
    changes[0] = { ...changes[0], availableSlotsCount: FieldValue.increment(delta) };
  }
  return changes;
}

/** Writes a change's counters on the teacher document together with its slot bookkeeping. */
export function updateTeacherSlots(
  transaction: Transaction,
  teacherId: string,
  counters: Record<string, unknown>,
  added: Timestamp[],
  taken: Timestamp[] = [],
): void {
  const [first = {}, ...rest] = slotBookkeeping(added, taken);
  updateIfAny(transaction, teacherRef(teacherId), { ...counters, ...first });
  for (const change of rest) transaction.update(teacherRef(teacherId), change);
}

export interface Transition {
  from: AppointmentStatus;
  to: AppointmentStatus;
  /** The appointment's changed fields. */
  changes: Partial<AppointmentDocument>;
  /** A booked slot that goes back to the availability (readSlotReturn). */
  slotReturn?: SlotReturn | null;
  /** Slot times this change takes from the availability (a move onto another slot). */
  taken?: Timestamp[];
  /** The appointment's place, when the change sets or the caller read it (a move): its feed entry's copy. */
  place?: AppointmentPlace | null;
}

/**
 * Writes one appointment's move between statuses: its changed fields, both people's counters and
 * the teacher's slot bookkeeping, together in the caller's transaction. The answer is the document
 * as the transaction leaves it, so the caller need not read it back after the commit.
 */
export function writeTransition(
  transaction: Transaction,
  appointment: DocumentSnapshot<AppointmentDocument>,
  { from, to, changes, slotReturn = null, taken = [], place }: Transition,
): AppointmentDocument {
  const stored = appointment.data();
  if (!stored) throw new Error(`${appointment.ref.path} does not exist`);
  transaction.update(appointment.ref, changes);
  const counters = counterDeltas(from, to);
  moveStudentCounters(transaction, String(appointment.get('studentId')), counters.student);
  moveInsightRollups(transaction, stored, { ...stored, ...changes });
  moveFeedEntries(transaction, appointment.id, stored, { ...stored, ...changes }, place);
  updateTeacherSlots(
    transaction,
    String(appointment.get('teacherId')),
    asIncrements(counters.teacher),
    applySlotReturn(transaction, slotReturn),
    taken,
  );
  return { ...stored, ...changes };
}
