// The dashboard's live lists (teachers, appointments). Like the shared useLiveQuery, but a snapshot
// re-reads only the documents it changed: every other item stays the same object, so the memoised
// cards of a long list skip their render and a change (an approval) shows without the whole list
// being rebuilt.
import { onSnapshot, type Query } from 'firebase/firestore';
import { useCallback, useEffect, useState } from 'react';
import { notify } from '@/lib/notify';
import type { LiveList } from '@/lib/use-live-query';

/**
 * `query` must be memoised by the caller (a new object reopens the listener); `fromData` must be stable.
 * A failure shows the catalogue's toast and empties the list, as the spec's loaders do.
 */
export function useLiveList<T>(
  query: Query | null,
  fromData: (id: string, data: Record<string, unknown>) => T,
  failureMessage: string,
): LiveList<T> {
  const [state, setState] = useState<Omit<LiveList<T>, 'resubscribe'>>({
    items: [],
    loading: query !== null,
    failed: false,
    updatedAt: null,
  });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (query === null) return;
    // Read so a refresh (a new generation) reopens the listener.
    void generation;
    setState((current) => ({ ...current, loading: true }));
    // This listener's items by document id; a new listener starts from nothing (all 'added').
    const itemsById = new Map<string, T>();
    return onSnapshot(
      query,
      (snapshot) => {
        for (const change of snapshot.docChanges()) {
          const { id } = change.doc;
          if (change.type === 'removed') itemsById.delete(id);
          else itemsById.set(id, fromData(id, change.doc.data()));
        }
        setState({
          items: snapshot.docs.map(
            (document) => itemsById.get(document.id) ?? fromData(document.id, document.data()),
          ),
          loading: false,
          failed: false,
          updatedAt: new Date(),
        });
      },
      () => {
        notify.error(failureMessage);
        setState({ items: [], loading: false, failed: true, updatedAt: new Date() });
      },
    );
  }, [query, fromData, failureMessage, generation]);

  const resubscribe = useCallback(() => setGeneration((value) => value + 1), []);
  return { ...state, resubscribe };
}
