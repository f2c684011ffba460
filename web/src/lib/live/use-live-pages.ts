// A long list kept live a page at a time: 'Load more' opens one more listener after the last row's cursor,
// so each page reads only its own documents and the rows already shown are not read again (live-pages.ts).
import type { DocumentSnapshot, Query } from 'firebase/firestore';
import { useCallback, useRef, useState } from 'react';
import { notify } from '../notify';
import { openLivePages, type PagesDelivery } from './live-pages';
import { useLastShown } from './use-last-shown';
import type { LiveList } from './use-live-query';
import { useLiveSource } from './use-live-source';

export interface LivePages<T> extends LiveList<T> {
  /** The last page came back full: 'Load more' may find more. */
  hasMore: boolean;
  /** A page asked for has not answered yet. */
  loadingMore: boolean;
  /** Opens the next page (one more listener of `pageSize` documents). */
  loadMore(): void;
}

const nothing = () => {};

/**
 * `base` is the whole list's query (filters and order, no limit), memoised by the caller: a new query starts
 * again at the first page. `fromData` must be stable. Rows of unchanged documents stay the same objects,
 * also when a row moves to another page. A failure shows the catalogue's toast; the pages before the one that
 * failed stay. While a new query is loading, the previous rows stay on screen; `resubscribe()` (Refresh)
 * reopens the same pages.
 */
export function useLivePages<T>(
  base: Query | null,
  pageSize: number,
  fromData: (id: string, data: Record<string, unknown>) => T,
  failureMessage: string,
): LivePages<T> {
  const [generation, setGeneration] = useState(0);
  // The pages a refresh reopens, handed from the source being replaced to the next one.
  const reopen = useRef<readonly (DocumentSnapshot | null)[] | null>(null);
  const live = useLiveSource<PagesDelivery<T>>(
    base === null ? null : [base, pageSize, fromData, failureMessage, generation],
    (emit) => {
      if (base === null) return nothing;
      const starts = reopen.current;
      reopen.current = null;
      return openLivePages(
        base,
        { pageSize, fromData, starts, onFailure: () => notify.error(failureMessage) },
        emit,
      );
    },
  );

  const latest = useRef(live);
  latest.current = live;
  const resubscribe = useCallback(() => {
    reopen.current = latest.current?.starts ?? null;
    setGeneration((value) => value + 1);
  }, []);
  const loadMore = useCallback(() => latest.current?.loadMore(), []);

  const delivery = useLastShown(base === null, live);
  return {
    items: delivery?.items ?? [],
    loading: base !== null && live === undefined,
    failed: delivery?.failed ?? false,
    updatedAt: delivery?.updatedAt ?? null,
    hasMore: live?.hasMore ?? false,
    loadingMore: live?.loadingMore ?? false,
    resubscribe,
    loadMore,
  };
}
