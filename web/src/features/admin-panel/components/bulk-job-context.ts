// Where the bulk decisions read their live progress from: the page provides the Firestore-backed hook
// (api/use-bulk-job.ts); without a provider (a section rendered on its own) there is no progress to show,
// and the bar says 'Approving 500 students…' until the answer.
import { createContext, useContext } from 'react';
import type { UseBulkJob } from '../api/use-bulk-job';

const noProgress: UseBulkJob = () => null;

export const BulkJobContext = createContext<UseBulkJob>(noProgress);

/** The progress of the job `jobId` through the provided hook. */
export function useBulkJobProgress(jobId: string | null) {
  const useJob = useContext(BulkJobContext);
  return useJob(jobId);
}
