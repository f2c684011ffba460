// The selectable rows of an admin list, written once for the management lists and the pending lists: the
// selection bar above them, the rows with their checkboxes, the 'Show all' / 'Show more' controls below,
// and the bulk decision's confirmation.
import type { BulkAction, BulkFilter, Noun } from '@appointments/domain';
import { Fragment, type ReactNode, Suspense } from 'react';
import { type AccountListState, remainingOf } from '../model/list-state';
import { useSelection } from '../model/selection';
import type { RowSelect } from './account-card';
import { BulkBar } from './bulk-bar';
import { BulkDecisionDialog } from './lazy-dialogs';
import { ListExpander } from './list-expander';
import { type DecideInBulk, useBulkDecisions } from './use-bulk-decisions';

interface Listed {
  _id: string;
}

/**
 * The rows the admin picked (some, or every account the filter matches) and the bulk decisions on them. A new
 * filter starts a new selection; a decision done clears it and refreshes the list.
 */
export function useSelectableList<A extends Listed>(
  list: AccountListState<A>,
  options: { decide: DecideInBulk; noun: Noun; filter: BulkFilter },
) {
  const { filter, noun } = options;
  // Every match is loaded when no page follows: then the rows are the count (the server's may still be on its way).
  const matching = list.hasMore ? (list.counts?.matching ?? list.items.length) : list.items.length;
  const { selection, toggle, selectIds, selectAllMatching, clear } = useSelection(
    `${filter.status}|${filter.search}|${filter.department}`,
  );
  const bulk = useBulkDecisions(options.decide, noun, () => {
    clear();
    list.refresh();
  });
  const rowSelect = (id: string): RowSelect => ({
    checked: selection.allMatching || selection.ids.has(id),
    onToggle: () => toggle(id),
  });
  const askForSelection = (action: BulkAction) =>
    bulk.ask({
      action,
      target: selection.allMatching ? { filter } : { ids: [...selection.ids] },
      count: selection.allMatching ? matching : selection.ids.size,
    });
  return {
    list,
    noun,
    filter,
    matching,
    selection,
    selectIds,
    selectAllMatching,
    clear,
    bulk,
    rowSelect,
    askForSelection,
  };
}

export type SelectableList<A extends Listed> = ReturnType<typeof useSelectableList<A>>;

interface SelectableRowsProps<A extends Listed> {
  state: SelectableList<A>;
  /** What may be decided for the selection, in button order. */
  actions: readonly BulkAction[];
  /** The rows on screen (the preview, or every one loaded). */
  shown: readonly A[];
  expanded: boolean;
  onExpand(): void;
  onCollapse?: (() => void) | undefined;
  renderRow(account: A, select: RowSelect): ReactNode;
}

/** The selection bar, the rows, and below them 'Show all N' while previewing or 'Show more' once open. */
export function SelectableRows<A extends Listed>(props: SelectableRowsProps<A>) {
  const { state, shown } = props;
  const { list, bulk } = state;
  return (
    <>
      <BulkBar
        actions={props.actions}
        shownIds={shown.map((account) => account._id)}
        matching={state.matching}
        selection={state.selection}
        onSelectShown={state.selectIds}
        onSelectAllMatching={state.selectAllMatching}
        onClear={state.clear}
        onAct={state.askForSelection}
        progress={bulk.progress}
        result={bulk.result}
        disabled={!list.settled}
      />
      <div>
        {shown.map((account) => (
          <Fragment key={account._id}>{props.renderRow(account, state.rowSelect(account._id))}</Fragment>
        ))}
      </div>
      <ListExpander
        expanded={props.expanded}
        hidden={list.items.length - shown.length}
        remaining={remainingOf(list)}
        loadingMore={list.loadingMore}
        noun={state.noun}
        onExpand={props.onExpand}
        onCollapse={props.onCollapse}
        onLoadMore={list.loadMore}
      />
    </>
  );
}

/** The confirmation of the bulk decision asked for, naming how many (loaded with its first use). */
export function BulkDecisionPrompt<A extends Listed>({ state }: { state: SelectableList<A> }) {
  const { bulk } = state;
  return (
    <Suspense fallback={null}>
      {bulk.asking && (
        <BulkDecisionDialog
          decision={bulk.asking}
          noun={state.noun}
          onConfirm={(reason) => void bulk.confirm(reason)}
          onClose={bulk.cancel}
        />
      )}
    </Suspense>
  );
}
