import { errorMessages } from '@appointments/domain';
import { collection, onSnapshot, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '@/lib/firebase';
import { notify } from '@/lib/notify';
import type { LiveState } from './live-state';
import { type TeacherAppointment, toTeacherAppointment } from './teacher-appointment';

const EMPTY: LiveState<TeacherAppointment[]> = { data: [], loading: true, error: null };

/**
 * Appointments addressed to the teacher, live (this replaces the spec's 30-second polling). The query
 * must filter on the teacher's own id: the rules refuse a list that could return someone else's.
 */
export function useTeacherAppointments(teacherId: string | undefined): LiveState<TeacherAppointment[]> {
  const [state, setState] = useState(EMPTY);
  useEffect(() => {
    if (!teacherId) return;
    setState(EMPTY);
    const mine = query(collection(firestore, 'appointments'), where('teacherId', '==', teacherId));
    return onSnapshot(
      mine,
      (snapshot) => {
        const rows = snapshot.docs
          .map((document) => toTeacherAppointment(document.id, document.data()))
          .filter((row): row is TeacherAppointment => row !== null);
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
