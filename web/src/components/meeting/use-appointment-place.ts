// The appointment's private place (with its video link), live: readable only by its student and
// its teacher (firestore.rules), so only their cards ask for it.
import { type AppointmentPlace, appointmentPlaceDoc, collections } from '@appointments/domain';
import { type DocumentSnapshot, doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { storedDocuments } from '@/lib/live/stored-documents';
import { useLiveValue } from '@/lib/live/use-live-value';

function placeOf(snapshot: DocumentSnapshot): AppointmentPlace | null {
  if (!snapshot.exists()) return null;
  const { readDocument, appointmentPlaceDocument } = storedDocuments();
  // The document repeats its two people's ids for the rules; the screen wants the place alone.
  const {
    studentId: _student,
    teacherId: _teacher,
    ...place
  } = readDocument(appointmentPlaceDocument, snapshot.data(), snapshot.ref.path);
  return place;
}

// Appointments from before places existed have none; a refusal shows as no place, not an error.
function noPlace(): null {
  return null;
}

/** Undefined while the listener has not answered; null when the appointment has no place stored. */
export function useAppointmentPlace(appointmentId: string | null): AppointmentPlace | null | undefined {
  const firestore = useFirestore();
  const place =
    appointmentId === null
      ? null
      : doc(
          firestore,
          collections.appointments,
          appointmentId,
          collections.appointmentPrivate,
          appointmentPlaceDoc,
        );
  return useLiveValue(place, placeOf, noPlace);
}
