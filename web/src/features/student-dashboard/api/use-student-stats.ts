import type { StudentDashboardStats } from '@appointments/domain';
import { useCallback, useEffect, useState } from 'react';
import { notify } from '@/lib/notify';
import { fetchStudentStats } from './student-api';

export interface StudentStatsState {
  stats: StudentDashboardStats | null;
  loading: boolean;
  /** The message the banner shows beside 'Unable to load statistics'. */
  error: string | null;
  reload(): Promise<void>;
}

/** GET /student/stats once on mount and on demand (the banner's Retry, Refresh Stats). */
export function useStudentStats(): StudentStatsState {
  const [stats, setStats] = useState<StudentDashboardStats | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setStats(await fetchStudentStats());
      setError(null);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      setError(message);
      notify.error(message);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { stats, loading, error, reload };
}
