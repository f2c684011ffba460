// The appointment's private place (with its video link), live: readable only by its student and
// its teacher (firestore.rules), so only their cards ask for it.
import {
  type AppointmentPlace,
  appointmentPlaceDoc,
  appointmentPlaceFromData,
  collections,
} from '@appointments/domain';
import { doc, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '@/lib/firebase';

interface Heard {
  appointmentId: string;
  place: AppointmentPlace | null;
}

/** Undefined while the listener has not answered; null when the appointment has no place stored. */
export function useAppointmentPlace(appointmentId: string | null): AppointmentPlace | null | undefined {
  const [heard, setHeard] = useState<Heard | null>(null);
  useEffect(() => {
    if (appointmentId === null) return;
    return onSnapshot(
      doc(
        firestore,
        collections.appointments,
        appointmentId,
        collections.appointmentPrivate,
        appointmentPlaceDoc,
      ),
      (snapshot) => setHeard({ appointmentId, place: appointmentPlaceFromData(snapshot.data()) }),
      // Appointments from before places existed have none; a refusal shows as no place, not an error.
      () => setHeard({ appointmentId, place: null }),
    );
  }, [appointmentId]);
  return heard !== null && heard.appointmentId === appointmentId ? heard.place : undefined;
}
