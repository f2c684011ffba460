// The progress of a bulk decision as the admin's browser follows it: with a `jobId`, `bulkJobs/{jobId}` is
// created before any account is touched (a used id is refused then), given the total once the accounts are
// known, rewritten after each page with what is done so far, and closed with the final counts. Without a
// `jobId` nothing is recorded. A failed progress write is logged, never fatal: the decision itself matters.
import type { BulkAccountsRequest, BulkAccountsResult } from '@appointments/domain';
import { bulkAccountsMessages } from '@appointments/domain';
import type { BulkJobDocument } from '@appointments/domain/documents';
import { Timestamp } from 'firebase-admin/firestore';
import type { AuditActor } from '../data/audit-log';
import { countsOf, createBulkJob, newBulkJob, writeBulkJob } from '../data/bulk-jobs';
import { ApiError } from '../http/api-error';
import type { ManagedRole } from './account-approval';

export interface BulkProgress {
  /** The accounts are known: `total` of them. */
  started(total: number): Promise<void>;
  /** A page is done; `result` holds the counts so far. */
  page(result: BulkAccountsResult): Promise<void>;
  finished(result: BulkAccountsResult, state: 'done' | 'failed'): Promise<void>;
}

const silent: BulkProgress = {
  started: async () => {},
  page: async () => {},
  finished: async () => {},
};

/** Each account lands in exactly one of matched and notFound once it is dealt with. */
const doneOf = (result: BulkAccountsResult) => result.matched + result.notFound;

/**
 * Opens the job's record (409 when the id is taken). `now` is the request's time; later writes add the real
 * time passed since, so a shifted local clock and the record agree.
 */
export async function openBulkProgress(
  role: ManagedRole,
  request: BulkAccountsRequest,
  actor: AuditActor,
  now: Date,
): Promise<BulkProgress> {
  const { jobId } = request;
  if (!jobId) return silent;
  const job: BulkJobDocument = newBulkJob({ action: request.action, role, actor, at: now });
  if (!(await createBulkJob(jobId, job))) {
    throw new ApiError(409, bulkAccountsMessages.jobIdTaken, { jobId: bulkAccountsMessages.jobIdTaken });
  }
  const startedReal = Date.now();
  const stamp = () => Timestamp.fromMillis(now.getTime() + (Date.now() - startedReal));
  const write = async () => {
    job.updatedAt = stamp();
    try {
      await writeBulkJob(jobId, job);
    } catch (error) {
      console.error('Bulk job progress not recorded', jobId, error);
    }
  };
  return {
    async started(total) {
      job.total = total;
      await write();
    },
    async page(result) {
      job.done = doneOf(result);
      job.counts = countsOf(result);
      await write();
    },
    async finished(result, state) {
      job.done = doneOf(result);
      job.counts = countsOf(result);
      job.state = state;
      job.finishedAt = stamp();
      await write();
    },
  };
}
