import type { Message } from '@appointments/domain';
import { collections } from '@appointments/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { iso } from './timestamps';

/** One conversation per student and teacher pair, messages below it. */
export const conversationRef = (studentId: string, teacherId: string) =>
  db().collection(collections.conversations).doc(`${studentId}_${teacherId}`);

export function messageFromSnapshot(snapshot: DocumentSnapshot): Message {
  return {
    _id: snapshot.id,
    content: String(snapshot.get('content') ?? ''),
    senderModel: snapshot.get('senderModel') === 'teacher' ? 'teacher' : 'student',
    sentAt: iso(snapshot.get('sentAt')),
  };
}
