// Approving from the pending lists, one at a time or all listed at once, with the spec's toasts. The live
// listeners then drop the approved accounts from the list.
import { approveAllConfirmText, approvedAllText, type Noun } from '@appointments/domain';
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
  /** The question of the open confirmation, or null. */
  confirming: string | null;
  askApproveAll(): void;
  cancelApproveAll(): void;
  confirmApproveAll(): Promise<void>;
}

export function useApprovals(
  listedIds: readonly string[],
  approve: (id: string) => Promise<void>,
  texts: ApprovalTexts,
): Approvals {
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [confirmIds, setConfirmIds] = useState<readonly string[] | null>(null);

  const mark = (ids: readonly string[], on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  async function approveOne(id: string) {
    mark([id], true);
    try {
      await approve(id);
      notify.success(texts.success);
    } catch (error) {
      notify.error(errorText(error, texts.failure));
    } finally {
      mark([id], false);
    }
  }

  async function confirmApproveAll() {
    const ids = confirmIds ?? [];
    setConfirmIds(null);
    mark(ids, true);
    const results = await Promise.allSettled(ids.map((id) => approve(id)));
    mark(ids, false);
    const approved = results.filter((result) => result.status === 'fulfilled').length;
    const failed = results.find((result) => result.status === 'rejected');
    if (approved > 0) notify.success(approved === 1 ? texts.success : approvedAllText(approved, texts.noun));
    if (failed) notify.error(errorText(failed.reason, texts.failure));
  }

  return {
    busy,
    approveOne,
    // The list can change while the dialog is open; the ids asked about are the ones approved.
    confirming: confirmIds ? approveAllConfirmText(confirmIds.length, texts.noun) : null,
    askApproveAll: () => setConfirmIds([...listedIds]),
    cancelApproveAll: () => setConfirmIds(null),
    confirmApproveAll,
  };
}
