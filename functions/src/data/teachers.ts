import { availableSlotCount, collections, type TeacherCard } from '@appointments/domain';
import { type DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';

/** The public card of a teacher, as students see it (no private fields are stored on it). */
export function teacherCardFromSnapshot(snapshot: DocumentSnapshot, now: Date): TeacherCard {
  const data = snapshot.data() ?? {};
  const slotTimes = Array.isArray(data.slotTimes)
    ? (data.slotTimes as unknown[]).filter((time): time is Timestamp => time instanceof Timestamp)
    : null;
  // The slots still ahead now, as the booking modal lists them (packages/domain/src/slots.ts).
  const availableSlotsCount = availableSlotCount(
    {
      availableSlotsCount: Number(data.availableSlotsCount ?? 0),
      slotTimes: slotTimes?.map((time) => time.toDate()),
    },
    now,
  );
  return {
    _id: snapshot.id,
    name: String(data.name ?? ''),
    email: String(data.email ?? ''),
    subject: String(data.subject ?? ''),
    department: String(data.department ?? ''),
    averageRating: Number(data.averageRating ?? 0),
    totalRatings: Number(data.totalRatings ?? 0),
    availableSlotsCount,
    hasAvailableSlots: availableSlotsCount > 0,
    totalSessions: Number(data.totalSessions ?? 0),
    profile: data.profile as TeacherCard['profile'],
  };
}

export const approvedTeachersQuery = () =>
  db().collection(collections.teachers).where('isApproved', '==', true).orderBy('name');
