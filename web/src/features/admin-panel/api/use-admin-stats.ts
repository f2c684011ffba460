import type { AdminDashboardStats } from '@appointments/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '@/lib/notify';
import { fetchAdminStats } from './admin-api';

export interface AdminStatsState {
  stats: AdminDashboardStats | null;
  error: string | null;
  /** Fetches again; resolves true when fresh figures arrived (the Refresh button's toast). */
  reload(): Promise<boolean>;
}

/**
 * GET /admin/dashboard-stats on mount, on demand, and whenever `refreshKey` changes: the page passes a key
 * derived from the live account lists, so the counts follow a registration or approval without polling.
 */
export function useAdminStats(refreshKey: string): AdminStatsState {
  const [stats, setStats] = useState<AdminDashboardStats | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Answers can arrive out of order; only the latest request may set the figures.
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latest.current;
    try {
      const fresh = await fetchAdminStats();
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey is the trigger to fetch again, not an input.
  useEffect(() => {
    void reload();
  }, [reload, refreshKey]);

  return { stats, error, reload };
}
