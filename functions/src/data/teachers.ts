import type { TeacherCard } from '@appointments/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { collections } from './collections';

/** The public card of a teacher, as students see it (no private fields are stored on it). */
export function teacherCardFromSnapshot(snapshot: DocumentSnapshot): TeacherCard {
  const data = snapshot.data() ?? {};
  return {
    _id: snapshot.id,
    name: String(data.name ?? ''),
    email: String(data.email ?? ''),
    subject: String(data.subject ?? ''),
    department: String(data.department ?? ''),
    averageRating: Number(data.averageRating ?? 0),
    totalRatings: Number(data.totalRatings ?? 0),
    availableSlotsCount: Number(data.availableSlotsCount ?? 0),
    hasAvailableSlots: Number(data.availableSlotsCount ?? 0) > 0,
    totalSessions: Number(data.totalSessions ?? 0),
    profile: data.profile as TeacherCard['profile'],
  };
}

export const approvedTeachersQuery = () =>
  db().collection(collections.teachers).where('isApproved', '==', true).orderBy('name');
