// The documents that hold counts for the admin's statistics and Find Teachers' departments.
import * as z from 'zod/mini';
import { count, text, timestamp } from './fields';

/** `accountCounters/{students|teachers}`: a role's accounts and pending ones, counted at `asOf`. */
export const accountCounterDocument = z.strictObject({ total: count(), pending: count(), asOf: timestamp() });

/** `appointmentTotals/shard-{n}`: one share of the college's appointment figures (their sum is the total). */
export const appointmentTotalsShardDocument = z.strictObject({
  total: count(),
  completed: count(),
  pending: count(),
  /** When the totals were last set from the students' counters (shard-0 only). */
  rebuiltAt: z.optional(timestamp()),
});

/** `teacherDepartments/{hash of the name}`: how many approved teachers a department has ('' for none). */
export const teacherDepartmentDocument = z.strictObject({ name: text(), count: count(), asOf: timestamp() });
