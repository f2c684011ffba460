// A bulk decision's progress, live from `bulkJobs/{jobId}` (the server rewrites it after each page of 100
// accounts): what the bulk bar's 'Approved 300 of 500 students…' is read from.
import { type BulkAccountsResult, collections } from '@appointments/domain';
import { type DocumentSnapshot, doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { storedDocuments } from '@/lib/live/stored-documents';
import { useLiveValue } from '@/lib/live/use-live-value';

export interface BulkJobProgress {
  state: 'running' | 'done' | 'failed';
  /** The accounts the decision is for; 0 while the server is still finding them. */
  total: number;
  done: number;
  counts: BulkAccountsResult;
}

/** The progress of the job `jobId`, null before its first record arrives (or with no job). */
export type UseBulkJob = (jobId: string | null) => BulkJobProgress | null;

function progressOf(snapshot: DocumentSnapshot): BulkJobProgress | null {
  if (!snapshot.exists()) return null;
  const { readDocument, bulkJobDocument } = storedDocuments();
  const { state, total, done, counts } = readDocument(bulkJobDocument, snapshot.data(), snapshot.ref.path);
  return { state, total, done, counts };
}

// The answer carries the counts anyway: a refused or failed listener only loses the progress line.
function noProgress(error: Error): null {
  console.warn('Bulk job listener failed', error);
  return null;
}

export const useBulkJob: UseBulkJob = (jobId) => {
  const firestore = useFirestore();
  const job = jobId ? doc(firestore, collections.bulkJobs, jobId) : null;
  return useLiveValue(job, progressOf, noProgress) ?? null;
};
