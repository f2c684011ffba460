// Which accounts of a list the admin picked for a bulk decision: some ids, or every account the list's
// filter matches (more than are loaded). A new search or filter starts a new selection.
import { useCallback, useEffect, useState } from 'react';

export interface Selection {
  ids: ReadonlySet<string>;
  /** Every account the filter matches, loaded or not. */
  allMatching: boolean;
}

const none: Selection = { ids: new Set(), allMatching: false };

export function useSelection(criteriaKey: string) {
  const [selection, setSelection] = useState<Selection>(none);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new criteria key is what clears it
  useEffect(() => setSelection(none), [criteriaKey]);
  const toggle = useCallback(
    (id: string) =>
      setSelection((current) => {
        const ids = new Set(current.ids);
        if (ids.has(id)) ids.delete(id);
        else ids.add(id);
        return { ids, allMatching: false };
      }),
    [],
  );
  const selectIds = useCallback(
    (ids: readonly string[]) => setSelection({ ids: new Set(ids), allMatching: false }),
    [],
  );
  const selectAllMatching = useCallback(() => setSelection({ ids: new Set(), allMatching: true }), []);
  const clear = useCallback(() => setSelection(none), []);
  return { selection, toggle, selectIds, selectAllMatching, clear };
}

/** How many accounts the selection stands for. */
export const selectedCount = (selection: Selection, matching: number) =>
  selection.allMatching ? matching : selection.ids.size;
