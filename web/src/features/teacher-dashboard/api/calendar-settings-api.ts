// The teacher's own calendar (busy times) and the shape of their day, through /api: these documents are
// the API's own (no client reads them), so the cards load them with a call rather than a listener.
import { busyCalendarTexts, type DayShape, dayShapeTexts } from '@appointments/domain';
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { bearerToken } from '@/lib/session/bearer-token';

export interface BusyCalendarView {
  url: string | null;
  status: 'none' | 'pending' | 'ok' | 'error';
  lastFetchedAt: string | null;
  busyCount: number;
  error: string | null;
  conflicts: { id: string; dateTime: string }[];
}

export async function fetchBusyCalendar(): Promise<BusyCalendarView> {
  return apiRequest('/teacher/busy-calendar', busyCalendarTexts.loadFailed, { token: await bearerToken() });
}

export async function saveBusyCalendar(url: string | null): Promise<unknown> {
  return apiRequest('/teacher/busy-calendar', busyCalendarTexts.loadFailed, {
    method: 'PUT',
    body: { url },
    token: await bearerToken(),
  });
}

export async function refreshBusyCalendar(): Promise<unknown> {
  return apiRequest('/teacher/busy-calendar/refresh', busyCalendarTexts.loadFailed, {
    method: 'POST',
    token: await bearerToken(),
  });
}

export async function fetchDayShape(): Promise<DayShape> {
  return apiRequest('/teacher/day-shape', busyCalendarTexts.loadFailed, { token: await bearerToken() });
}

export async function saveDayShape(shape: DayShape): Promise<DayShape> {
  return apiRequest('/teacher/day-shape', dayShapeTexts.save, {
    method: 'PUT',
    body: shape,
    token: await bearerToken(),
  });
}

/** The busy calendar's state for the card and the week's conflict marks; `reload` after a change. */
export function useBusyCalendar(): { view: BusyCalendarView | null; failed: boolean; reload: () => void } {
  const [view, setView] = useState<BusyCalendarView | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    void version;
    fetchBusyCalendar()
      .then((loaded) => {
        if (!current) return;
        setView(loaded);
        setFailed(false);
      })
      .catch(() => {
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { view, failed, reload };
}
