// The admin panel's account lists: the loaded pages stay live through a Firestore listener (an approval,
// registration or deletion shows within a second), filtered and searched by the query itself; the counts
// come from the API's aggregations. No list reads more accounts than it shows.
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
import { useCallback, useMemo, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useLiveQuery } from '@/lib/use-live-query';
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
  const key = `${search}\u0000${status}\u0000${department}`;
  const [paging, setPaging] = useState({ key, count: ACCOUNT_PAGE_SIZE });
  let count = paging.count;
  if (paging.key !== key) {
    // New criteria start again at one page (adjusting state while rendering: no extra commit).
    count = ACCOUNT_PAGE_SIZE;
    setPaging({ key, count });
  }
  const searchQuery = useMemo(() => searchQueryOf(search), [search]);
  const liveQuery = useMemo(
    () => accountListQuery(list.kind, criteria, searchQuery, count),
    [list.kind, criteria, searchQuery, count],
  );
  const live = useLiveQuery(liveQuery, list.fromData, list.failure);
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
  const { resubscribe } = live;
  const loadMore = useCallback(
    () => setPaging((current) => ({ ...current, count: current.count + ACCOUNT_PAGE_SIZE })),
    [],
  );
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
    // The listener filled its limit and the count says more match.
    hasMore: live.items.length >= count && (counts === null || counts.matching > items.length),
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
