// `bulkJobs/{jobId}`: the progress document of one bulk decision (packages/domain/src/documents/bulk-job.ts).
import { type BulkAccountsResult, type BulkAction, collections } from '@appointments/domain';
import {
  BULK_JOB_KEPT_DAYS,
  type BulkJobDocument,
  buildDocument,
  bulkJobDocument,
} from '@appointments/domain/documents';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { converters } from './converters';

const DAY_MS = 24 * 60 * 60 * 1000;

export const bulkJobRef = (jobId: string) =>
  db().collection(collections.bulkJobs).doc(jobId).withConverter(converters.bulkJob);

export interface BulkJobStart {
  action: BulkAction;
  role: 'student' | 'teacher';
  actor: { uid: string; email?: string | undefined };
  at: Date;
}

/** The document of a job just started: nothing counted yet, the total still being found. */
export function newBulkJob(start: BulkJobStart): BulkJobDocument {
  const at = Timestamp.fromDate(start.at);
  return buildDocument(bulkJobDocument, {
    action: start.action,
    role: start.role,
    state: 'running',
    total: 0,
    done: 0,
    actorId: start.actor.uid,
    actorEmail: start.actor.email ?? '',
    startedAt: at,
    updatedAt: at,
    finishedAt: null,
    expireAt: Timestamp.fromMillis(start.at.getTime() + BULK_JOB_KEPT_DAYS * DAY_MS),
  });
}

/** Creates the job's document; false when one with this id exists already. */
export async function createBulkJob(jobId: string, job: BulkJobDocument): Promise<boolean> {
  try {
    await bulkJobRef(jobId).create(job);
    return true;
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 6) return false;
    throw error;
  }
}

export async function writeBulkJob(jobId: string, job: BulkJobDocument): Promise<void> {
  await bulkJobRef(jobId).set(job);
}

/** The counts as the document keeps them (a copy: the answer's object goes on changing). */
export const countsOf = (result: BulkAccountsResult): BulkJobDocument['counts'] => ({ ...result });
