import type { AdminDashboardStats } from '@appointments/domain';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchAdminStats } from './admin-api';
import { useAccountsChanged } from './use-accounts-changed';
import { useAdminStats } from './use-admin-stats';

// The API call is the boundary here (no Firestore is read): each answer says which call it was.
vi.mock('./admin-api', () => ({ fetchAdminStats: vi.fn() }));
const fetchStats = vi.mocked(fetchAdminStats);

beforeEach(() => {
  let calls = 0;
  fetchStats.mockReset();
  fetchStats.mockImplementation(async () => ({ totalStudents: ++calls }) as AdminDashboardStats);
});

/** The admin panel's wiring: the lists report to useAccountsChanged, whose key refreshes the statistics. */
function usePanelStatistics() {
  const changes = useAccountsChanged<'students' | 'teachers'>();
  const stats = useAdminStats(String(changes.key));
  return { report: changes.report, stats };
}

describe('useAccountsChanged with the admin statistics', () => {
  it('fetches the stored statistics once while the lists load, and counted afresh when a loaded list changes', async () => {
    const { result } = renderHook(() => usePanelStatistics());
    await act(async () => {});
    expect(fetchStats).toHaveBeenCalledTimes(1);

    // Each list's first report is its baseline, not a change.
    await act(async () => result.current.report('students', 's1:0|s2:1'));
    await act(async () => result.current.report('teachers', 't1:1'));
    expect(fetchStats).toHaveBeenCalledTimes(1);
    // The same accounts again (a re-delivery, a refresh) change nothing.
    await act(async () => result.current.report('students', 's1:0|s2:1'));
    expect(fetchStats).toHaveBeenCalledTimes(1);

    // A student approved in the loaded list: the statistics follow.
    await act(async () => result.current.report('students', 's1:1|s2:1'));
    expect(fetchStats).toHaveBeenCalledTimes(2);
    expect(result.current.stats.stats?.totalStudents).toBe(2);
    // The first load takes the stored counters; after a change the trigger may not have counted yet.
    expect(fetchStats.mock.calls.map(([fresh]) => fresh)).toEqual([false, true]);
    // A teacher who appears in a list that was empty when loaded counts too.
    await act(async () => result.current.report('teachers', 't1:1|t2:0'));
    expect(fetchStats).toHaveBeenCalledTimes(3);
    // Refresh counts afresh too.
    await act(async () => {
      expect(await result.current.stats.reload()).toBe(true);
    });
    expect(fetchStats.mock.calls.map(([fresh]) => fresh)).toEqual([false, true, true, true]);
  });
});
