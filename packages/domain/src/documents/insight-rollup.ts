// The insights' rollups (packages/domain/src/insights/rollup-cells.ts): kept by the writes that move
// appointments, in their own transactions, so the insights pages read a few documents and scan nothing.
import * as z from 'zod/mini';
import { text } from './fields';

/** Day of the month (`DD`) → metric → count. */
const monthDays = () => z._default(z.record(z.string(), z.record(z.string(), z.number())), () => ({}));

/**
 * `insightRollups/{YYYY-MM}-{shard}`: one share of a month of the college's figures (shards 0–1, picked at
 * random per write; a month is the sum of its shards).
 */
export const insightRollupDocument = z.strictObject({
  month: text(),
  /** Department key (`departmentKey`) → the department's name. */
  departments: z._default(z.record(z.string(), z.string()), () => ({})),
  /** Department key → day → metric → count. */
  days: z._default(z.record(z.string(), z.record(z.string(), z.record(z.string(), z.number()))), () => ({})),
  /** Department key → teacher id → sessions held in the month. */
  teacherSessions: z._default(z.record(z.string(), z.record(z.string(), z.number())), () => ({})),
  /** Teacher id → name as last written. */
  teacherNames: z._default(z.record(z.string(), z.string()), () => ({})),
});

/**
 * `insightRollups/waitlist-levels`: the waitlists' net change (joins less leaves) per month and department key,
 * moved by the waitlist writes; the length at a range's start is the sum of the months before it.
 */
export const waitlistLevelsDocument = z.strictObject({
  months: z._default(z.record(z.string(), z.record(z.string(), z.number())), () => ({})),
});

/** `teacherInsightRollups/{teacherId}-{YYYY-MM}`: a month of one teacher's figures. */
export const teacherInsightRollupDocument = z.strictObject({
  teacherId: text(),
  month: text(),
  days: monthDays(),
});
