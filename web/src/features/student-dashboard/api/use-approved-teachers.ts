import { collections, errorMessages, type TeacherCard } from '@appointments/domain';
import { collection, query, where } from 'firebase/firestore';
import { firestore } from '@/lib/firebase';
import { teacherCardFromData } from '@/lib/teacher-card-document';
import type { LiveList } from '@/lib/use-live-query';
import { useLiveQuery } from '@/lib/use-live-query';

// The rules only let a student list teachers with this exact filter, so it is built once at module load.
const approvedTeachers = query(collection(firestore, collections.teachers), where('isApproved', '==', true));

/** Approved teachers' public cards, live. */
export function useApprovedTeachers(): LiveList<TeacherCard> {
  return useLiveQuery(approvedTeachers, teacherCardFromData, errorMessages.teachersLoadFailed);
}
