import type { TeacherDashboardStats } from '@appointments/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchTeacherStats } from './teacher-api';
import { STATS_REFRESH_MIN_INTERVAL_MS, useTeacherStats } from './use-teacher-stats';

// The API call is the boundary here (no Firestore is read): each answer says which call it was.
vi.mock('./teacher-api', () => ({ fetchTeacherStats: vi.fn() }));
const fetchStats = vi.mocked(fetchTeacherStats);

const statsNumbered = (totalAppointments: number) => ({ totalAppointments }) as TeacherDashboardStats;

beforeEach(() => {
  vi.useFakeTimers();
  let calls = 0;
  fetchStats.mockReset();
  fetchStats.mockImplementation(async () => statsNumbered(++calls));
});
afterEach(() => vi.useRealTimers());

describe('useTeacherStats', () => {
  it('fetches on mount, then once after a burst of changes, with the figures of the last call', async () => {
    const { result, rerender } = renderHook(({ key }) => useTeacherStats(key), {
      initialProps: { key: 'a' },
    });
    await act(async () => {});
    expect(fetchStats).toHaveBeenCalledTimes(1);
    expect(result.current.stats?.totalAppointments).toBe(1);

    for (const key of ['b', 'c', 'd']) {
      rerender({ key });
      await act(async () => vi.advanceTimersByTime(100));
    }
    expect(fetchStats).toHaveBeenCalledTimes(1);

    await act(async () => vi.advanceTimersByTime(STATS_REFRESH_MIN_INTERVAL_MS));
    expect(fetchStats).toHaveBeenCalledTimes(2);
    expect(result.current.stats?.totalAppointments).toBe(2);
    expect(result.current.updatedAt).not.toBeNull();
  });

  it('waits for the appointments before the first fetch', async () => {
    const { rerender } = renderHook(({ key }) => useTeacherStats(key), {
      initialProps: { key: null as string | null },
    });
    await act(async () => vi.advanceTimersByTime(STATS_REFRESH_MIN_INTERVAL_MS * 3));
    expect(fetchStats).not.toHaveBeenCalled();
    rerender({ key: 'a' });
    await act(async () => {});
    expect(fetchStats).toHaveBeenCalledTimes(1);
  });

  it('fetches at once for a change after a quiet spell', async () => {
    const { rerender } = renderHook(({ key }) => useTeacherStats(key), { initialProps: { key: 'a' } });
    await act(async () => vi.advanceTimersByTime(STATS_REFRESH_MIN_INTERVAL_MS + 1));
    rerender({ key: 'b' });
    await act(async () => {});
    expect(fetchStats).toHaveBeenCalledTimes(2);
  });
});
