import {
  MATCH_NEED_MAX_LENGTH,
  matchingTexts,
  type TeacherCard,
  type TeacherMatch,
} from '@appointments/domain';
import { Box, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { lazy, memo, Suspense, useState } from 'react';
import { DashboardSection } from '@/components/ui/dashboard-section';
import { FormField, fieldDescription } from '@/components/ui/form-field';
import { nativeFieldStyles } from '@/components/ui/native-field-styles';
import { useSchemaForm } from '@/lib/use-schema-form';

interface MatchTeachersSectionProps {
  /** Finds up to five teachers for a need (POST /student/match). */
  onMatch(need: string): Promise<TeacherMatch[]>;
  /**
   * Opens the booking modal with the suggested slot chosen and the need as the purpose; resolves when the
   * modal closes, true when the student booked.
   */
  onBookSlot(teacher: TeacherCard, slot: string, need: string): Promise<boolean>;
  /** A teacher without a free slot: the booking modal, for a custom request. */
  onRequest(teacher: TeacherCard): void;
}

const NEED_ID = 'match-need';

// The results come after a call to the API; their code loads beside it, not with the dashboard.
const loadResults = () => import('./match-results');
const MatchResults = lazy(async () => ({ default: (await loadResults()).MatchResults }));

/** 'Find the right teacher': a need in the student's words, up to five teachers, a slot to book in the modal. */
export const MatchTeachersSection = memo(function MatchTeachersSection(props: MatchTeachersSectionProps) {
  const { onMatch, onBookSlot, onRequest } = props;
  const [searching, setSearching] = useState(false);
  const [results, setResults] = useState<{ need: string; matches: TeacherMatch[] } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function search(text: string) {
    setSearching(true);
    setFailure(null);
    try {
      setResults({ need: text, matches: await onMatch(text) });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSearching(false);
    }
  }

  const form = useSchemaForm({
    initial: { need: '' },
    async check({ need }) {
      const { parseNeed } = await import('../model/match-need');
      return parseNeed(need);
    },
    async send({ need }) {
      void loadResults();
      await search(need);
    },
  });
  const needError = form.errors.need;

  async function book(match: TeacherMatch, slot: string, searched: string) {
    // The slot is taken once booked: asked again, the teacher's next one is the earliest.
    if (await onBookSlot(match.teacher, slot, searched)) await search(searched);
  }

  return (
    <DashboardSection id="matchTeachers" title={matchingTexts.title}>
      <Text mb="3" color="gray.700">
        {matchingTexts.intro}
      </Text>
      <form ref={form.formRef} onSubmit={(event) => void form.submit(event)} noValidate>
        <Stack gap="3">
          <FormField id={NEED_ID} label={matchingTexts.needLabel} error={needError}>
            <chakra.textarea
              id={NEED_ID}
              name="need"
              rows={2}
              maxLength={MATCH_NEED_MAX_LENGTH}
              css={nativeFieldStyles}
              placeholder={matchingTexts.needPlaceholder}
              value={form.values.need}
              onChange={(event) => form.set('need', event.target.value)}
              aria-invalid={needError ? true : undefined}
              aria-describedby={fieldDescription(NEED_ID, needError)}
            />
          </FormField>
          <Box>
            <Button
              type="submit"
              colorPalette="blue"
              loading={searching}
              loadingText={matchingTexts.searching}
            >
              {matchingTexts.submit}
            </Button>
          </Box>
        </Stack>
      </form>
      <Box aria-live="polite" mt="4">
        {failure && <Text color="red.700">{failure}</Text>}
        {results && !failure && (
          <>
            <Text mb="3" fontWeight="medium" color="gray.800">
              {results.matches.length === 0
                ? matchingTexts.noResults
                : matchingTexts.resultsHeading(results.matches.length)}
            </Text>
            <Suspense fallback={null}>
              <MatchResults
                matches={results.matches}
                onBook={(match) => match.earliestSlot && void book(match, match.earliestSlot, results.need)}
                onRequest={(match) => onRequest(match.teacher)}
              />
            </Suspense>
          </>
        )}
      </Box>
    </DashboardSection>
  );
});
