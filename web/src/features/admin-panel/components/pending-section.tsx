import { pendingApprovalTexts, pendingCountLabel } from '@appointments/domain';
import { Button, type ButtonProps, SimpleGrid, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode, Suspense, useEffect, useState } from 'react';
import { DashboardSection } from '@/components/ui/dashboard-section';
import { type AccountListState, remainingOf, type UseAccountList } from '../model/list-state';
import { accountsKey } from '../model/refresh-key';
import { CountBadge } from './badges';
import { approveButtonProps } from './button-styles';
import { EmptyState } from './empty-state';
import { ConfirmDialog } from './lazy-dialogs';
import { SearchField } from './search-field';
import { ShowMore } from './show-more';
import { type ApprovalTexts, useApprovals } from './use-approvals';

interface PendingAccount {
  _id: string;
  isApproved: boolean;
  createdAt: string;
}

interface PendingSearch {
  id: string;
  label: string;
  placeholder: string;
}

interface ApproveAllControl {
  onClick(): void;
  disabled: boolean;
}

interface PendingSectionProps<A extends PendingAccount> {
  id: string;
  title?: string;
  /** The accounts awaiting approval that match the search (a hook: the same function on every render). */
  useList: UseAccountList<A>;
  /** Told a key of the loaded accounts whenever it changes (the statistics follow it). */
  onAccountsChanged?(key: string): void;
  approve(id: string): Promise<void>;
  approvalTexts: ApprovalTexts;
  search: PendingSearch;
  /** The empty state's sentence when nobody waits, and when the search finds none of those who do. */
  emptyTexts: { noneWaiting: string; noMatch: string };
  /** After the count beside the heading; given the list (its update time and refresh). */
  actions?(list: AccountListState<A>): ReactNode;
  /** Between the heading and the search; given how many wait in all. */
  intro?(waiting: number): ReactNode;
  /** Lays out the search field and, once more than one account is listed, the Approve All control. */
  controls(parts: { search: ReactNode; approveAll: ApproveAllControl | null }): ReactNode;
  renderCard(account: A, busy: boolean, onApprove: () => void): ReactNode;
}

/** Approves everyone listed, after a confirmation. */
export function ApproveAllButton({ onClick, disabled, ...props }: ApproveAllControl & ButtonProps) {
  return (
    <Button {...props} {...approveButtonProps} onClick={onClick} disabled={disabled}>
      {pendingApprovalTexts.approveAll}
    </Button>
  );
}

/**
 * A live list of accounts awaiting approval, a page at a time: search, approve one, or approve all listed
 * after a confirmation.
 */
export function PendingSection<A extends PendingAccount>(props: PendingSectionProps<A>) {
  const { id, title, useList, approve, approvalTexts, search, emptyTexts } = props;
  const [term, setTerm] = useState('');
  const list = useList({ search: term, status: 'pending', department: '' });
  const { items, counts, loading } = list;
  const waiting = counts?.pending ?? 0;
  const approvals = useApprovals(
    items.map((account) => account._id),
    approve,
    approvalTexts,
  );
  const { onAccountsChanged } = props;
  const changedKey = accountsKey(items);
  useEffect(() => {
    if (!loading) onAccountsChanged?.(changedKey);
  }, [loading, changedKey, onAccountsChanged]);

  return (
    <DashboardSection
      id={id}
      title={title}
      actions={
        <>
          <CountBadge count={waiting} label={pendingCountLabel(waiting)} />
          {props.actions?.(list)}
        </>
      }
    >
      {props.intro?.(waiting)}
      {props.controls({
        search: (
          <SearchField
            id={search.id}
            label={search.label}
            placeholder={search.placeholder}
            value={term}
            onChange={setTerm}
          />
        ),
        approveAll:
          items.length > 1
            ? { onClick: approvals.askApproveAll, disabled: approvals.busy.size > 0 || !list.settled }
            : null,
      })}
      {loading && items.length === 0 ? (
        <Text color="gray.700">{pendingApprovalTexts.loading}</Text>
      ) : items.length === 0 ? (
        <EmptyState
          title={pendingApprovalTexts.allCaughtUp}
          text={term.trim() === '' || waiting === 0 ? emptyTexts.noneWaiting : emptyTexts.noMatch}
        />
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
            {items.map((account) => (
              <Fragment key={account._id}>
                {props.renderCard(
                  account,
                  approvals.busy.has(account._id),
                  () => void approvals.approveOne(account._id),
                )}
              </Fragment>
            ))}
          </SimpleGrid>
          <ShowMore remaining={remainingOf(list)} busy={list.loadingMore} onClick={list.loadMore} />
        </>
      )}
      <Suspense fallback={null}>
        {approvals.confirming && (
          <ConfirmDialog
            question={approvals.confirming}
            onConfirm={() => void approvals.confirmApproveAll()}
            onClose={approvals.cancelApproveAll}
          />
        )}
      </Suspense>
    </DashboardSection>
  );
}
