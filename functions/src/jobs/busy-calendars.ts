// Every 15 minutes (the scheduled function `readBusyCalendars`; on the local stack
// `/internal/run-busy-calendars`): each teacher's own calendar not read in the last 15 minutes is read
// again, the oldest reading first, a few at a time.
import { BUSY_REFRESH_MS } from '@appointments/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { currentFetchPolicy } from '../busy-calendar/fetch-policy';
import { busyCalendarsCollection } from '../data/calendar-feeds';
import { readBusyCalendar } from '../services/busy-calendar';

export interface BusyRunSummary {
  read: number;
  failed: number;
}

/** Calendars per run at most; the rest wait for the next run (the oldest reading first). */
const RUN_LIMIT = 200;
const CONCURRENCY = 8;

/** The scheduled function's run: every calendar not read in the last 15 minutes. */
export async function runBusyCalendars(now: Date): Promise<BusyRunSummary> {
  const due = await busyCalendarsCollection()
    .where('lastAttemptAt', '<=', Timestamp.fromMillis(now.getTime() - BUSY_REFRESH_MS + 60_000))
    .orderBy('lastAttemptAt')
    .limit(RUN_LIMIT)
    .get();
  const summary: BusyRunSummary = { read: 0, failed: 0 };
  const policy = await currentFetchPolicy();
  const queue = [...due.docs];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const state = await readBusyCalendar(next.id, now, policy).catch(() => null);
        if (state?.status === 'ok') summary.read += 1;
        else summary.failed += 1;
      }
    }),
  );
  return summary;
}
