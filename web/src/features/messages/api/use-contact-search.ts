import { type Contact, messagesTexts, type SelfRegisterRole } from '@appointments/domain';
import { useEffect, useState } from 'react';
import { notify } from '@/lib/notify';
import { searchContacts } from './messages-api';

/** Typing pauses this long before the server is asked, so a word typed quickly is one request. */
export const SEARCH_DELAY_MS = 250;

export interface ContactSearch {
  /** False while the term is blank: the list shows the conversations instead. */
  active: boolean;
  items: Contact[];
  loading: boolean;
}

/**
 * The people of the other role matching `term`, served by the account search (never a list of everyone);
 * an answer to an older term is dropped.
 */
export function useContactSearch(ownRole: SelfRegisterRole, term: string): ContactSearch {
  const typed = term.trim();
  const [state, setState] = useState<{ term: string; items: Contact[] }>({ term: '', items: [] });

  useEffect(() => {
    if (typed === '') return;
    let current = true;
    const timer = setTimeout(() => {
      searchContacts(ownRole, typed)
        .then((items) => {
          if (current) setState({ term: typed, items });
        })
        .catch((error: unknown) => {
          if (!current) return;
          notify.error(error instanceof Error ? error.message : messagesTexts.contactsLoadFailed);
          setState({ term: typed, items: [] });
        });
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [ownRole, typed]);

  const answered = state.term === typed;
  // The previous answer stays on screen while the next one is on its way.
  return { active: typed !== '', items: typed === '' ? [] : state.items, loading: typed !== '' && !answered };
}
