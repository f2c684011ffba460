import { collections, errorMessages, TEACHER_HISTORY_PAGE_SIZE } from '@appointments/domain';
import { collection, orderBy, query, where } from 'firebase/firestore';
import { useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import { useLivePages } from '@/lib/live/use-live-pages';
import { useLiveQuery } from '@/lib/live/use-live-query';
import { useServerCount } from '@/lib/use-server-count';
import type { StatusFilter } from '../model/filter-appointments';
import {
  historyStatuses,
  mergeRows,
  OPEN_STATUSES,
  type RequestCounts,
  requestCounts,
} from '../model/request-lists';
import { type TeacherAppointment, toTeacherAppointment } from './teacher-appointment';

export interface TeacherAppointments {
  /** Every pending request and approved session, then the history pages shown (those of the filter). */
  data: readonly TeacherAppointment[];
  /** Pending requests and approved sessions only: the week view's sessions. */
  open: readonly TeacherAppointment[];
  counts: RequestCounts;
  /**
   * Changes whenever an open appointment is added, changes status or leaves: the statistics are fetched again.
   * Null until the list has first answered, so the figures are fetched once per visit, after the cards.
   */
  changeKey: string | null;
  /** Either list has not answered yet (the first load, or a new status filter's history). */
  loading: boolean;
  /** The pending and approved ones have not answered yet: the first cards wait for them, the history may follow. */
  openLoading: boolean;
  /** A full page of history was the last one: 'Show older appointments' may find more. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
}

// null marks a document that cannot be shown (no readable time).
const isRow = (row: TeacherAppointment | null): row is TeacherAppointment => row !== null;

/**
 * Appointments addressed to the teacher, live (this replaces the spec's 30-second polling). Every query must
 * filter on the teacher's own id: the rules refuse a list that could return someone else's. Pending and
 * approved ones are read whole (they do not grow with the teacher's history); canceled and completed ones,
 * newest first, a page at a time after the last one shown (lib/live/use-live-pages.ts), every page shown live;
 * their totals are aggregations, counted again when an open appointment changes (every appointment becomes
 * canceled or completed from pending or approved). Rows of unchanged documents stay the same objects.
 */
export function useTeacherAppointments(
  teacherId: string | undefined,
  filter: StatusFilter,
): TeacherAppointments {
  const firestore = useFirestore();
  const mine = useMemo(
    () =>
      teacherId
        ? query(collection(firestore, collections.appointments), where('teacherId', '==', teacherId))
        : null,
    [teacherId, firestore],
  );
  const openQuery = useMemo(() => mine && query(mine, where('status', 'in', OPEN_STATUSES)), [mine]);
  const statuses = historyStatuses(filter);
  const historyQuery = useMemo(
    () => mine && statuses && query(mine, where('status', 'in', statuses), orderBy('dateTime', 'desc')),
    [mine, statuses],
  );
  const [canceledQuery, completedQuery] = useMemo(
    () =>
      mine
        ? [query(mine, where('status', '==', 'canceled')), query(mine, where('status', '==', 'completed'))]
        : [],
    [mine],
  );

  const open = useLiveQuery(openQuery, toTeacherAppointment, errorMessages.appointmentsLoadFailed);
  const history = useLivePages(
    historyQuery,
    TEACHER_HISTORY_PAGE_SIZE,
    toTeacherAppointment,
    errorMessages.appointmentsLoadFailed,
  );
  const openRows = useMemo(() => open.items.filter(isRow), [open.items]);
  const changeKey = useMemo(
    () => openRows.map((appointment) => `${appointment._id}:${appointment.status}`).join('|'),
    [openRows],
  );
  // The counts (and the page's statistics) are asked for once both lists have answered, not alongside them:
  // the queries would compete for the same server, and asked before the list they would be asked again
  // when it arrives. A new status filter loading later does not hold them back.
  const [answered, setAnswered] = useState(false);
  if (!answered && !open.loading && !history.loading) setAnswered(true);
  const counting = answered ? changeKey : null;
  const canceled = useServerCount(canceledQuery ?? null, counting);
  const completed = useServerCount(completedQuery ?? null, counting);
  const counts = useMemo(() => requestCounts(openRows, canceled, completed), [openRows, canceled, completed]);
  const data = useMemo(() => mergeRows(openRows, history.items.filter(isRow)), [openRows, history.items]);

  return {
    data,
    open: openRows,
    counts,
    changeKey: counting,
    loading: teacherId === undefined || open.loading || history.loading,
    openLoading: teacherId === undefined || open.loading,
    hasMore: history.hasMore || history.loadingMore,
    loadingMore: history.loadingMore,
    loadMore: history.loadMore,
  };
}
