// A bulk decision from a list: the confirmation (with a reason for a decline) naming how many, the call, its
// progress live from the server's record of the job ('Approved 300 of 500 students…'), and the result as a
// toast and a banner ('312 approved, 2 already approved').
import type {
  BulkAccountsRequest,
  BulkAccountsResult,
  BulkAction,
  BulkFilter,
  Noun,
} from '@appointments/domain';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/notify';
import type { BulkJobProgress } from '../api/use-bulk-job';
import { adminListTexts, bulkResultText } from '../screen-texts';
import { useBulkJobProgress } from './bulk-job-context';

/** The accounts a decision is for: ids, or every account a filter matches. */
export type BulkTarget = { ids: readonly string[] } | { filter: BulkFilter };

export interface PendingDecision {
  action: BulkAction;
  target: BulkTarget;
  /** How many accounts the target stands for (named in the question). */
  count: number;
  /** The one account's name when a single account is decided. */
  name?: string;
  /** The question to ask instead of the standard one (the spec's 'Approve all N students?'). */
  question?: string;
}

/** Sends one bulk decision (POST /admin/{students,teachers}/bulk) and answers its counts. */
export type DecideInBulk = (request: BulkAccountsRequest) => Promise<BulkAccountsResult>;

/** How long a followed job may show no new page before it counts as cut short (a page takes seconds). */
const STALLED_JOB_MS = 3 * 60_000;

interface Working extends PendingDecision {
  jobId: string;
}

/** The progress line: the server's count once a page is done, else the decision as asked. */
function progressText(working: Working, job: BulkJobProgress | null, noun: Noun): string {
  if (job && job.state === 'running' && job.done > 0) {
    return adminListTexts.progress(working.action, job.done, job.total, noun);
  }
  return adminListTexts.working(working.action, working.count, noun);
}

export function useBulkDecisions(decide: DecideInBulk, noun: Noun, onDone: () => void) {
  const [asking, setAsking] = useState<PendingDecision | null>(null);
  const [working, setWorking] = useState<Working | null>(null);
  const [result, setResult] = useState<string | null>(null);
  // The answer was lost (a gateway's time limit, a dropped connection) while the server went on: the job's
  // record then brings the result.
  const [following, setFollowing] = useState(false);
  const job = useBulkJobProgress(working?.jobId ?? null);
  const latestJob = useRef(job);
  latestJob.current = job;

  const finish = (answer: BulkAccountsResult) => {
    const text = bulkResultText(answer);
    setResult(text);
    if (answer.failed > 0) notify.error(text);
    else notify.success(text);
    onDone();
  };

  useEffect(() => {
    if (!following || !job || job.state === 'running') return;
    setFollowing(false);
    setWorking(null);
    if (job.state === 'done') finish(job.counts);
    else notify.error(adminListTexts.failed);
  });

  // A job whose record stops moving was cut short with its request (the function's own time limit): the
  // admin is told, and sending the decision again is safe.
  const lastMove = job ? `${job.state}:${job.done}` : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page (lastMove) starts the wait again
  useEffect(() => {
    if (!following) return;
    const stalled = setTimeout(() => {
      setFollowing(false);
      setWorking(null);
      notify.error(adminListTexts.failed);
    }, STALLED_JOB_MS);
    return () => clearTimeout(stalled);
  }, [following, lastMove]);

  async function confirm(reason?: string) {
    const decision = asking;
    if (!decision) return;
    const jobId = crypto.randomUUID();
    setAsking(null);
    setWorking({ ...decision, jobId });
    setResult(null);
    let followOn = false;
    try {
      const body =
        'ids' in decision.target ? { ids: [...decision.target.ids] } : { filter: decision.target.filter };
      finish(await decide({ action: decision.action, ...body, reason, jobId }));
    } catch (error) {
      followOn = latestJob.current?.state === 'running';
      if (followOn) setFollowing(true);
      else notify.error(errorText(error, adminListTexts.failed));
    } finally {
      if (!followOn) setWorking(null);
    }
  }

  return {
    asking,
    ask: setAsking,
    cancel: () => setAsking(null),
    confirm,
    /** The decision in flight, and its progress line. */
    working,
    progress: working ? progressText(working, job, noun) : null,
    result,
    dismissResult: () => setResult(null),
  };
}
