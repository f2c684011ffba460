import { collections, messagesTexts, type SelfRegisterRole } from '@appointments/domain';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useCallback, useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveQuery } from '@/lib/use-live-query';
import { type ConversationSummary, conversationReader } from '../model/conversations';

/** Conversations shown at first, and added by each 'Load more'. */
export const CONVERSATIONS_PAGE = 30;

export interface Conversations {
  items: ConversationSummary[];
  loading: boolean;
  /** The last page was full: there may be older conversations. */
  hasMore: boolean;
  loadMore(): void;
}

const readers = { student: conversationReader('student'), teacher: conversationReader('teacher') };

/**
 * The user's conversations, most recent first, live: a new message moves its conversation to the top.
 * One query on the conversations the user takes part in, a page at a time, never the other role's accounts.
 */
export function useConversations(role: SelfRegisterRole, ownId: string): Conversations {
  const firestore = useFirestore();
  const [pages, setPages] = useState(1);
  const size = pages * CONVERSATIONS_PAGE;
  const conversations = useMemo(
    () =>
      query(
        collection(firestore, collections.conversations),
        where(`${role}Id`, '==', ownId),
        orderBy('lastMessageAt', 'desc'),
        limit(size),
      ),
    [role, ownId, size, firestore],
  );
  const live = useLiveQuery(conversations, readers[role], messagesTexts.contactsLoadFailed);
  const loadMore = useCallback(() => setPages((value) => value + 1), []);
  return {
    items: live.items,
    loading: live.loading,
    hasMore: live.items.length >= size,
    loadMore,
  };
}
