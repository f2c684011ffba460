// Component tests hand the sections a list hook over an array: the same meaning as the server's queries
// (status, department, the domain's search), a page at a time, counts as the aggregations give them.
import {
  ACCOUNT_PAGE_SIZE,
  type AccountCounts,
  matchesSearch,
  type SearchTexts,
  type Student,
  studentSearchTexts,
  type Teacher,
  teacherSearchTexts,
} from '@appointments/domain';
import { useState } from 'react';
import { newestFirst } from '../api/documents';
import type { AccountListState, ListCriteria, UseAccountList } from '../model/list-state';

interface Listed {
  _id: string;
  isApproved: boolean;
  createdAt: string;
  department?: string;
}

export const studentTexts = (s: Student): SearchTexts =>
  studentSearchTexts({ ...s, course: s.profile.course, studentId: s.profile.studentId });
export const teacherTexts = (t: Teacher): SearchTexts => teacherSearchTexts(t);

export interface FakeListOptions {
  loading?: boolean;
  updatedAt?: Date | null;
  refresh?(): void;
  /** Fixed status (the pending lists). */
  status?: ListCriteria['status'];
}

export function fakeList<A extends Listed>(
  accounts: readonly A[],
  textsOf: (account: A) => SearchTexts,
  options: FakeListOptions = {},
): UseAccountList<A> {
  return function useFakeList(typed: ListCriteria): AccountListState<A> {
    const criteria = { ...typed, status: options.status ?? typed.status };
    const key = JSON.stringify(criteria);
    const [pages, setPages] = useState({ key, count: ACCOUNT_PAGE_SIZE });
    let count = pages.count;
    if (pages.key !== key) {
      // New criteria start again at one page, as the real list does.
      count = ACCOUNT_PAGE_SIZE;
      setPages({ key, count });
    }
    const hasStatus = (a: A, status = criteria.status) =>
      status === 'all' || (status === 'active') === a.isApproved;
    const inDepartment = (a: A) => criteria.department === '' || a.department === criteria.department;
    const searched = accounts.filter((a) => matchesSearch(textsOf(a), criteria.search));
    const matching = newestFirst(searched.filter((a) => hasStatus(a) && inDepartment(a)));
    const departments: Record<string, number> = {};
    for (const a of accounts)
      if (a.department) departments[a.department] = (departments[a.department] ?? 0) + 1;
    const active = accounts.filter((a) => a.isApproved).length;
    const counts: AccountCounts = {
      total: accounts.length,
      active,
      pending: accounts.length - active,
      matching: matching.length,
      searchMatches: searched.length,
      departments,
    };
    const loading = options.loading ?? false;
    return {
      items: loading ? [] : matching.slice(0, count),
      loading,
      settled: !loading,
      updatedAt: options.updatedAt ?? null,
      counts: loading ? null : counts,
      hasMore: !loading && matching.length > count,
      loadMore: () => setPages({ key, count: count + ACCOUNT_PAGE_SIZE }),
      refresh: options.refresh ?? (() => {}),
    };
  };
}
