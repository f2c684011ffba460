// The filters of the admin lists. Search and filtering run on the server (Firestore queries and
// aggregations); what is left here is the choice of filter and the wording of an empty list.
import type { AccountStatusFilter } from '@appointments/domain';

export type StatusFilter = AccountStatusFilter;
const STATUS_FILTERS: readonly StatusFilter[] = ['all', 'active', 'pending'];
export const ALL_DEPARTMENTS = '';

export function isStatusFilter(value: string): value is StatusFilter {
  return (STATUS_FILTERS as readonly string[]).includes(value);
}

export type StatusCounts = Record<StatusFilter, number>;

/** The departments on the given teachers, trimmed, once each, alphabetical. */
export function departmentsPresent(teachers: readonly { department: string }[]): string[] {
  const names = new Set(teachers.map((t) => t.department.trim()).filter((name) => name !== ''));
  return [...names].sort((a, b) => a.localeCompare(b));
}

/**
 * The department filter's options: those with teachers (by the server's counts), the ones on the cards
 * shown, and the one chosen, each with its count.
 */
export function departmentOptions(
  counts: Readonly<Record<string, number>> | undefined,
  shown: readonly string[],
  chosen: string,
): Array<{ name: string; count: number }> {
  const names = new Set([...Object.keys(counts ?? {}), ...shown, chosen].filter((name) => name !== ''));
  return [...names]
    .map((name) => ({ name, count: counts?.[name] ?? 0 }))
    .filter((option) => option.count > 0 || option.name === chosen)
    .sort((a, b) => a.name.localeCompare(b.name));
}

export type EmptyReason = 'none' | 'search' | 'filter';

/**
 * Why a list shows nothing: there is nothing at all, the search alone finds nothing, or the other filters
 * exclude what the search found.
 */
export function emptyReason(total: number, term: string, searchMatches: number): EmptyReason {
  if (total === 0) return 'none';
  return term.trim() !== '' && searchMatches === 0 ? 'search' : 'filter';
}
