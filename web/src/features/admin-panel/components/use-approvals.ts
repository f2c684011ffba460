// Approving one account from the pending lists, with the spec's toasts. The live listeners then drop the
// approved account from the list. (Approve All and the selections go through the bulk call.)
import type { Noun } from '@appointments/domain';
import { useState } from 'react';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/notify';

export interface ApprovalTexts {
  noun: Noun;
  success: string;
  failure: string;
}

export interface Approvals {
  /** Ids whose approval is in flight. */
  busy: ReadonlySet<string>;
  approveOne(id: string): Promise<void>;
}

export function useApprovals(approve: (id: string) => Promise<void>, texts: ApprovalTexts): Approvals {
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const mark = (id: string, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function approveOne(id: string) {
    mark(id, true);
    try {
      await approve(id);
      notify.success(texts.success);
    } catch (error) {
      notify.error(errorText(error, texts.failure));
    } finally {
      mark(id, false);
    }
  }

  return { busy, approveOne };
}
