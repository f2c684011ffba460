import type { Appointment } from '@appointments/domain';
import { collections } from '@appointments/domain';
import { type AppointmentDocument, appointmentView } from '@appointments/domain/documents';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { converters } from './converters';

export const appointmentsCollection = () =>
  db().collection(collections.appointments).withConverter(converters.appointment);
export const appointmentRef = (id: string) => appointmentsCollection().doc(id);

/** The appointment as the API answers with it; an absent document is not one. */
export function appointmentFromSnapshot(snapshot: DocumentSnapshot<AppointmentDocument>): Appointment {
  const document = snapshot.data();
  if (!document) throw new Error(`${snapshot.ref.path} does not exist`);
  return appointmentView(snapshot.id, document);
}

/**
 * The same from the fields themselves: a handler that has just written them answers with what it wrote,
 * rather than reading the document back (one Firestore round trip less on the caller's wait).
 */
export function appointmentFromData(id: string, document: AppointmentDocument): Appointment {
  return appointmentView(id, document);
}
