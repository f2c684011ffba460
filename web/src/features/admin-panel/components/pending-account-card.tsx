import { pendingApprovalTexts } from '@appointments/domain';
import { Button } from '@chakra-ui/react';
import { adminListTexts } from '../screen-texts';
import { AccountCard, type RowSelect } from './account-card';
import type { AccountPerson } from './account-identity';
import { PendingApprovalBadge } from './badges';
import { approveButtonProps } from './button-styles';

/** What a pending list hands each row: the approval in flight, its two decisions, and the checkbox. */
export interface PendingRowControls {
  busy: boolean;
  onApprove(): void;
  onDecline(): void;
  select?: RowSelect;
}

interface PendingAccountCardProps extends PendingRowControls {
  account: AccountPerson;
  headingId: string;
  /** 'Registered …' or 'Applied …' */
  since: string;
  approveLabel: string;
  /** What the admin checks before approving (empty ones left out), before the date. */
  facts?: readonly string[];
}

/** A row of a pending list: who is waiting, since when, and Approve or Decline. */
export function PendingAccountCard(props: PendingAccountCardProps) {
  const { account, headingId, since, approveLabel, busy, onApprove, onDecline, select, facts = [] } = props;
  return (
    <AccountCard
      account={account}
      headingId={headingId}
      badge={<PendingApprovalBadge />}
      facts={[...facts, since]}
      select={select}
      actions={
        <>
          <Button size="xs" {...approveButtonProps} onClick={onApprove} disabled={busy}>
            {busy ? pendingApprovalTexts.approving : approveLabel}
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={onDecline}
            disabled={busy}
            aria-label={adminListTexts.actionOne('decline', account.name)}
          >
            {adminListTexts.decline}
          </Button>
        </>
      }
    />
  );
}
