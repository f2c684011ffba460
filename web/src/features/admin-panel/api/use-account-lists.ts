// The admin panel's four live lists (this replaces the spec's 30 s and 60 s polling): a registration,
// approval or deletion anywhere shows within a second. The rules let an admin list both collections.
import { collections, errorMessages, type Student, type Teacher } from '@appointments/domain';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { firestore } from '@/lib/firebase';
import { type LiveList, useLiveQuery } from '@/lib/use-live-query';
import { CARDS_PER_PAGE } from '../model/paging';
import { studentFromData, teacherFromData } from './documents';

// Built once at module load: useLiveQuery reopens its listener whenever it is handed a new query object.
const allStudents = collection(firestore, collections.students);
const pendingStudents = query(allStudents, where('isApproved', '==', false));
const newestStudents = query(allStudents, orderBy('createdAt', 'desc'), limit(CARDS_PER_PAGE));
const allTeachers = collection(firestore, collections.teachers);
const pendingTeachers = query(allTeachers, where('isApproved', '==', false));

/**
 * Every student: thousands of documents, which take the browser seconds to take in. `open` false holds the
 * listener back (the page opens it once the first page of cards is on screen).
 */
export function useAllStudents(open = true): LiveList<Student> {
  return useLiveQuery(open ? allStudents : null, studentFromData, errorMessages.studentsLoadFailed);
}

/** The newest page of students: the first cards to show while the whole list is still on its way. */
export function useNewestStudents(): LiveList<Student> {
  return useLiveQuery(newestStudents, studentFromData, errorMessages.studentsLoadFailed);
}

export function usePendingStudents(): LiveList<Student> {
  return useLiveQuery(pendingStudents, studentFromData, errorMessages.studentsLoadFailed);
}

export function useAllTeachers(): LiveList<Teacher> {
  return useLiveQuery(allTeachers, teacherFromData, errorMessages.teachersLoadFailed);
}

export function usePendingTeachers(): LiveList<Teacher> {
  return useLiveQuery(pendingTeachers, teacherFromData, errorMessages.pendingTeachersLoadFailed);
}
