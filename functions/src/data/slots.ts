import { collections, slotKey } from '@appointments/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { teacherRef } from './accounts';

/** One document per slot, keyed by its minute: adding the same slot twice is a conflict by construction. */
export const slotRef = (teacherId: string, dateTime: Date) =>
  teacherRef(teacherId).collection(collections.slots).doc(slotKey(dateTime));

export const futureSlotsQuery = (teacherId: string, now: Date) =>
  teacherRef(teacherId)
    .collection(collections.slots)
    .where('dateTime', '>', Timestamp.fromDate(now))
    .orderBy('dateTime');

export async function futureSlotTimes(teacherId: string, now: Date): Promise<string[]> {
  const snapshot = await futureSlotsQuery(teacherId, now).get();
  return snapshot.docs.map((doc) => (doc.get('dateTime') as Timestamp).toDate().toISOString());
}
