import { collections, errorMessages } from '@appointments/domain';
import { collection, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveQuery } from '@/lib/live/use-live-query';
import { type TeacherAppointment, toTeacherAppointment } from './teacher-appointment';

export interface TeacherAppointments {
  data: TeacherAppointment[];
  loading: boolean;
}

/**
 * Appointments addressed to the teacher, live (this replaces the spec's 30-second polling). The query
 * must filter on the teacher's own id: the rules refuse a list that could return someone else's.
 * Only the documents a snapshot changes are read again; every other row stays the same object, so the
 * memoised cards of a long list skip their render and the new request shows at once.
 */
export function useTeacherAppointments(teacherId: string | undefined): TeacherAppointments {
  const firestore = useFirestore();
  const mine = useMemo(
    () =>
      teacherId
        ? query(collection(firestore, collections.appointments), where('teacherId', '==', teacherId))
        : null,
    [teacherId, firestore],
  );
  const live = useLiveQuery(mine, toTeacherAppointment, errorMessages.appointmentsLoadFailed);
  // null marks a document that cannot be shown (no readable time).
  const data = useMemo(
    () => live.items.filter((row): row is TeacherAppointment => row !== null),
    [live.items],
  );
  return { data, loading: teacherId === undefined || live.loading };
}
