import { type Appointment, collections, errorMessages } from '@appointments/domain';
import { collection, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { firestore } from '@/lib/firebase';
import type { LiveList } from '@/lib/use-live-query';
import { useLiveQuery } from '@/lib/use-live-query';
import { appointmentFromData } from './documents';

/** The signed-in student's appointments, live; the rules require the studentId filter. */
export function useMyAppointments(studentId: string | null): LiveList<Appointment> {
  const mine = useMemo(
    () =>
      studentId === null
        ? null
        : query(collection(firestore, collections.appointments), where('studentId', '==', studentId)),
    [studentId],
  );
  return useLiveQuery(mine, appointmentFromData, errorMessages.appointmentsLoadFailed);
}
