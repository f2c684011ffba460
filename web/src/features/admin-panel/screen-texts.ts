// The admin panel's own copy for its compact lists and bulk decisions (the spec's texts are in packages/domain).
import { type BulkAccountsResult, type BulkAction, countOf, type Noun } from '@appointments/domain';

const actionVerbs: Record<BulkAction, string> = {
  approve: 'Approve',
  decline: 'Decline',
  suspend: 'Suspend',
};

export const adminListTexts = {
  // The total is in the section's header already ('5 of 220 students'); a figure is not repeated.
  showAll: (noun: Noun) => `Show all ${noun.plural}`,
  showFewer: 'Show fewer',
  openAddTeacher: 'Add a teacher',
  closeAddTeacher: 'Close the form',
  select: (name: string) => `Select ${name}`,
  selectShown: 'Select all shown',
  selectAllMatching: (count: number) => `Select all ${count} matching`,
  selected: (count: number) => `${count} selected`,
  clearSelection: 'Clear selection',
  action: (action: BulkAction) => actionVerbs[action],
  actionOne: (action: BulkAction, name: string) => `${actionVerbs[action]} ${name}`,
  decline: 'Decline',
  confirmTitle: (action: BulkAction) => `${actionVerbs[action]} accounts`,
  confirmQuestion: (action: BulkAction, count: number, noun: Noun) =>
    `${actionVerbs[action]} ${countOf(count, noun.singular, noun.plural)}?`,
  declineNote:
    'A declined registration is removed (its login and documents) and the person is mailed the reason below.',
  reasonLabel: 'Reason (mailed to the person)',
  reasonRequired: 'Please give a reason',
  cancel: 'Cancel',
  working: (action: BulkAction, count: number, noun: Noun) =>
    `${{ approve: 'Approving', decline: 'Declining', suspend: 'Suspending' }[action]} ${countOf(count, noun.singular, noun.plural)}…`,
  /** The server's progress record, page by page: 'Approved 300 of 500 students…'. */
  progress: (action: BulkAction, done: number, total: number, noun: Noun) =>
    `${{ approve: 'Approved', decline: 'Declined', suspend: 'Suspended' }[action]} ${done} of ${countOf(total, noun.singular, noun.plural)}…`,
  failed: 'The decision could not be applied. Please try again.',
} as const;

/** '312 approved, 2 already approved': every non-zero count of a bulk answer, in a fixed order. */
export function bulkResultText(result: BulkAccountsResult): string {
  const parts = [
    [result.approved, 'approved'],
    [result.declined, 'declined'],
    [result.suspended, 'suspended'],
    [result.alreadyApproved, 'already approved'],
    [result.alreadySuspended, 'already suspended'],
    [result.notFound, 'no longer there'],
    [result.failed, 'failed'],
  ] as const;
  const said = parts.filter(([count]) => count > 0).map(([count, what]) => `${count} ${what}`);
  return said.length > 0 ? said.join(', ') : 'Nothing to change';
}
