import type { Appointment } from '@appointments/domain';
import { collections } from '@appointments/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { iso, isoOrNull } from './timestamps';

export const appointmentsCollection = () => db().collection(collections.appointments);
export const appointmentRef = (id: string) => appointmentsCollection().doc(id);

export function appointmentFromSnapshot(snapshot: DocumentSnapshot): Appointment {
  return appointmentFromData(snapshot.id, snapshot.data() ?? {});
}

/**
 * The same from the fields themselves: a handler that has just written them answers with what it wrote,
 * rather than reading the document back (one Firestore round trip less on the caller's wait).
 */
export function appointmentFromData(id: string, data: Record<string, unknown>): Appointment {
  return {
    ...(data as Omit<
      Appointment,
      '_id' | 'dateTime' | 'createdAt' | 'updatedAt' | 'autoUpdatedAt' | 'approvedAt' | 'canceledAt'
    >),
    _id: id,
    dateTime: iso(data.dateTime),
    createdAt: iso(data.createdAt),
    updatedAt: iso(data.updatedAt),
    autoUpdated: data.autoUpdated === true,
    autoUpdatedAt: isoOrNull(data.autoUpdatedAt),
    approvedAt: isoOrNull(data.approvedAt),
    ...(data.canceledAt === undefined ? {} : { canceledAt: isoOrNull(data.canceledAt) }),
  };
}
