import { pendingApprovalTexts } from '@appointments/domain';
import { Button, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AccountCard } from './account-card';
import type { AccountPerson } from './account-identity';
import { PendingApprovalBadge } from './badges';
import { approveButtonProps } from './button-styles';

interface PendingAccountCardProps {
  account: AccountPerson;
  headingId: string;
  /** 'Registered on …' or 'Applied on …' */
  since: string;
  approveLabel: string;
  busy: boolean;
  onApprove(): void;
  /** What the admin checks before approving, between the name and the date. */
  children?: ReactNode;
}

/** A card of a pending list: who is waiting, since when, and its Approve button. */
export function PendingAccountCard(props: PendingAccountCardProps) {
  const { account, headingId, since, approveLabel, busy, onApprove, children } = props;
  return (
    <AccountCard account={account} headingId={headingId}>
      {children}
      <Flex mt="3" gap="2" align="center" wrap="wrap" fontSize="sm" color="gray.700">
        <Text>{since}</Text>
        <PendingApprovalBadge />
      </Flex>
      <Button mt="3" size="sm" {...approveButtonProps} onClick={onApprove} disabled={busy}>
        {busy ? pendingApprovalTexts.approving : approveLabel}
      </Button>
    </AccountCard>
  );
}
