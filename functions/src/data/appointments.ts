import type { Appointment } from '@appointments/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { collections } from './collections';
import { iso, isoOrNull } from './timestamps';

export const appointmentsCollection = () => db().collection(collections.appointments);
export const appointmentRef = (id: string) => appointmentsCollection().doc(id);

export function appointmentFromSnapshot(snapshot: DocumentSnapshot): Appointment {
  const data = snapshot.data() ?? {};
  return {
    ...(data as Omit<Appointment, '_id' | 'dateTime' | 'createdAt' | 'updatedAt' | 'autoUpdatedAt'>),
    _id: snapshot.id,
    dateTime: iso(data.dateTime),
    createdAt: iso(data.createdAt),
    updatedAt: iso(data.updatedAt),
    autoUpdated: data.autoUpdated === true,
    autoUpdatedAt: isoOrNull(data.autoUpdatedAt),
  };
}
