// A Firestore query kept live: the lists of the dashboards update within a second of a change made
// anywhere (design brief), with no polling.
import type { Query } from 'firebase/firestore';
import { useCallback, useState } from 'react';
import { notify } from '../notify';
import { unchangedRowsReader } from '../unchanged-rows';
import { snapshots } from './listeners';
import { useLastShown } from './use-last-shown';
import { useLiveSource } from './use-live-source';

export interface LiveList<T> {
  items: T[];
  loading: boolean;
  failed: boolean;
  /** When the listener last delivered, for the 'Updated' line. */
  updatedAt: Date | null;
  /** Drops and reopens the listener: what the Refresh button means for live data. */
  resubscribe(): void;
}

interface Delivery<T> {
  items: T[];
  failed: boolean;
  updatedAt: Date;
}

/**
 * `query` must be memoised by the caller (a new object reopens the listener); `fromData` must be stable.
 * Rows of documents a snapshot did not change stay the same objects (unchanged-rows.ts). A failure shows
 * the catalogue's toast and empties the list, as the spec's loaders do. While a new query (or a refresh)
 * is loading, the previous rows stay on screen.
 */
export function useLiveQuery<T>(
  query: Query | null,
  fromData: (id: string, data: Record<string, unknown>) => T,
  failureMessage: string,
): LiveList<T> {
  const [generation, setGeneration] = useState(0);
  const live = useLiveSource<Delivery<T>>(
    query === null ? null : [query, fromData, failureMessage, generation],
    (emit) => {
      if (query === null) return () => {};
      const rowsOf = unchangedRowsReader(fromData);
      const subscription = snapshots(query).subscribe({
        next: (snapshot) => emit({ items: rowsOf(snapshot), failed: false, updatedAt: new Date() }),
        error: () => {
          notify.error(failureMessage);
          emit({ items: [], failed: true, updatedAt: new Date() });
        },
      });
      return () => subscription.unsubscribe();
    },
  );
  const resubscribe = useCallback(() => setGeneration((value) => value + 1), []);

  const delivery = useLastShown(query === null, live);
  return {
    items: delivery?.items ?? [],
    loading: query !== null && live === undefined,
    failed: delivery?.failed ?? false,
    updatedAt: delivery?.updatedAt ?? null,
    resubscribe,
  };
}
