import { type Appointment, collections, errorMessages } from '@appointments/domain';
import { collection, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { storedDocuments } from '@/lib/live/stored-documents';
import type { LiveList } from '@/lib/live/use-live-query';
import { useLiveQuery } from '@/lib/live/use-live-query';

function appointmentFromData(id: string, data: unknown): Appointment {
  const { readDocument, appointmentDocument, appointmentView } = storedDocuments();
  return appointmentView(id, readDocument(appointmentDocument, data, id));
}

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
