import type { AccountCounts } from '@appointments/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '@/lib/notify';
import type { ListCriteria } from '../model/list-state';
import { fetchAccountCounts, type ManagedRole } from './admin-api';

/**
 * The counts of a list from the API, asked again when the criteria change and whenever `refreshKey` does
 * (the page derives it from the live page, so an approval or deletion moves the totals). Asked again for the
 * same criteria (a change the list saw, or Refresh), they are counted afresh: the stored totals follow a
 * write a moment later, by a trigger.
 */
export function useAccountCounts(
  role: ManagedRole,
  criteria: ListCriteria,
  /** The departments to count beside the standard ones; null for no department counts. */
  departments: readonly string[] | null,
  /** Null while the list itself is loading: the counts are asked for once it has arrived. */
  refreshKey: string | null,
): { counts: AccountCounts | null; reload(): void } {
  const [counts, setCounts] = useState<AccountCounts | null>(null);
  const [generation, setGeneration] = useState(0);
  // Answers can arrive out of order; only the latest request may set the counts.
  const latest = useRef(0);
  const asked = useRef('');
  const { search, status, department } = criteria;
  const departmentsKey = departments === null ? null : departments.join('\u0000');

  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey and generation are triggers to ask again.
  useEffect(() => {
    if (refreshKey === null) return;
    const request = ++latest.current;
    const names =
      departmentsKey === null ? null : departmentsKey === '' ? [] : departmentsKey.split('\u0000');
    const criteriaKey = JSON.stringify([role, search, status, department]);
    const fresh = asked.current === criteriaKey;
    asked.current = criteriaKey;
    fetchAccountCounts(role, { search, status, department }, names, fresh).then(
      (fresh) => {
        if (request === latest.current) setCounts(fresh);
      },
      (failure: unknown) => {
        if (request === latest.current)
          notify.error(failure instanceof Error ? failure.message : String(failure));
      },
    );
  }, [role, search, status, department, departmentsKey, refreshKey, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { counts, reload };
}
