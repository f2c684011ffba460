// What the request list reads for each status filter, and its counts: pending requests and approved sessions
// (what the teacher acts on or attends) are few and read whole, live; canceled and completed ones are the
// history, which grows with every term and is read a page at a time, its totals counted by the server.
import {
  type AppointmentLike,
  type AppointmentStatus,
  countByStatus,
  type StatusCounts,
} from '@appointments/domain';
import type { StatusFilter } from './filter-appointments';

/** The statuses read whole: every one of them is on the list, so their counts are the list's. */
export const OPEN_STATUSES = ['pending', 'approved'] as const satisfies readonly AppointmentStatus[];

const HISTORY: Record<StatusFilter, readonly AppointmentStatus[] | null> = {
  all: ['canceled', 'completed'],
  canceled: ['canceled'],
  completed: ['completed'],
  pending: null,
  approved: null,
};

/** The history statuses a filter shows (read a page at a time), or null when it shows only open ones. */
export function historyStatuses(filter: StatusFilter): readonly AppointmentStatus[] | null {
  return HISTORY[filter];
}

/** The filter's and the summary's counts; the history's totals are null until the server has counted them. */
export type RequestCounts = Pick<StatusCounts, 'pending' | 'approved'> &
  Record<'canceled' | 'completed' | 'all', number | null>;

export function requestCounts(
  open: readonly AppointmentLike[],
  canceled: number | null,
  completed: number | null,
): RequestCounts {
  const { pending, approved } = countByStatus(open);
  return {
    pending,
    approved,
    canceled,
    completed,
    all: canceled === null || completed === null ? null : pending + approved + canceled + completed,
  };
}

/** Every count is known: the summary shows. */
export function allCounted(counts: RequestCounts): counts is StatusCounts {
  return counts.all !== null;
}

/** The open rows, then the history's rows that are not open too (a row changing status is in both for a moment). */
export function mergeRows<T extends { _id: string }>(
  open: readonly T[],
  history: readonly T[],
): readonly T[] {
  if (history.length === 0) return open;
  const openIds = new Set(open.map((row) => row._id));
  return [...open, ...history.filter((row) => !openIds.has(row._id))];
}
