// The admin panel's four live lists (this replaces the spec's 30 s and 60 s polling): a registration,
// approval or deletion anywhere shows within a second. The rules let an admin list both collections.
import { errorMessages, type Student, type Teacher } from '@appointments/domain';
import { collection, query, where } from 'firebase/firestore';
import { firestore } from '@/lib/firebase';
import { type LiveList, useLiveQuery } from '@/lib/use-live-query';
import { studentFromData, teacherFromData } from './documents';

// Built once at module load: useLiveQuery reopens its listener whenever it is handed a new query object.
const allStudents = collection(firestore, 'students');
const pendingStudents = query(allStudents, where('isApproved', '==', false));
const allTeachers = collection(firestore, 'teachers');
const pendingTeachers = query(allTeachers, where('isApproved', '==', false));

export function useAllStudents(): LiveList<Student> {
  return useLiveQuery(allStudents, studentFromData, errorMessages.studentsLoadFailed);
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
