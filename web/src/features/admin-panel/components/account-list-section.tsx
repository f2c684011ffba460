import {
  accountListTexts,
  filterOptionText,
  type Noun,
  STUDENT_NOUN,
  searchSummaryText,
  shownOfTotalText,
  TEACHER_NOUN,
} from '@appointments/domain';
import { SimpleGrid, Text } from '@chakra-ui/react';
import { Users } from 'lucide-react';
import { type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { DashboardSection } from '@/components/ui/dashboard-section';
import { EmptyState } from '@/components/ui/empty-state';
import {
  ALL_DEPARTMENTS,
  departmentOptions,
  departmentsPresent,
  type EmptyReason,
  emptyReason,
  type StatusFilter,
} from '../model/account-filters';
import type { AccountListState, UseAccountList } from '../model/list-state';
import { accountsKey } from '../model/refresh-key';
import type { AccountCardControls } from './account-card-actions';
import { DeleteAccountDialog } from './lazy-dialogs';
import { PREVIEW_ROWS } from './list-expander';
import { ListHeader } from './list-header';
import { NativeSelect } from './native-select';
import { RowsLoading } from './rows-loading';
import { SearchField } from './search-field';
import { BulkDecisionPrompt, SelectableRows, useSelectableList } from './selectable-rows';
import { StatusFilterSelect } from './status-filter';
import { type AccountListCalls, useAccountActions } from './use-account-actions';
import type { DecideInBulk } from './use-bulk-decisions';

type AccountKind = 'student' | 'teacher';

const NOUNS: Record<AccountKind, Noun> = { student: STUDENT_NOUN, teacher: TEACHER_NOUN };

interface ListedAccount {
  _id: string;
  name: string;
  isApproved: boolean;
  createdAt: string;
  department?: string;
}

export interface AccountListTexts {
  searchLabel: string;
  searchPlaceholder: string;
  exportLabel: string;
  refreshLabel: string;
  deleteTitle: string;
  deleteConfirm(name: string): string;
  deleteWarnings: readonly string[];
  deleteButton: string;
}

export interface AccountListProps<A> extends AccountListCalls {
  /** The list for the chosen search and filters (a hook: the same function on every render). */
  useList: UseAccountList<A>;
  /** Approves or suspends the selected accounts, or every account the filters match, on the server. */
  decide: DecideInBulk;
  /** Told a key of the loaded accounts and their status whenever it changes (the statistics follow it). */
  onAccountsChanged?(key: string): void;
}

interface AccountListSectionProps<A extends ListedAccount> extends AccountListProps<A> {
  kind: AccountKind;
  texts: AccountListTexts;
  emptyText(reason: EmptyReason, term: string): string;
  /** A department filter between the search and the status filter (teachers). */
  departmentFilter?: { label: string; allLabel: string };
  /** The accounts whose cards or profile are on screen, told whenever they change. */
  onRendered?(ids: readonly string[]): void;
  renderCard(account: A, controls: AccountCardControls): ReactNode;
  renderProfile(account: A, onClose: () => void): ReactNode;
}

/**
 * A management list: counts (aggregations), search and filters (queries), export, refresh, per-account
 * actions, and the cards a page at a time, live.
 */
export function AccountListSection<A extends ListedAccount>(props: AccountListSectionProps<A>) {
  const { kind, texts, departmentFilter, useList } = props;
  const { setStatus, remove, exportCsv } = props;
  const noun = NOUNS[kind];
  const [search, setSearch] = useState('');
  const [status, setStatusFilter] = useState<StatusFilter>('all');
  const [department, setDepartment] = useState(ALL_DEPARTMENTS);
  const [viewing, setViewing] = useState<A | null>(null);
  const [deleting, setDeleting] = useState<A | null>(null);
  const actions = useAccountActions(kind, { setStatus, remove, exportCsv });
  const list: AccountListState<A> = useList({ search, status, department });
  const { items, counts, loading } = list;
  const [opened, setOpened] = useState(false);

  const term = search.trim();
  const filter = { status, search: term, department: department === ALL_DEPARTMENTS ? '' : department };
  const selectable = useSelectableList(list, { decide: props.decide, noun, filter });
  // A search or filter shows every match; otherwise the first rows until the section is opened.
  const filtered = term !== '' || status !== 'all' || filter.department !== '';
  const expanded = opened || filtered;
  const shown = expanded ? items : items.slice(0, PREVIEW_ROWS);
  // The profile open in the modal follows live changes (a suspension, new statistics).
  const viewed = viewing ? (items.find((a) => a._id === viewing._id) ?? viewing) : null;
  const { onRendered, onAccountsChanged } = props;
  const renderedKey = [...shown.map((a) => a._id), ...(viewing ? [viewing._id] : [])].join('|');
  useEffect(() => onRendered?.(renderedKey === '' ? [] : renderedKey.split('|')), [renderedKey, onRendered]);
  const changedKey = accountsKey(items);
  useEffect(() => {
    if (!loading) onAccountsChanged?.(changedKey);
  }, [loading, changedKey, onAccountsChanged]);
  const departments = useMemo(
    () =>
      departmentFilter
        ? departmentOptions(
            counts?.departments,
            departmentsPresent(items as readonly { department: string }[]),
            department,
          )
        : [],
    [departmentFilter, counts, items, department],
  );

  return (
    <DashboardSection id={`${kind}List`}>
      <ListHeader
        // The rows on screen, of every account (the aggregation).
        shownText={shownOfTotalText(shown.length, counts?.total ?? 0, noun)}
        loading={counts === null}
        updatedAt={list.updatedAt}
        exporting={actions.exporting}
        exportProgress={actions.exportProgress}
        exportLabel={texts.exportLabel}
        refreshLabel={texts.refreshLabel}
        onExport={() => void actions.exportList()}
        onRefresh={list.refresh}
      />
      <SimpleGrid columns={{ base: 1, md: departmentFilter ? 3 : 2 }} gap="4" mb="4">
        <SearchField
          id={`${kind}-search`}
          label={texts.searchLabel}
          placeholder={texts.searchPlaceholder}
          value={search}
          onChange={setSearch}
        />
        {departmentFilter && (
          <NativeSelect
            id={`${kind}-department`}
            label={departmentFilter.label}
            value={department}
            onChange={setDepartment}
          >
            <option value={ALL_DEPARTMENTS}>{departmentFilter.allLabel}</option>
            {departments.map(({ name, count }) => (
              <option key={name} value={name}>
                {filterOptionText(name, count)}
              </option>
            ))}
          </NativeSelect>
        )}
        <StatusFilterSelect
          id={`${kind}-status`}
          value={status}
          counts={{ all: counts?.total ?? 0, active: counts?.active ?? 0, pending: counts?.pending ?? 0 }}
          onChange={setStatusFilter}
        />
      </SimpleGrid>
      {term !== '' && counts !== null && !loading && (
        <Text role="status" mb="3" color="gray.800">
          {searchSummaryText(counts.matching, term, noun)}
        </Text>
      )}
      {loading && items.length === 0 ? (
        <RowsLoading text={accountListTexts.loading} />
      ) : items.length === 0 ? (
        <EmptyState
          role="status"
          icon={Users}
          title={props.emptyText(emptyReason(counts?.total ?? 0, term, counts?.searchMatches ?? 0), term)}
        />
      ) : (
        <SelectableRows
          state={selectable}
          actions={['approve', 'suspend']}
          shown={shown}
          expanded={expanded}
          onExpand={() => setOpened(true)}
          onCollapse={opened && !filtered ? () => setOpened(false) : undefined}
          renderRow={(account, select) =>
            props.renderCard(account, {
              updating: actions.updating.has(account._id) || selectable.bulk.working !== null,
              onView: () => setViewing(account),
              onToggleStatus: () => void actions.toggleStatus(account._id, !account.isApproved),
              onDelete: () => setDeleting(account),
              select,
            })
          }
        />
      )}
      <BulkDecisionPrompt state={selectable} />
      <Suspense fallback={null}>
        {viewed && props.renderProfile(viewed, () => setViewing(null))}
        {deleting && (
          <DeleteAccountDialog
            title={texts.deleteTitle}
            question={texts.deleteConfirm(deleting.name)}
            warnings={texts.deleteWarnings}
            confirmLabel={texts.deleteButton}
            onConfirm={async () => {
              await actions.remove(deleting._id, deleting.name);
              setDeleting(null);
            }}
            onClose={() => setDeleting(null)}
          />
        )}
      </Suspense>
    </DashboardSection>
  );
}
