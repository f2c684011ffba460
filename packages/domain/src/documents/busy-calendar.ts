// `busyCalendars/{teacherUid}`: the teacher's own calendar as busy times (API only; no client reads it).
// The address is a secret of the teacher's calendar; the intervals are the last good reading.
import * as z from 'zod/mini';
import { BUSY_CALENDAR_STATUSES } from '../busy-calendar';
import { timeOrNull, timestamp } from './fields';

export const busyIntervalField = z.strictObject({ start: timestamp(), end: timestamp() });

export const busyCalendarDocument = z.strictObject({
  url: z.nullable(z.string()),
  status: z.catch(z.enum(BUSY_CALENDAR_STATUSES), 'none'),
  /** The last reading's failure, in the teacher's words; null after a good one. */
  error: z._default(z.nullable(z.string()), null),
  /** When the intervals below were read (the last good copy). */
  lastFetchedAt: timeOrNull(),
  /** When a reading was last tried, good or not: the scheduled function's clock. */
  lastAttemptAt: timeOrNull(),
  busy: z._default(z.array(busyIntervalField), () => []),
  /** Approved sessions overlapping a busy time: shown to the teacher, never cancelled by themselves. */
  conflicts: z._default(z.array(z.string()), () => []),
  updatedAt: timestamp(),
});

export type BusyCalendarDocument = z.output<typeof busyCalendarDocument>;
