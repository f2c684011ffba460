import { AccountCard, type RowSelect } from './account-card';
import { AccountCardActions, type AccountCardControls } from './account-card-actions';
import type { AccountPerson } from './account-identity';
import { StatusBadge } from './badges';

interface ManagedAccountCardProps extends AccountCardControls {
  account: AccountPerson & { isApproved: boolean };
  headingId: string;
  /** The facts the account has; its activity figures are in the profile. */
  facts: readonly string[];
  select?: RowSelect;
}

/** A row of a management list: status, facts, and the admin's actions on it. */
export function ManagedAccountCard({
  account,
  headingId,
  facts,
  select,
  ...controls
}: ManagedAccountCardProps) {
  return (
    <AccountCard
      account={account}
      headingId={headingId}
      badge={<StatusBadge approved={account.isApproved} />}
      facts={facts}
      select={select}
      actions={<AccountCardActions name={account.name} approved={account.isApproved} {...controls} />}
    />
  );
}
