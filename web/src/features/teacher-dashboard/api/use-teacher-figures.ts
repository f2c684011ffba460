import { SLOT_EXPIRY_CHECK_INTERVAL_MS } from '@appointments/domain';
import { useEffect, useMemo, useState } from 'react';
import { useNow } from '@/lib/use-now';
import type { RequestCounts } from '../model/request-lists';
import { type TeacherFigure, teacherFigures } from '../model/teacher-figures';
import { usePeriodCounts } from './use-period-counts';

export interface TeacherFiguresState {
  figures: TeacherFigure[];
  /** When the live lists last changed: the welcome section's 'Updated' time. */
  updatedAt: Date | null;
}

/**
 * The welcome section's figures from what the page already holds: the request list's counts, the live card's
 * student count, and the period counts asked again whenever the open list changes (`changeKey`).
 */
export function useTeacherFigures(
  teacherId: string | undefined,
  counts: RequestCounts,
  changeKey: string | null,
  totalStudents: number | null,
): TeacherFiguresState {
  const now = useNow(SLOT_EXPIRY_CHECK_INTERVAL_MS);
  const periods = usePeriodCounts(teacherId, changeKey, now);
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  useEffect(() => {
    if (changeKey !== null) setUpdatedAt(new Date());
  }, [changeKey]);
  const figures = useMemo(
    () => teacherFigures({ counts, totalStudents, periods }),
    [counts, totalStudents, periods],
  );
  return { figures, updatedAt };
}
