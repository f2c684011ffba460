import { chakra } from '@chakra-ui/react';
import { splitMatches } from '../model/appointment-filters';

/** `text` with the occurrences of the search term marked, so a reader sees why a card matched. */
export function HighlightedText({ text, term }: { text: string; term: string }) {
  return (
    <>
      {splitMatches(text, term).map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are derived from the text and never reorder
          <chakra.mark key={index} bg="yellow.200" color="inherit" px="0.5" rounded="sm">
            {part.text}
          </chakra.mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
