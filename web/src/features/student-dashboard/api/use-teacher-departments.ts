import { collections, errorMessages } from '@appointments/domain';
import { collection, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { storedDocuments } from '@/lib/live/stored-documents';
import { useLiveQuery } from '@/lib/live/use-live-query';
import { type DepartmentCount, listedDepartments } from '../model/teacher-filters';

function departmentFromData(id: string, data: unknown): DepartmentCount {
  const { readDocument, teacherDepartmentDocument } = storedDocuments();
  const { name, count } = readDocument(teacherDepartmentDocument, data, id);
  return { department: name, count };
}

export interface TeacherDepartments {
  departments: DepartmentCount[];
  /** Every approved teacher. */
  total: number;
  loading: boolean;
  resubscribe(): void;
}

/** The dropdown's departments with their counts, and the number of approved teachers, live. */
export function useTeacherDepartments(): TeacherDepartments {
  const firestore = useFirestore();
  // A handful of documents, one per department, kept by the server (functions/src/services/teacher-departments.ts).
  const departmentCounts = useMemo(
    () => query(collection(firestore, collections.teacherDepartments)),
    [firestore],
  );
  const live = useLiveQuery(departmentCounts, departmentFromData, errorMessages.teachersLoadFailed);
  const listed = useMemo(() => listedDepartments(live.items), [live.items]);
  return { ...listed, loading: live.loading, resubscribe: live.resubscribe };
}
