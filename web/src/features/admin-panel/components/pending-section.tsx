import {
  approveAllConfirmText,
  type BulkFilter,
  type Noun,
  pendingApprovalTexts,
  pendingCountLabel,
} from '@appointments/domain';
import { Button, type ButtonProps, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { DashboardSection } from '@/components/ui/dashboard-section';
import { EmptyState } from '@/components/ui/empty-state';
import type { AccountListState, UseAccountList } from '../model/list-state';
import { accountsKey } from '../model/refresh-key';
import { CountBadge } from './badges';
import { approveButtonProps } from './button-styles';
import { PREVIEW_ROWS } from './list-expander';
import type { PendingRowControls } from './pending-account-card';
import { RowsLoading } from './rows-loading';
import { SearchField } from './search-field';
import { BulkDecisionPrompt, SelectableRows, useSelectableList } from './selectable-rows';
import { type ApprovalTexts, useApprovals } from './use-approvals';
import type { DecideInBulk } from './use-bulk-decisions';

interface PendingAccount {
  _id: string;
  name: string;
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
  noun: Noun;
  /** The accounts awaiting approval that match the search (a hook: the same function on every render). */
  useList: UseAccountList<A>;
  /** Told a key of the loaded accounts whenever it changes (the statistics follow it). */
  onAccountsChanged?(key: string): void;
  approve(id: string): Promise<void>;
  decide: DecideInBulk;
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
  renderCard(account: A, controls: PendingRowControls): ReactNode;
}

/** Approves every account the search matches (the server works through them), after a confirmation. */
export function ApproveAllButton({ onClick, disabled, ...props }: ApproveAllControl & ButtonProps) {
  return (
    <Button {...props} {...approveButtonProps} onClick={onClick} disabled={disabled}>
      {pendingApprovalTexts.approveAll}
    </Button>
  );
}

/**
 * A live list of accounts awaiting approval: the first rows, then every page once opened; search; approve or
 * decline one, the selected, or every account the search matches, after a confirmation naming how many.
 */
export function PendingSection<A extends PendingAccount>(props: PendingSectionProps<A>) {
  const { id, title, noun, useList, approve, approvalTexts, search, emptyTexts } = props;
  const [term, setTerm] = useState('');
  const [opened, setOpened] = useState(false);
  const list = useList({ search: term, status: 'pending', department: '' });
  const { items, counts, loading } = list;
  const waiting = counts?.pending ?? 0;
  const filter: BulkFilter = { status: 'pending', search: term.trim(), department: '' };
  const approvals = useApprovals(approve, approvalTexts);
  const selectable = useSelectableList(list, { decide: props.decide, noun, filter });
  const { bulk, matching } = selectable;
  const { onAccountsChanged } = props;
  const changedKey = accountsKey(items);
  useEffect(() => {
    if (!loading) onAccountsChanged?.(changedKey);
  }, [loading, changedKey, onAccountsChanged]);

  // A search shows every match; otherwise the first rows until the section is opened.
  const expanded = opened || term.trim() !== '';
  const shown = expanded ? items : items.slice(0, PREVIEW_ROWS);
  const busyIds = approvals.busy;

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
            ? {
                onClick: () =>
                  bulk.ask({
                    action: 'approve',
                    target: { filter },
                    count: matching,
                    question: approveAllConfirmText(matching, noun),
                  }),
                disabled: bulk.working !== null || !list.settled,
              }
            : null,
      })}
      {loading && items.length === 0 ? (
        <RowsLoading text={pendingApprovalTexts.loading} />
      ) : items.length === 0 ? (
        <>
          {bulk.result && (
            <Text role="status" data-testid="bulk-result" mb="2" fontSize="sm">
              {bulk.result}
            </Text>
          )}
          <EmptyState
            role="status"
            icon={CircleCheck}
            title={pendingApprovalTexts.allCaughtUp}
            description={term.trim() === '' || waiting === 0 ? emptyTexts.noneWaiting : emptyTexts.noMatch}
          />
        </>
      ) : (
        <SelectableRows
          state={selectable}
          actions={['approve', 'decline']}
          shown={shown}
          expanded={expanded}
          onExpand={() => setOpened(true)}
          onCollapse={opened && term.trim() === '' ? () => setOpened(false) : undefined}
          renderRow={(account, select) =>
            props.renderCard(account, {
              busy: busyIds.has(account._id) || bulk.working !== null,
              onApprove: () => void approvals.approveOne(account._id),
              onDecline: () =>
                bulk.ask({ action: 'decline', target: { ids: [account._id] }, count: 1, name: account.name }),
              select,
            })
          }
        />
      )}
      <BulkDecisionPrompt state={selectable} />
    </DashboardSection>
  );
}
