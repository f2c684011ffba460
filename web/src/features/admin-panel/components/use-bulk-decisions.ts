// A bulk decision from a list: the confirmation (with a reason for a decline) naming how many, the call, its
// progress, and the result as a toast and a banner ('312 approved, 2 already approved').
import type {
  BulkAccountsRequest,
  BulkAccountsResult,
  BulkAction,
  BulkFilter,
  Noun,
} from '@appointments/domain';
import { useState } from 'react';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/notify';
import { adminListTexts, bulkResultText } from '../screen-texts';

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

export function useBulkDecisions(decide: DecideInBulk, noun: Noun, onDone: () => void) {
  const [asking, setAsking] = useState<PendingDecision | null>(null);
  const [working, setWorking] = useState<PendingDecision | null>(null);
  const [result, setResult] = useState<string | null>(null);

  async function confirm(reason?: string) {
    const decision = asking;
    if (!decision) return;
    setAsking(null);
    setWorking(decision);
    setResult(null);
    try {
      const body =
        'ids' in decision.target ? { ids: [...decision.target.ids] } : { filter: decision.target.filter };
      const answer: BulkAccountsResult = await decide({ action: decision.action, ...body, reason });
      const text = bulkResultText(answer);
      setResult(text);
      if (answer.failed > 0) notify.error(text);
      else notify.success(text);
      onDone();
    } catch (error) {
      notify.error(errorText(error, adminListTexts.failed));
    } finally {
      setWorking(null);
    }
  }

  return {
    asking,
    ask: setAsking,
    cancel: () => setAsking(null),
    confirm,
    /** The decision in flight, and its progress line. */
    working,
    progress: working ? adminListTexts.working(working.action, working.count, noun) : null,
    result,
    dismissResult: () => setResult(null),
  };
}
