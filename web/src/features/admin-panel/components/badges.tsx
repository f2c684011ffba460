import { accountListTexts, pendingApprovalTexts } from '@appointments/domain';
import type { BoxProps } from '@chakra-ui/react';
import { Chip } from '@/components/ui/chip';

/** The admin's labels sit beside names and counts in narrow cards: kept on one line. */
function Badge(props: BoxProps) {
  return <Chip whiteSpace="nowrap" {...props} />;
}

/** 'Active' (approved) or 'Pending'; the word carries the meaning, the colour only repeats it. */
export function StatusBadge({ approved }: { approved: boolean }) {
  return approved ? (
    <Badge bg="green.100" color="green.900">
      {accountListTexts.active}
    </Badge>
  ) : (
    <Badge bg="orange.100" color="orange.900">
      {accountListTexts.pending}
    </Badge>
  );
}

/** On the cards of the pending lists. */
export function PendingApprovalBadge() {
  return (
    <Badge bg="orange.100" color="orange.900">
      {pendingApprovalTexts.pendingApproval}
    </Badge>
  );
}

/** The number beside a heading, with a spoken label so it is not read as a bare figure. */
export function CountBadge({ count, label }: { count: number; label: string }) {
  return (
    <Badge bg="blue.100" color="blue.900" aria-label={label} title={label}>
      {count}
    </Badge>
  );
}
