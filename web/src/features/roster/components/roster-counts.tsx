import { type RosterResult, rosterTexts as texts } from '@appointments/domain';
import { SimpleGrid } from '@chakra-ui/react';
import { Stat } from '@/components/ui/stat';

/** The rows of a file and what they come to; the rows refused are counted once however many cells are wrong. */
export function RosterCounts({ result, label }: { result: RosterResult; label: string }) {
  const refused = new Set(result.errors.map((error) => error.line)).size;
  return (
    <SimpleGrid role="group" aria-label={label} columns={{ base: 2, md: 5 }} gap="3">
      <Stat label={texts.counts.rows} value={result.rows} />
      <Stat label={texts.counts.created} value={result.created} />
      <Stat label={texts.counts.updated} value={result.updated} />
      <Stat label={texts.counts.unchanged} value={result.unchanged} />
      <Stat label={texts.counts.errors} value={refused} highlight={refused > 0} />
    </SimpleGrid>
  );
}
