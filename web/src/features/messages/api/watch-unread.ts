import { collections, type SelfRegisterRole } from '@appointments/domain';
import { onAuthStateChanged } from 'firebase/auth';
import { collection, limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { sessionFirestore } from '@/lib/firebase';
import { auth } from '@/lib/firebase-auth';
import { conversationReader } from '../model/conversations';
import { unreadConversations } from '../model/unread-count';
import { CONVERSATIONS_PAGE } from './use-conversations';

/**
 * Counts, live, the user's conversations with a message they have not seen: the same query as the first page
 * of the Messages contact list (the newest conversations; an unread one is a recent one), read with the same
 * reader. Follows the signed-in user; 0 while signed out or when the query fails.
 */
export function watchUnreadConversations(
  role: SelfRegisterRole,
  onCount: (count: number) => void,
): () => void {
  const read = conversationReader(role);
  let stopQuery: (() => void) | undefined;
  const stopAuth = onAuthStateChanged(auth, (user) => {
    stopQuery?.();
    stopQuery = undefined;
    const firestore = sessionFirestore();
    if (!user || !firestore) return onCount(0);
    stopQuery = onSnapshot(
      query(
        collection(firestore, collections.conversations),
        where(`${role}Id`, '==', user.uid),
        orderBy('lastMessageAt', 'desc'),
        limit(CONVERSATIONS_PAGE),
      ),
      (snapshot) => onCount(unreadConversations(snapshot.docs.map((doc) => read(doc.id, doc.data())))),
      () => onCount(0),
    );
  });
  return () => {
    stopAuth();
    stopQuery?.();
  };
}
