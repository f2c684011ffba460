import type { BulkAction } from '@appointments/domain';
import { Button, chakra, Flex, Text } from '@chakra-ui/react';
import { LoaderCircle } from 'lucide-react';
import { type Selection, selectedCount } from '../model/selection';
import { adminListTexts } from '../screen-texts';

interface BulkBarProps {
  /** What may be decided from this list, in button order. */
  actions: readonly BulkAction[];
  shownIds: readonly string[];
  /** How many accounts the list's search and filters match, loaded or not. */
  matching: number;
  selection: Selection;
  onSelectShown(ids: readonly string[]): void;
  onSelectAllMatching(): void;
  onClear(): void;
  onAct(action: BulkAction): void;
  /** The decision in flight ('Approving 312 students…'), or null. */
  progress: string | null;
  /** The last decision's outcome ('312 approved, 2 already approved'), or null. */
  result: string | null;
  /** The list is still catching up with a new search or filter: nothing may act on it yet. */
  disabled: boolean;
}

/** Selecting rows, or every account the filter matches, and deciding for all of them at once. */
export function BulkBar(props: BulkBarProps) {
  const { actions, shownIds, matching, selection, progress, result, disabled } = props;
  const count = selectedCount(selection, matching);
  const allShown = shownIds.length > 0 && shownIds.every((id) => selection.ids.has(id));
  const checked = selection.allMatching || allShown;
  return (
    <>
      <Flex
        role="group"
        aria-label={adminListTexts.selected(count)}
        align="center"
        wrap="wrap"
        gap="2"
        bg="gray.50"
        rounded="md"
        px="2"
        py="1.5"
        mb="2"
        fontSize="sm"
      >
        <chakra.label display="flex" alignItems="center" gap="2" color="gray.800">
          <chakra.input
            type="checkbox"
            w="4"
            h="4"
            checked={checked}
            disabled={disabled || shownIds.length === 0}
            onChange={() => (checked ? props.onClear() : props.onSelectShown(shownIds))}
          />
          {count > 0 ? adminListTexts.selected(count) : adminListTexts.selectShown}
        </chakra.label>
        {allShown && !selection.allMatching && matching > shownIds.length && (
          <Button size="xs" variant="ghost" colorPalette="blue" onClick={props.onSelectAllMatching}>
            {adminListTexts.selectAllMatching(matching)}
          </Button>
        )}
        {count > 0 && (
          <Button size="xs" variant="ghost" onClick={props.onClear}>
            {adminListTexts.clearSelection}
          </Button>
        )}
        <Flex gap="1" ml="auto" wrap="wrap">
          {actions.map((action) => (
            <Button
              key={action}
              size="xs"
              variant={action === 'approve' ? 'solid' : 'outline'}
              colorPalette={{ approve: 'green', decline: 'red', suspend: 'orange' }[action]}
              disabled={count === 0 || progress !== null || disabled}
              onClick={() => props.onAct(action)}
            >
              {adminListTexts.action(action)}
            </Button>
          ))}
        </Flex>
      </Flex>
      {progress && (
        <Flex role="status" align="center" gap="2" mb="2" fontSize="sm" color="gray.800">
          <chakra.span
            display="inline-flex"
            aria-hidden="true"
            animation="spin 1s linear infinite"
            css={{ '@media (prefers-reduced-motion: reduce)': { animation: 'none' } }}
          >
            <LoaderCircle size={16} />
          </chakra.span>
          {progress}
        </Flex>
      )}
      {result && !progress && (
        <Text
          role="status"
          data-testid="bulk-result"
          mb="2"
          fontSize="sm"
          color="green.900"
          bg="green.50"
          px="2"
          py="1"
          rounded="md"
        >
          {result}
        </Text>
      )}
    </>
  );
}
