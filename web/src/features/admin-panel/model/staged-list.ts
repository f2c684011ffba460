// The first page of a list renders in slices: the section shows its loading line for one painted frame
// more, then takes the cards in through a transition (lib/use-after-paint.ts), which yields to the browser
// between components. Every later snapshot (an approval, a new registration) renders at once, as before.
import { useAfterPaint } from '@/lib/use-after-paint';
import type { AccountListState, UseAccountList } from './list-state';

/** `useList`, whose first loaded page reaches the section after a paint, in a transition. */
export function stagedList<A>(useList: UseAccountList<A>): UseAccountList<A> {
  return function useStagedList(criteria) {
    const list = useList(criteria);
    const shown = useAfterPaint(!list.loading || list.items.length > 0);
    if (shown) return list;
    const waiting: AccountListState<A> = { ...list, items: [], loading: true, hasMore: false };
    return waiting;
  };
}
