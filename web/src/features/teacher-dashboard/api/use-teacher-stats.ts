import type { TeacherDashboardStats } from '@appointments/domain';
import { useEffect, useState } from 'react';
import { notify } from '@/lib/notify';
import { fetchTeacherStats } from './teacher-api';

export interface StatsState {
  stats: TeacherDashboardStats | null;
  error: string | null;
  /** When the shown figures were fetched: the 'Updated' time of the welcome section. */
  updatedAt: Date | null;
}

/**
 * GET /teacher/stats, fetched again whenever `refreshKey` changes: the page passes a key derived from the
 * live appointments, so the counts follow a booking or a decision without polling.
 */
export function useTeacherStats(refreshKey: string): StatsState {
  const [state, setState] = useState<StatsState>({ stats: null, error: null, updatedAt: null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey is the trigger to fetch again, not an input.
  useEffect(() => {
    let current = true;
    fetchTeacherStats()
      .then((stats) => {
        if (current) setState({ stats, error: null, updatedAt: new Date() });
      })
      .catch((error: unknown) => {
        if (!current) return;
        const message = error instanceof Error ? error.message : String(error);
        notify.error(message);
        setState((previous) => ({ ...previous, error: message }));
      });
    return () => {
      current = false;
    };
  }, [refreshKey]);
  return state;
}
