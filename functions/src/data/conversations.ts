import type { Message } from '@appointments/domain';
import { collections } from '@appointments/domain';
import { messageDocument, messageView, readDocument } from '@appointments/domain/documents';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';

/** One conversation per student and teacher pair, messages below it. */
export const conversationRef = (studentId: string, teacherId: string) =>
  db().collection(collections.conversations).doc(`${studentId}_${teacherId}`);

export function messageFromSnapshot(snapshot: DocumentSnapshot): Message {
  return messageView(snapshot.id, readDocument(messageDocument, snapshot.data(), snapshot.ref.path));
}
