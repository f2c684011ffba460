import { pendingApprovalTexts, pendingCountLabel } from '@appointments/domain';
import { Button, type ButtonProps, SimpleGrid, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode, Suspense, useMemo, useState } from 'react';
import { DashboardSection } from '@/components/ui/dashboard-section';
import { newestFirst } from '../api/documents';
import { CountBadge } from './badges';
import { approveButtonProps } from './button-styles';
import { EmptyState } from './empty-state';
import { ConfirmDialog } from './lazy-dialogs';
import { SearchField } from './search-field';
import { ShowMore } from './show-more';
import { type ApprovalTexts, useApprovals } from './use-approvals';
import { usePagedList } from './use-paged-list';

interface PendingAccount {
  _id: string;
  createdAt: string;
}

interface PendingSearch<A> {
  id: string;
  label: string;
  placeholder: string;
  filter(accounts: readonly A[], term: string): A[];
}

interface ApproveAllControl {
  onClick(): void;
  disabled: boolean;
}

interface PendingSectionProps<A extends PendingAccount> {
  id: string;
  title?: string;
  accounts: readonly A[];
  loading: boolean;
  approve(id: string): Promise<void>;
  approvalTexts: ApprovalTexts;
  search: PendingSearch<A>;
  /** The empty state's sentence when nobody waits, and when the search finds none of those who do. */
  emptyTexts: { noneWaiting: string; noMatch: string };
  /** After the count beside the heading. */
  actions?: ReactNode;
  /** Between the heading and the search. */
  intro?: ReactNode;
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
 * A live list of accounts awaiting approval: search, approve one, or approve all listed after a confirmation.
 * Approve All covers every account the search lists, not only the cards rendered so far.
 */
export function PendingSection<A extends PendingAccount>(props: PendingSectionProps<A>) {
  const { id, title, accounts, loading, approve, approvalTexts, search, emptyTexts } = props;
  const [term, setTerm] = useState('');
  const { filter } = search;
  const shown = useMemo(() => newestFirst(filter(accounts, term)), [filter, accounts, term]);
  const paged = usePagedList(shown, term);
  const approvals = useApprovals(
    shown.map((account) => account._id),
    approve,
    approvalTexts,
  );

  return (
    <DashboardSection
      id={id}
      title={title}
      actions={
        <>
          <CountBadge count={accounts.length} label={pendingCountLabel(accounts.length)} />
          {props.actions}
        </>
      }
    >
      {props.intro}
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
          shown.length > 1 ? { onClick: approvals.askApproveAll, disabled: approvals.busy.size > 0 } : null,
      })}
      {loading && accounts.length === 0 ? (
        <Text color="gray.700">{pendingApprovalTexts.loading}</Text>
      ) : shown.length === 0 ? (
        <EmptyState
          title={pendingApprovalTexts.allCaughtUp}
          text={accounts.length === 0 ? emptyTexts.noneWaiting : emptyTexts.noMatch}
        />
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
            {paged.visible.map((account) => (
              <Fragment key={account._id}>
                {props.renderCard(
                  account,
                  approvals.busy.has(account._id),
                  () => void approvals.approveOne(account._id),
                )}
              </Fragment>
            ))}
          </SimpleGrid>
          <ShowMore remaining={paged.remaining} onClick={paged.showMore} />
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
