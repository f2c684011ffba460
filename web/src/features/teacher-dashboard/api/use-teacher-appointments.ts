import { collections, errorMessages } from '@appointments/domain';
import { collection, onSnapshot, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '@/lib/firebase';
import { notify } from '@/lib/notify';
import { unchangedRowsReader } from '@/lib/unchanged-rows';
import type { LiveState } from './live-state';
import { type TeacherAppointment, toTeacherAppointment } from './teacher-appointment';

const EMPTY: LiveState<TeacherAppointment[]> = { data: [], loading: true, error: null };

/**
 * Appointments addressed to the teacher, live (this replaces the spec's 30-second polling). The query
 * must filter on the teacher's own id: the rules refuse a list that could return someone else's.
 * Only the documents a snapshot changes are read again; every other row stays the same object, so the
 * memoised cards of a long list skip their render and the new request shows at once.
 */
export function useTeacherAppointments(teacherId: string | undefined): LiveState<TeacherAppointment[]> {
  const [state, setState] = useState(EMPTY);
  useEffect(() => {
    if (!teacherId) return;
    setState(EMPTY);
    const mine = query(collection(firestore, collections.appointments), where('teacherId', '==', teacherId));
    // null marks a document that cannot be shown (no readable time).
    const rowsOf = unchangedRowsReader(toTeacherAppointment);
    return onSnapshot(
      mine,
      (snapshot) => {
        const rows = rowsOf(snapshot).filter((row): row is TeacherAppointment => row !== null);
        setState({ data: rows, loading: false, error: null });
      },
      (error) => {
        console.warn('Appointments listener failed', error);
        notify.error(errorMessages.appointmentsLoadFailed);
        setState({ data: [], loading: false, error: errorMessages.appointmentsLoadFailed });
      },
    );
  }, [teacherId]);
  return state;
}
