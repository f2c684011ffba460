import type { StudentDashboardStats } from '@appointments/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '@/lib/notify';
import { fetchStudentStats } from './student-api';

export interface StudentStatsState {
  stats: StudentDashboardStats | null;
  loading: boolean;
  /** The message the banner shows beside 'Unable to load statistics'. */
  error: string | null;
  reload(): Promise<void>;
}

/**
 * GET /student/stats on mount, on demand (the banner's Retry, Refresh Stats) and again whenever
 * `refreshKey` changes: the page derives it from the live appointments and teachers, so the cards
 * follow an approval the list below shows at once. Null while those lists are still loading.
 */
export function useStudentStats(refreshKey: string | null): StudentStatsState {
  const [stats, setStats] = useState<StudentDashboardStats | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  // Answers may arrive out of order; only the latest call's answer is shown.
  const latest = useRef(0);

  const load = useCallback(async (showLoading: boolean) => {
    const call = ++latest.current;
    if (showLoading) setLoading(true);
    try {
      const next = await fetchStudentStats();
      if (call !== latest.current) return;
      setStats(next);
      setError(null);
    } catch (failure) {
      if (call !== latest.current) return;
      const message = failure instanceof Error ? failure.message : String(failure);
      setError(message);
      notify.error(message);
    } finally {
      if (showLoading) setLoading(false);
    }
  }, []);
  const reload = useCallback(() => load(true), [load]);

  useEffect(() => {
    void reload();
  }, [reload]);

  // The first key is what the mount's fetch already counted; each later one is a change to count.
  const countedKey = useRef<string | null>(null);
  useEffect(() => {
    if (refreshKey === null || refreshKey === countedKey.current) return;
    const isFirst = countedKey.current === null;
    countedKey.current = refreshKey;
    if (!isFirst) void load(false);
  }, [refreshKey, load]);

  return { stats, loading, error, reload };
}
