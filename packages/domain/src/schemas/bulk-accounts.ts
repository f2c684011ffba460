// What POST /admin/students/bulk and /admin/teachers/bulk accept and answer: one decision (approve, decline,
// suspend) for the accounts named by id, or for every account a list filter matches (the admin lists' own
// search and filter semantics), and the counts of what happened.
import { z } from 'zod';
import { emptyBulkJobCounts } from '../documents/bulk-job';
import { ACCOUNT_STATUS_FILTERS } from './account-list';

export const BULK_ACTIONS = ['approve', 'decline', 'suspend'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** Ids in one request; a larger selection goes as a filter. */
export const MAX_BULK_IDS = 500;
export const MAX_DECLINE_REASON_LENGTH = 1000;
/** A bulk job's id: a UUID fits, and so does any id safe as a document id. */
export const BULK_JOB_ID_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

export const bulkAccountsMessages = {
  unknownAction: `Action must be one of ${BULK_ACTIONS.join(', ')}`,
  idsOrFilter: 'Give either ids or filter',
  tooManyIds: `At most ${MAX_BULK_IDS} ids at once; use a filter for more`,
  invalidId: 'Each id must be a non-empty account id',
  reasonRequired: 'A reason is required to decline',
  reasonTooLong: `The reason must be at most ${MAX_DECLINE_REASON_LENGTH} characters`,
  invalidJobId: 'jobId must be 16 to 64 letters, digits or dashes',
  jobIdTaken: 'This jobId has been used already; send a new one',
} as const;

export const bulkFilterSchema = z
  .object({
    status: z.enum(ACCOUNT_STATUS_FILTERS).default('all'),
    search: z.string().trim().max(200).default(''),
    department: z.string().trim().max(100).default(''),
  })
  .strict();
export type BulkFilter = z.infer<typeof bulkFilterSchema>;

export const bulkAccountsSchema = z
  .object({
    action: z.enum(BULK_ACTIONS, { message: bulkAccountsMessages.unknownAction }),
    ids: z
      .array(
        z
          .string({ message: bulkAccountsMessages.invalidId })
          .trim()
          .min(1, bulkAccountsMessages.invalidId)
          .max(128, bulkAccountsMessages.invalidId)
          .regex(/^[^/]+$/, bulkAccountsMessages.invalidId),
      )
      .min(1, bulkAccountsMessages.idsOrFilter)
      .max(MAX_BULK_IDS, bulkAccountsMessages.tooManyIds)
      .optional(),
    filter: bulkFilterSchema.optional(),
    reason: z.string().trim().max(MAX_DECLINE_REASON_LENGTH, bulkAccountsMessages.reasonTooLong).optional(),
    /**
     * The client's own id for this decision (it sends a UUID): the server then records its progress in
     * `bulkJobs/{jobId}`, which the admin's browser follows live.
     */
    jobId: z
      .string({ message: bulkAccountsMessages.invalidJobId })
      .regex(BULK_JOB_ID_PATTERN, bulkAccountsMessages.invalidJobId)
      .optional(),
  })
  .superRefine((body, context) => {
    if ((body.ids === undefined) === (body.filter === undefined)) {
      context.addIssue({ code: 'custom', path: ['ids'], message: bulkAccountsMessages.idsOrFilter });
    }
    if (body.action === 'decline' && !body.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: bulkAccountsMessages.reasonRequired });
    }
  });
export type BulkAccountsRequest = z.infer<typeof bulkAccountsSchema>;

/**
 * What a bulk decision did. Every count is always present. `matched`: the existing accounts the ids named or
 * the filter matched; each of them lands in exactly one of the other counts except `notFound` (ids naming no
 * account, not in `matched`).
 */
export interface BulkAccountsResult {
  matched: number;
  /** approve: now approved. */
  approved: number;
  /** approve and decline: already approved (decline leaves an approved account alone). */
  alreadyApproved: number;
  /** decline: registration removed and the person mailed. */
  declined: number;
  /** suspend: now suspended. */
  suspended: number;
  /** suspend: not approved already (pending or suspended before). */
  alreadySuspended: number;
  notFound: number;
  /** Accounts the server could not change (an error; try again). */
  failed: number;
}

export const emptyBulkResult = (): BulkAccountsResult => emptyBulkJobCounts();
