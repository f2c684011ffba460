import type { TeacherDashboardStats } from '@appointments/domain';
import { useEffect, useRef, useState } from 'react';
import { notify } from '@/lib/notify';
import { fetchTeacherStats } from './teacher-api';

export interface StatsState {
  stats: TeacherDashboardStats | null;
  error: string | null;
  /** When the shown figures were fetched: the 'Updated' time of the welcome section. */
  updatedAt: Date | null;
}

/**
 * Fetches start at most this often. A burst of changes (a row of approvals, the automatic updates, many
 * bookings at once) then costs one or two calls rather than one each, and a call never competes with the
 * change that follows it; the last change is always followed by a fetch.
 */
export const STATS_REFRESH_MIN_INTERVAL_MS = 1000;

/**
 * GET /teacher/stats, fetched once `refreshKey` is known and again after it changes: the page passes a key
 * derived from the live appointments (null until they have answered), so the counts follow a booking or a
 * decision without polling.
 */
export function useTeacherStats(refreshKey: string | null): StatsState {
  const [state, setState] = useState<StatsState>({ stats: null, error: null, updatedAt: null });
  const lastStart = useRef(Number.NEGATIVE_INFINITY);
  // Answers may arrive out of order; only one newer than the one shown is applied.
  const started = useRef(0);
  const applied = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (refreshKey === null) return;
    function load() {
      lastStart.current = Date.now();
      const call = ++started.current;
      fetchTeacherStats()
        .then((stats) => {
          if (!mounted.current || call < applied.current) return;
          applied.current = call;
          setState({ stats, error: null, updatedAt: new Date() });
        })
        .catch((error: unknown) => {
          if (!mounted.current || call < applied.current) return;
          const message = error instanceof Error ? error.message : String(error);
          notify.error(message);
          setState((previous) => ({ ...previous, error: message }));
        });
    }
    const wait = lastStart.current + STATS_REFRESH_MIN_INTERVAL_MS - Date.now();
    if (wait <= 0) {
      load();
      return;
    }
    // A newer change replaces this timer (the cleanup), so one fetch follows the burst's last change.
    const timer = setTimeout(load, wait);
    return () => clearTimeout(timer);
  }, [refreshKey]);
  return state;
}
