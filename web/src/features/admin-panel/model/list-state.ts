// What a section of the admin panel shows of one account list: the live pages loaded so far and the counts
// from the server's aggregations. The sections take it from a hook, so tests can hand them any list.
import type { AccountCounts, AccountStatusFilter } from '@appointments/domain';

export interface ListCriteria {
  search: string;
  status: AccountStatusFilter;
  /** Teachers only; '' for every department. */
  department: string;
}

export interface AccountListState<A> {
  /** The pages loaded so far, newest first, live. */
  items: readonly A[];
  loading: boolean;
  /**
   * False while the typed search or a new filter is not applied yet (the items are still the previous
   * criteria's): nothing may act on "every account listed" meanwhile.
   */
  settled: boolean;
  updatedAt: Date | null;
  /** Aggregation counts for these criteria; null until the first answer. */
  counts: AccountCounts | null;
  /** True while more accounts match than are loaded. */
  hasMore: boolean;
  /** The page asked for by `loadMore` has not answered yet. */
  loadingMore?: boolean;
  /** Opens the next page of 50 (after the last account listed). */
  loadMore(): void;
  /** Reopens the listener and asks for the counts again. */
  refresh(): void;
}

/** A hook giving one list for the criteria; it must be the same function on every render. */
export type UseAccountList<A> = (criteria: ListCriteria) => AccountListState<A>;

/** How many of the matches are not loaded yet (for 'Show more (N not shown)'). */
export function remainingOf(state: Pick<AccountListState<unknown>, 'items' | 'counts' | 'hasMore'>): number {
  if (!state.hasMore) return 0;
  return Math.max(1, (state.counts?.matching ?? 0) - state.items.length);
}
