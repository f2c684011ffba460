import {
  collections,
  type InstantRange,
  istDayBounds,
  istMonthBounds,
  istTodayText,
  istWeekBounds,
} from '@appointments/domain';
import { collection, type Query, query, Timestamp, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useServerCount } from '@/lib/use-server-count';

/** What the change lines compare: each period's count, null until the server has counted it. */
export interface PeriodCounts {
  createdThisWeek: number | null;
  createdLastWeek: number | null;
  approvedToday: number | null;
  approvedYesterday: number | null;
  newStudentsThisMonth: number | null;
  newStudentsLastMonth: number | null;
}

function within(base: Query, field: string, range: InstantRange): Query {
  return query(
    base,
    where(field, '>=', Timestamp.fromDate(range.start)),
    where(field, '<', Timestamp.fromDate(range.end)),
  );
}

/**
 * The counts per day, week and month behind the figures' change lines: the live lists hold every open
 * appointment but only pages of the history, so these are aggregations (no document is read), asked from the
 * browser when `trigger` changes (the open list's change key) and again when the IST day turns.
 */
export function usePeriodCounts(
  teacherId: string | undefined,
  trigger: string | null,
  now: Date,
): PeriodCounts {
  const firestore = useFirestore();
  const today = istTodayText(now);
  const queries = useMemo(() => {
    if (!teacherId) return null;
    // The day is the memo's key: the periods move when the IST date does, not every minute.
    const at = new Date(`${today}T12:00:00+05:30`);
    const mine = query(collection(firestore, collections.appointments), where('teacherId', '==', teacherId));
    const students = collection(firestore, collections.teachers, teacherId, collections.teacherStudents);
    return [
      within(mine, 'createdAt', istWeekBounds(at)),
      within(mine, 'createdAt', istWeekBounds(at, -1)),
      within(mine, 'approvedAt', istDayBounds(at)),
      within(mine, 'approvedAt', istDayBounds(at, -1)),
      within(students, 'firstBookedAt', istMonthBounds(at)),
      within(students, 'firstBookedAt', istMonthBounds(at, -1)),
    ] as const;
  }, [firestore, teacherId, today]);
  const createdThisWeek = useServerCount(queries?.[0] ?? null, trigger);
  const createdLastWeek = useServerCount(queries?.[1] ?? null, trigger);
  const approvedToday = useServerCount(queries?.[2] ?? null, trigger);
  const approvedYesterday = useServerCount(queries?.[3] ?? null, trigger);
  const newStudentsThisMonth = useServerCount(queries?.[4] ?? null, trigger);
  const newStudentsLastMonth = useServerCount(queries?.[5] ?? null, trigger);
  // One object per change of a count, so the figures (and their memoised cards) render only then.
  return useMemo(
    () => ({
      createdThisWeek,
      createdLastWeek,
      approvedToday,
      approvedYesterday,
      newStudentsThisMonth,
      newStudentsLastMonth,
    }),
    [
      createdThisWeek,
      createdLastWeek,
      approvedToday,
      approvedYesterday,
      newStudentsThisMonth,
      newStudentsLastMonth,
    ],
  );
}
