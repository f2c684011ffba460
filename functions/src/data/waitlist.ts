import { collections } from '@appointments/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { converters } from './converters';

export const waitlistCollection = () =>
  db().collection(collections.waitlist).withConverter(converters.waitlistEntry);
export const waitlistRef = (id: string) => waitlistCollection().doc(id);

/** One line in joining order: a slot's (by its key) or the teacher's general one (null). */
export const lineQuery = (teacherId: string, slotKey: string | null) =>
  waitlistCollection()
    .where('teacherId', '==', teacherId)
    .where('slotKey', '==', slotKey)
    .orderBy('joinedAt');

/** The students waiting in a line, first come first; `limit` of them. */
export const waitingQuery = (teacherId: string, slotKey: string | null, limit: number) =>
  waitlistCollection()
    .where('teacherId', '==', teacherId)
    .where('slotKey', '==', slotKey)
    .where('status', '==', 'waiting')
    .orderBy('joinedAt')
    .limit(limit);

export const studentEntriesQuery = (studentId: string) =>
  waitlistCollection().where('studentId', '==', studentId);

/** Offers whose hold has run out at `now`. */
export const expiredOffersQuery = (now: Date) =>
  waitlistCollection()
    .where('status', '==', 'offered')
    .where('offer.expiresAt', '<=', Timestamp.fromDate(now));
