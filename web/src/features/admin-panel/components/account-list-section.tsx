import {
  accountListTexts,
  type Noun,
  STUDENT_NOUN,
  searchSummaryText,
  shownOfTotalText,
  TEACHER_NOUN,
} from '@appointments/domain';
import { SimpleGrid, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { DashboardSection } from '@/components/ui/dashboard-section';
import { newestFirst } from '../api/documents';
import { type EmptyReason, emptyReason, type StatusFilter, statusCounts } from '../model/account-filters';
import type { AccountCardControls } from './account-card-actions';
import { EmptyState } from './empty-state';
import { DeleteAccountDialog } from './lazy-dialogs';
import { ListHeader } from './list-header';
import { SearchField } from './search-field';
import { ShowMore } from './show-more';
import { StatusFilterSelect } from './status-filter';
import { type AccountListCalls, useAccountActions } from './use-account-actions';
import { usePagedList } from './use-paged-list';

type AccountKind = 'student' | 'teacher';

const NOUNS: Record<AccountKind, Noun> = { student: STUDENT_NOUN, teacher: TEACHER_NOUN };

interface ListedAccount {
  _id: string;
  name: string;
  isApproved: boolean;
  createdAt: string;
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
  accounts: readonly A[];
  loading: boolean;
  updatedAt: Date | null;
  onRefresh(): void;
}

interface AccountListSectionProps<A extends ListedAccount> extends AccountListProps<A> {
  kind: AccountKind;
  texts: AccountListTexts;
  /** The search with every filter applied. */
  filter(accounts: readonly A[], term: string, status: StatusFilter): A[];
  /** The search alone, to tell 'nothing found' from 'filtered out'. */
  search(accounts: readonly A[], term: string): A[];
  emptyText(reason: EmptyReason, term: string): string;
  /** More filters between the search and the status filter, one grid column each. */
  extraFilters?: ReactNode;
  /** The extra filters' values: a change starts the cards again at one page. */
  extraFiltersKey?: string;
  /** The accounts whose cards or profile are on screen, told whenever they change. */
  onRendered?(ids: readonly string[]): void;
  renderCard(account: A, controls: AccountCardControls): ReactNode;
  renderProfile(account: A, onClose: () => void): ReactNode;
}

/**
 * A management list, live: counts, search, filters, export, refresh, and per-account actions. Counts, search
 * and filters cover every account; the cards render a page at a time.
 */
export function AccountListSection<A extends ListedAccount>(props: AccountListSectionProps<A>) {
  const { kind, texts, accounts, loading, updatedAt, onRefresh, filter, extraFilters } = props;
  const { setStatus, remove, exportCsv } = props;
  const noun = NOUNS[kind];
  const [search, setSearch] = useState('');
  const [status, setStatusFilter] = useState<StatusFilter>('all');
  const [viewing, setViewing] = useState<A | null>(null);
  const [deleting, setDeleting] = useState<A | null>(null);
  const actions = useAccountActions(kind, { setStatus, remove, exportCsv });

  const counts = useMemo(() => statusCounts(accounts), [accounts]);
  const shown = useMemo(
    () => newestFirst(filter(accounts, search, status)),
    [filter, accounts, search, status],
  );
  const term = search.trim();
  // While the list is still loading only its first page may be here: searches and filters wait for the rest.
  const filtering = term !== '' || status !== 'all' || (props.extraFiltersKey ?? '') !== '';
  const waiting = loading && (accounts.length === 0 || filtering);
  const paged = usePagedList(shown, [search, status, props.extraFiltersKey ?? ''].join('\u0000'));
  // The profile open in the modal follows live changes (a suspension, new statistics).
  const viewed = viewing ? (accounts.find((a) => a._id === viewing._id) ?? viewing) : null;
  const reason = () => emptyReason(accounts.length, term, props.search(accounts, search).length);
  const { onRendered } = props;
  const renderedKey = [...paged.visible.map((a) => a._id), ...(viewing ? [viewing._id] : [])].join('|');
  useEffect(() => onRendered?.(renderedKey === '' ? [] : renderedKey.split('|')), [renderedKey, onRendered]);

  return (
    <DashboardSection id={`${kind}List`}>
      <ListHeader
        shownText={shownOfTotalText(shown.length, accounts.length, noun)}
        loading={loading}
        active={counts.active}
        pending={counts.pending}
        updatedAt={updatedAt}
        exporting={actions.exporting}
        exportProgress={actions.exportProgress}
        exportLabel={texts.exportLabel}
        refreshLabel={texts.refreshLabel}
        onExport={() => void actions.exportList()}
        onRefresh={onRefresh}
      />
      <SimpleGrid columns={{ base: 1, md: extraFilters ? 3 : 2 }} gap="4" mb="4">
        <SearchField
          id={`${kind}-search`}
          label={texts.searchLabel}
          placeholder={texts.searchPlaceholder}
          value={search}
          onChange={setSearch}
        />
        {extraFilters}
        <StatusFilterSelect id={`${kind}-status`} value={status} counts={counts} onChange={setStatusFilter} />
      </SimpleGrid>
      {term !== '' && !loading && (
        <Text role="status" mb="3" color="gray.800">
          {searchSummaryText(shown.length, term, noun)}
        </Text>
      )}
      {waiting ? (
        <Text color="gray.700">{accountListTexts.loading}</Text>
      ) : shown.length === 0 ? (
        <EmptyState text={props.emptyText(reason(), term)} />
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {paged.visible.map((account) => (
              <Fragment key={account._id}>
                {props.renderCard(account, {
                  updating: actions.updating.has(account._id),
                  onView: () => setViewing(account),
                  onToggleStatus: () => void actions.toggleStatus(account._id, !account.isApproved),
                  onDelete: () => setDeleting(account),
                })}
              </Fragment>
            ))}
          </SimpleGrid>
          <ShowMore remaining={paged.remaining} onClick={paged.showMore} />
        </>
      )}
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
