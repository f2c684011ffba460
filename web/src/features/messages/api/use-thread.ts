import { collections, type Message, messagesTexts } from '@appointments/domain';
import { collection, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { firestore } from '@/lib/firebase';
import { type LiveList, useLiveQuery } from '@/lib/use-live-query';
import { messageFromData } from './documents';

/** One conversation's messages, oldest first, live: the other side's messages arrive without polling. */
export function useThread(conversationId: string): LiveList<Message> {
  const messages = useMemo(
    () =>
      query(
        collection(firestore, collections.conversations, conversationId, collections.messages),
        orderBy('sentAt'),
      ),
    [conversationId],
  );
  return useLiveQuery(messages, messageFromData, messagesTexts.messagesLoadFailed);
}
