// The admin panel's account lists: pages of 50, each its own Firestore listener after the previous page's
// last account (lib/live/use-live-pages.ts), so 'Show more' reads 50 new accounts and every card shown stays
// live (an approval, registration or deletion shows within a second); filtered and searched by the query
// itself; the counts come from the API's aggregations. No list reads more accounts than it shows.

import {
  ACCOUNT_PAGE_SIZE,
  errorMessages,
  matchesSearch,
  type Student,
  searchQueryOf,
  studentSearchTexts,
  type Teacher,
  teacherSearchTexts,
} from '@appointments/domain';
import { useCallback, useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useLivePages } from '@/lib/live/use-live-pages';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { departmentsPresent } from '../model/account-filters';
import type { AccountListState, ListCriteria } from '../model/list-state';
import { accountsKey } from '../model/refresh-key';
import { type AccountKind, accountListQuery } from './account-queries';
import { studentFromData, teacherFromData } from './documents';
import { useAccountCounts } from './use-account-counts';

const SEARCH_PAUSE_MS = 250;

interface ListKind<A> {
  kind: AccountKind;
  fromData(id: string, data: Record<string, unknown>): A;
  /** The whole typed query, for the few searches longer than a search key. */
  matches(account: A, rest: string): boolean;
  failure: string;
  /** Whether the list shows the department filter, whose options need each department's count. */
  departmentCounts?: boolean;
}

const students: ListKind<Student> = {
  kind: 'student',
  fromData: studentFromData,
  matches: (s, rest) =>
    matchesSearch(
      studentSearchTexts({ ...s, course: s.profile.course, studentId: s.profile.studentId }),
      rest,
    ),
  failure: errorMessages.studentsLoadFailed,
};
const teachers: ListKind<Teacher> = {
  kind: 'teacher',
  fromData: teacherFromData,
  matches: (t, rest) => matchesSearch(teacherSearchTexts(t), rest),
  failure: errorMessages.teachersLoadFailed,
  departmentCounts: true,
};
const pendingTeachers: ListKind<Teacher> = {
  ...teachers,
  failure: errorMessages.pendingTeachersLoadFailed,
  departmentCounts: false,
};

function useAccountList<A extends { _id: string; isApproved: boolean; department?: string }>(
  list: ListKind<A>,
  typed: ListCriteria,
): AccountListState<A> {
  const search = useDebouncedValue(typed.search.trim(), SEARCH_PAUSE_MS);
  const { status, department } = typed;
  const criteria = useMemo(() => ({ search, status, department }), [search, status, department]);
  const searchQuery = useMemo(() => searchQueryOf(search), [search]);
  // New criteria are a new query: the list starts again at its first page.
  const firestore = useFirestore();
  const liveQuery = useMemo(
    () => accountListQuery(firestore, list.kind, criteria, searchQuery),
    [firestore, list.kind, criteria, searchQuery],
  );
  const live = useLivePages(liveQuery, ACCOUNT_PAGE_SIZE, list.fromData, list.failure);
  const items = useMemo(() => {
    const rest = searchQuery?.rest;
    return rest ? live.items.filter((account) => list.matches(account, rest)) : live.items;
  }, [live.items, searchQuery, list]);
  const shownDepartments = useMemo(
    () => (list.departmentCounts ? departmentsPresent(items as readonly { department: string }[]) : null),
    [items, list.departmentCounts],
  );
  const { counts, reload } = useAccountCounts(
    list.kind,
    criteria,
    shownDepartments,
    // Asked once the listener has answered for these criteria, and again when its accounts change.
    live.loading ? null : accountsKey(live.items),
  );
  const { resubscribe, loadMore } = live;
  const refresh = useCallback(() => {
    resubscribe();
    reload();
  }, [resubscribe, reload]);
  return {
    items,
    loading: live.loading,
    settled: !live.loading && search === typed.search.trim(),
    updatedAt: live.updatedAt,
    counts,
    // The last page came back full and the count says more match.
    hasMore: (live.hasMore || live.loadingMore) && (counts === null || counts.matching > items.length),
    loadingMore: live.loadingMore,
    loadMore,
    refresh,
  };
}

export const useStudentList = (criteria: ListCriteria) => useAccountList(students, criteria);
export const useTeacherList = (criteria: ListCriteria) => useAccountList(teachers, criteria);
export const usePendingStudentList = (criteria: ListCriteria) =>
  useAccountList(students, { ...criteria, status: 'pending' });
export const usePendingTeacherList = (criteria: ListCriteria) =>
  useAccountList(pendingTeachers, { ...criteria, status: 'pending' });
