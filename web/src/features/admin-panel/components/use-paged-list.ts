// The long lists show their cards a page at a time: 10,000 student cards at once would keep the panel blank
// for seconds. Counts, search and filters still run over the whole list; only the rendering is paged.
import { useState } from 'react';
import { CARDS_PER_PAGE } from '../model/paging';

export interface PagedList<T> {
  /** The cards to render: the first pages of `items`. */
  visible: T[];
  /** How many of `items` are not rendered yet. */
  remaining: number;
  showMore(): void;
}

/**
 * `criteria` names the search and filters that produced `items`: when it changes the list starts again at
 * one page, while a live update of the same list keeps the pages already shown.
 */
export function usePagedList<T>(items: readonly T[], criteria: string): PagedList<T> {
  const [page, setPage] = useState({ criteria, limit: CARDS_PER_PAGE });
  let limit = page.limit;
  if (page.criteria !== criteria) {
    // Adjusting state while rendering (React's pattern for state derived from props): no extra commit.
    limit = CARDS_PER_PAGE;
    setPage({ criteria, limit });
  }
  return {
    visible: items.slice(0, limit),
    remaining: Math.max(0, items.length - limit),
    showMore: () => setPage((current) => ({ ...current, limit: current.limit + CARDS_PER_PAGE })),
  };
}
