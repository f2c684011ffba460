import { availableSlotCount, collections, type TeacherCard } from '@appointments/domain';
import { readDocument, teacherCardDocument, teacherCardView } from '@appointments/domain/documents';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';

/** The public card of a teacher, as students see it (no private fields are stored on it). */
export function teacherCardFromSnapshot(snapshot: DocumentSnapshot, now: Date): TeacherCard {
  const document = readDocument(teacherCardDocument, snapshot.data(), snapshot.ref.path);
  // The slots still ahead now, as the booking modal lists them (packages/domain/src/slots.ts).
  const availableSlotsCount = availableSlotCount(
    {
      availableSlotsCount: document.availableSlotsCount,
      slotTimes: document.slotTimes?.map((time) => time.toDate()),
    },
    now,
  );
  const { slotTimes: _times, ...card } = teacherCardView(snapshot.id, document);
  return { ...card, availableSlotsCount, hasAvailableSlots: availableSlotsCount > 0 };
}

export const approvedTeachersQuery = () =>
  db().collection(collections.teachers).where('isApproved', '==', true).orderBy('name');
