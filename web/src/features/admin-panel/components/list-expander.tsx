import type { Noun } from '@appointments/domain';
import { Button, Flex } from '@chakra-ui/react';
import { adminListTexts } from '../screen-texts';
import { ShowMore } from './show-more';

/** Rows a section shows until it is opened: enough to see who is there. */
export const PREVIEW_ROWS = 5;

interface ListExpanderProps {
  expanded: boolean;
  /** Rows hidden by the preview. */
  hidden: number;
  /** Matches not loaded yet (the next page's 'Show more'). */
  remaining: number;
  loadingMore?: boolean;
  noun: Noun;
  onExpand(): void;
  onCollapse?(): void;
  onLoadMore(): void;
}

/** Below a section's rows: 'Show all N' while it previews; once open, 'Show more' pages and 'Show fewer'. */
export function ListExpander(props: ListExpanderProps) {
  if (!props.expanded) {
    if (props.hidden <= 0 && props.remaining <= 0) return null;
    return (
      <Flex justify="center" mt="2">
        <Button size="sm" variant="outline" colorPalette="blue" onClick={props.onExpand}>
          {adminListTexts.showAll(props.noun)}
        </Button>
      </Flex>
    );
  }
  return (
    <>
      <ShowMore remaining={props.remaining} busy={props.loadingMore} onClick={props.onLoadMore} />
      {props.onCollapse && (
        <Flex justify="center" mt="2">
          <Button size="xs" variant="ghost" onClick={props.onCollapse}>
            {adminListTexts.showFewer}
          </Button>
        </Flex>
      )}
    </>
  );
}
