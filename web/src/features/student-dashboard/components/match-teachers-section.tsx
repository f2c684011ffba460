import {
  MATCH_NEED_MAX_LENGTH,
  matchingTexts,
  type TeacherCard,
  type TeacherMatch,
} from '@appointments/domain';
import { Box, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, lazy, memo, Suspense, useRef, useState } from 'react';
import { DashboardSection } from '@/components/ui/dashboard-section';
import { FormField, fieldDescription } from '@/components/ui/form-field';
import { nativeFieldStyles } from '@/components/ui/native-field-styles';
import { focusFirstError } from '@/lib/focus-first-error';
import type { FieldErrors } from '@/lib/form-errors';

interface MatchTeachersSectionProps {
  /** Finds up to five teachers for a need (POST /student/match). */
  onMatch(need: string): Promise<TeacherMatch[]>;
  /** Books the slot in one click; rejects (after telling the student why) when it failed. */
  onBookSlot(teacher: TeacherCard, slot: string, need: string): Promise<void>;
  /** A teacher without a free slot: the booking modal, for a custom request. */
  onRequest(teacher: TeacherCard): void;
}

const NEED_ID = 'match-need';

// The results come after a call to the API; their code loads beside it, not with the dashboard.
const loadResults = () => import('./match-results');
const MatchResults = lazy(async () => ({ default: (await loadResults()).MatchResults }));

/** 'Find the right teacher': a need in the student's words, up to five teachers, a slot booked in one click. */
export const MatchTeachersSection = memo(function MatchTeachersSection(props: MatchTeachersSectionProps) {
  const { onMatch, onBookSlot, onRequest } = props;
  const form = useRef<HTMLFormElement>(null);
  const [need, setNeed] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [searching, setSearching] = useState(false);
  const [results, setResults] = useState<{ need: string; matches: TeacherMatch[] } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [booking, setBooking] = useState<string | null>(null);

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

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { parseNeed } = await import('../model/match-need');
    const parsed = parseNeed(need);
    setErrors(parsed.errors ?? {});
    if (parsed.errors) {
      focusFirstError(form.current, parsed.errors);
      return;
    }
    void loadResults();
    void search(parsed.data.need);
  }

  async function book(match: TeacherMatch, slot: string, searched: string) {
    setBooking(match.teacher._id);
    try {
      await onBookSlot(match.teacher, slot, searched);
      // The slot is taken now: the teacher's next one is the earliest.
      await search(searched);
    } catch {
      // The booking call told the student why (a toast); the results stay for another choice.
    } finally {
      setBooking(null);
    }
  }

  return (
    <DashboardSection id="matchTeachers" title={matchingTexts.title}>
      <Text mb="3" color="gray.700">
        {matchingTexts.intro}
      </Text>
      <form ref={form} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="3">
          <FormField id={NEED_ID} label={matchingTexts.needLabel} error={errors.need}>
            <chakra.textarea
              id={NEED_ID}
              name="need"
              rows={2}
              maxLength={MATCH_NEED_MAX_LENGTH}
              css={nativeFieldStyles}
              placeholder={matchingTexts.needPlaceholder}
              value={need}
              onChange={(event) => setNeed(event.target.value)}
              aria-invalid={errors.need ? true : undefined}
              aria-describedby={fieldDescription(NEED_ID, errors.need)}
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
                booking={booking}
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
