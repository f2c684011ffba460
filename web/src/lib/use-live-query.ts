// A Firestore query kept live with onSnapshot: the lists of the dashboard update within a second of a
// change made anywhere (design brief), with no polling.
import { onSnapshot, type Query } from 'firebase/firestore';
import { useCallback, useEffect, useState } from 'react';
import { notify } from './notify';
import { unchangedRowsReader } from './unchanged-rows';

export interface LiveList<T> {
  items: T[];
  loading: boolean;
  failed: boolean;
  /** When the listener last delivered, for the 'Updated' line. */
  updatedAt: Date | null;
  /** Drops and reopens the listener: what the Refresh button means for live data. */
  resubscribe(): void;
}

/**
 * `query` must be memoised by the caller (a new object reopens the listener); `fromData` must be stable.
 * A failure shows the catalogue's toast and empties the list, as the spec's loaders do.
 */
export function useLiveQuery<T>(
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
    const rowsOf = unchangedRowsReader(fromData);
    return onSnapshot(
      query,
      (snapshot) =>
        setState({ items: rowsOf(snapshot), loading: false, failed: false, updatedAt: new Date() }),
      () => {
        notify.error(failureMessage);
        setState({ items: [], loading: false, failed: true, updatedAt: new Date() });
      },
    );
  }, [query, fromData, failureMessage, generation]);

  const resubscribe = useCallback(() => setGeneration((value) => value + 1), []);
  return { ...state, resubscribe };
}
