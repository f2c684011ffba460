import { capacityOf, collections, seatsLeftOf, slotKey } from '@appointments/domain';
import { type DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { teacherRef } from './accounts';

/** One document per slot, keyed by its minute: adding the same slot twice is a conflict by construction. */
export const slotRef = (teacherId: string, dateTime: Date) =>
  teacherRef(teacherId).collection(collections.slots).doc(slotKey(dateTime));

export const futureSlotsQuery = (teacherId: string, now: Date) =>
  teacherRef(teacherId)
    .collection(collections.slots)
    .where('dateTime', '>', Timestamp.fromDate(now))
    .orderBy('dateTime');

/** A slot as the API answers with it: its time and seats. */
export interface SlotSeatsAnswer {
  dateTime: string;
  capacity: number;
  seatsLeft: number;
  autoApprove: boolean;
}

export function slotSeatsOf(slot: DocumentSnapshot): SlotSeatsAnswer {
  const seats = {
    capacity: slot.get('capacity') as number | undefined,
    seatsLeft: slot.get('seatsLeft') as number | undefined,
  };
  return {
    dateTime: (slot.get('dateTime') as Timestamp).toDate().toISOString(),
    capacity: capacityOf(seats),
    seatsLeft: seatsLeftOf(seats),
    autoApprove: slot.get('autoApprove') === true,
  };
}

/**
 * The teacher's future slots with their seats, and the times of those with a seat still free (what the
 * answers have always called `availableSlots`: a full group slot is not available, though it is listed).
 */
export async function futureSlotAnswers(
  teacherId: string,
  now: Date,
): Promise<{ availableSlots: string[]; slots: SlotSeatsAnswer[] }> {
  const snapshot = await futureSlotsQuery(teacherId, now).get();
  const slots = snapshot.docs.map(slotSeatsOf);
  return { availableSlots: slots.filter((slot) => slot.seatsLeft > 0).map((slot) => slot.dateTime), slots };
}

export async function futureSlotTimes(teacherId: string, now: Date): Promise<string[]> {
  return (await futureSlotAnswers(teacherId, now)).availableSlots;
}
