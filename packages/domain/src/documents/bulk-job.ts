// `bulkJobs/{jobId}`: how far one bulk decision (POST /admin/{students,teachers}/bulk with a `jobId`) has got.
// The server writes it when the accounts are known and again after each page of 100, so the admin's browser
// shows 'Approved 300 of 500…' live; the counts are the answer's, so far. Admins read it; only the API writes
// it. Kept a week (`expireAt`, a TTL policy): long enough to read what happened, not kept for ever.
import * as z from 'zod/mini';
import { count, timeOrNull, timestamp } from './fields';

export const BULK_JOB_KEPT_DAYS = 7;

export const bulkJobCountsSection = z.strictObject({
  matched: count(),
  approved: count(),
  alreadyApproved: count(),
  declined: count(),
  suspended: count(),
  alreadySuspended: count(),
  notFound: count(),
  failed: count(),
});

/** Every count at zero: a decision before its first page (and the API's answer before it is counted). */
export const emptyBulkJobCounts = (): z.infer<typeof bulkJobCountsSection> => ({
  matched: 0,
  approved: 0,
  alreadyApproved: 0,
  declined: 0,
  suspended: 0,
  alreadySuspended: 0,
  notFound: 0,
  failed: 0,
});

export const bulkJobDocument = z.strictObject({
  action: z.enum(['approve', 'decline', 'suspend']),
  role: z.enum(['student', 'teacher']),
  /** 'running' until the last page is done ('done'), or until an error stopped the whole decision ('failed'). */
  state: z.enum(['running', 'done', 'failed']),
  /** The accounts named (distinct ids) or matched by the filter. */
  total: count(),
  /** Of `total`, how many have been dealt with (each lands in one of the counts). */
  done: count(),
  counts: z._default(bulkJobCountsSection, emptyBulkJobCounts),
  actorId: z.string(),
  actorEmail: z.string(),
  startedAt: timestamp(),
  updatedAt: timestamp(),
  finishedAt: timeOrNull(),
  expireAt: timestamp(),
});

export type BulkJobDocument = z.output<typeof bulkJobDocument>;
