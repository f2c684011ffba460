import { collections, messagesTexts, type SelfRegisterRole } from '@appointments/domain';
import { collection, orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useLivePages } from '@/lib/live/use-live-pages';
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
 * The user's conversations, most recent first, live: a new message moves its conversation to the top, also
 * from a page loaded later. One query on the conversations the user takes part in, a page at a time (each
 * 'Load more' one more listener after the last conversation shown), never the other role's accounts.
 */
export function useConversations(role: SelfRegisterRole, ownId: string): Conversations {
  const firestore = useFirestore();
  const conversations = useMemo(
    () =>
      query(
        collection(firestore, collections.conversations),
        where(`${role}Id`, '==', ownId),
        orderBy('lastMessageAt', 'desc'),
      ),
    [role, ownId, firestore],
  );
  const live = useLivePages(
    conversations,
    CONVERSATIONS_PAGE,
    readers[role],
    messagesTexts.contactsLoadFailed,
  );
  return {
    items: live.items,
    loading: live.loading,
    hasMore: live.hasMore || live.loadingMore,
    loadMore: live.loadMore,
  };
}
