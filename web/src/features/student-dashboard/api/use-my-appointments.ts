import { type Appointment, collections, errorMessages } from '@appointments/domain';
import { appointmentDocument, appointmentView, documentReader } from '@appointments/domain/documents';
import { collection, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { LiveList } from '@/lib/live/use-live-query';
import { useLiveQuery } from '@/lib/live/use-live-query';

const appointmentFromData = documentReader(appointmentDocument, appointmentView);

/** The signed-in student's appointments, live; the rules require the studentId filter. */
export function useMyAppointments(studentId: string | null): LiveList<Appointment> {
  const firestore = useFirestore();
  const mine = useMemo(
    () =>
      studentId === null
        ? null
        : query(collection(firestore, collections.appointments), where('studentId', '==', studentId)),
    [studentId, firestore],
  );
  return useLiveQuery(mine, appointmentFromData, errorMessages.appointmentsLoadFailed);
}
