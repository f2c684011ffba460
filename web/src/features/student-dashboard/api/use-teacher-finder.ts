import {
  collections,
  errorMessages,
  matchesSearch,
  NEXT_SLOT_AT_FIELD,
  SEARCH_KEYS_FIELD,
  searchQueryOf,
  teacherSearchFieldsOf,
  teacherSearchTexts,
} from '@appointments/domain';
import { collection, orderBy, type QueryConstraint, query, where } from 'firebase/firestore';
import { useCallback, useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import { storedDocuments } from '@/lib/live/stored-documents';
import { useLivePages } from '@/lib/live/use-live-pages';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useServerCount } from '@/lib/use-server-count';
import {
  ALL_DEPARTMENTS,
  type DepartmentCount,
  type ListedTeacher,
  sortTeachersBySoonestSlot,
} from '../model/teacher-filters';
import { useTeacherDepartments } from './use-teacher-departments';

/** Cards on the first page, and added by each 'Show more'. */
export const TEACHERS_PAGE = 24;
const SEARCH_DELAY_MS = 250;

export interface TeacherFinder {
  search: string;
  setSearch(value: string): void;
  /** The search the cards and the count answer: `search` once typing has paused. */
  searched: string;
  department: string;
  setDepartment(value: string): void;
  /** The pages loaded so far, soonest free slot first, each with that slot's time. */
  teachers: ListedTeacher[];
  departments: DepartmentCount[];
  /** Every approved teacher, for 'All Departments (N)' and the statistics. */
  total: number;
  /** The department counts (and so `total`) have not arrived yet. */
  totalLoading: boolean;
  /** How many teachers the department and search select (all pages); null until counted. */
  matching: number | null;
  loading: boolean;
  hasMore: boolean;
  /** The page 'Show more' asked for has not answered yet. */
  loadingMore: boolean;
  showMore(): void;
  updatedAt: Date | null;
  refresh(): void;
}

// A card carries fields the grid never shows but the long-search check needs.
function withSearchTexts(id: string, data: Record<string, unknown>) {
  const { readDocument, teacherCardDocument, teacherCardView } = storedDocuments();
  return {
    card: teacherCardView(id, readDocument(teacherCardDocument, data, id)),
    texts: teacherSearchTexts(teacherSearchFieldsOf(data)),
  };
}

/**
 * Find Teachers, a page at a time, the teachers with the soonest free slot first (then the best rated, then by
 * name), so those a student can book soonest are on the first page rather than behind 'Show more': the department is an equality filter, the search an `array-contains` on
 * the account search keys, both in the query, so the first page shows before any other teacher is read and
 * the count of matches is an aggregation. 'Show more' opens one more page after the last card (a cursor,
 * lib/live/use-live-pages.ts): it reads one page of new teachers, and every page shown stays live.
 */
/** `now` is the minute clock: a slot that passes (or gets too close to book) stops counting as the next. */
export function useTeacherFinder(now: Date): TeacherFinder {
  const firestore = useFirestore();
  const [search, setSearch] = useState('');
  const [department, setDepartment] = useState(ALL_DEPARTMENTS);
  const typed = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const searchQuery = searchQueryOf(typed);
  const key = searchQuery?.key ?? null;
  const departments = useTeacherDepartments();

  // A new department or search is a new query: the list starts again at its first page.
  const filters = useMemo(() => {
    const constraints: QueryConstraint[] = [where('isApproved', '==', true)];
    if (department !== ALL_DEPARTMENTS) constraints.push(where('department', '==', department));
    if (key !== null) constraints.push(where(SEARCH_KEYS_FIELD, 'array-contains', key));
    return query(collection(firestore, collections.teachers), ...constraints);
  }, [department, key, firestore]);
  const bySoonestSlot = useMemo(
    () => query(filters, orderBy(NEXT_SLOT_AT_FIELD), orderBy('averageRating', 'desc'), orderBy('name')),
    [filters],
  );
  const live = useLivePages(bySoonestSlot, TEACHERS_PAGE, withSearchTexts, errorMessages.teachersLoadFailed);

  // A search longer than a key is checked whole on what its first key found.
  const rest = searchQuery?.rest ?? null;
  const teachers = useMemo(
    () =>
      sortTeachersBySoonestSlot(
        live.items
          .filter((item) => rest === null || matchesSearch(item.texts, typed))
          .map((item) => item.card),
        now,
      ),
    [live.items, rest, typed, now],
  );

  const filtered = department !== ALL_DEPARTMENTS || key !== null;
  // Counted again when a loaded page changes (a teacher joins or leaves the selection).
  const counted = useServerCount(filtered ? filters : null, live.updatedAt);
  // The button stays (busy) while the page it asked for loads.
  const hasMore = live.hasMore || live.loadingMore;
  const matching =
    department === ALL_DEPARTMENTS && key === null
      ? departments.loading
        ? null
        : departments.total
      : rest !== null && !hasMore
        ? teachers.length
        : counted;

  const { resubscribe: resubscribePage } = live;
  const { resubscribe: resubscribeDepartments } = departments;
  const refresh = useCallback(() => {
    resubscribePage();
    resubscribeDepartments();
  }, [resubscribePage, resubscribeDepartments]);

  // One object per change, so the memoised section skips the renders a change elsewhere on the page causes.
  return useMemo(
    () => ({
      search,
      setSearch,
      searched: typed,
      department,
      setDepartment,
      teachers,
      departments: departments.departments,
      total: departments.total,
      totalLoading: departments.loading,
      matching,
      loading: live.loading,
      hasMore,
      loadingMore: live.loadingMore,
      showMore: live.loadMore,
      updatedAt: live.updatedAt,
      refresh,
    }),
    [
      search,
      typed,
      department,
      teachers,
      departments.departments,
      departments.total,
      departments.loading,
      matching,
      live.loading,
      hasMore,
      live.loadingMore,
      live.loadMore,
      live.updatedAt,
      refresh,
    ],
  );
}
