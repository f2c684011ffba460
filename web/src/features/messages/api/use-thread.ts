import { collections, type Message, messagesTexts } from '@appointments/domain';
import { collection, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { storedDocuments } from '@/lib/live/stored-documents';
import { type LiveList, useLiveQuery } from '@/lib/live/use-live-query';

function messageFromData(id: string, data: unknown): Message {
  const { readDocument, messageDocument, messageView } = storedDocuments();
  return messageView(id, readDocument(messageDocument, data, id));
}

/** One conversation's messages, oldest first, live: the other side's messages arrive without polling. */
export function useThread(conversationId: string): LiveList<Message> {
  const firestore = useFirestore();
  const messages = useMemo(
    () =>
      query(
        collection(firestore, collections.conversations, conversationId, collections.messages),
        orderBy('sentAt'),
      ),
    [conversationId, firestore],
  );
  return useLiveQuery(messages, messageFromData, messagesTexts.messagesLoadFailed);
}
