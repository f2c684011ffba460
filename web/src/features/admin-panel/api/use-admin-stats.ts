import type { AdminDashboardStats } from '@appointments/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '@/lib/notify';
import { fetchAdminStats } from './admin-api';

export interface AdminStatsState {
  stats: AdminDashboardStats | null;
  error: string | null;
  /** Counts again; resolves true when fresh figures arrived (the Refresh button's toast). */
  reload(): Promise<boolean>;
}

/**
 * GET /admin/dashboard-stats on mount (the stored counters), on demand, and whenever `refreshKey` changes: the
 * page passes a key derived from the live account lists, so the counts follow a registration or approval
 * without polling. After a change or on demand they are counted afresh: the trigger that keeps the stored
 * counters may not have run yet.
 */
export function useAdminStats(refreshKey: string): AdminStatsState {
  const [stats, setStats] = useState<AdminDashboardStats | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Answers can arrive out of order; only the latest request may set the figures.
  const latest = useRef(0);

  const load = useCallback(async (counted: boolean) => {
    const request = ++latest.current;
    try {
      const fresh = await fetchAdminStats(counted);
      if (request !== latest.current) return true;
      setStats(fresh);
      setError(null);
      return true;
    } catch (failure) {
      if (request !== latest.current) return false;
      const message = failure instanceof Error ? failure.message : String(failure);
      setError(message);
      notify.error(message);
      return false;
    }
  }, []);

  const firstKey = useRef(refreshKey);
  useEffect(() => {
    void load(refreshKey !== firstKey.current);
  }, [load, refreshKey]);

  const reload = useCallback(() => load(true), [load]);
  return { stats, error, reload };
}
