import {
  formatDateTime,
  MATCH_NEED_MAX_LENGTH,
  matchingTexts,
  type TeacherCard,
  type TeacherMatch,
} from '@appointments/domain';
import { Box, Button, chakra, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, memo, useRef, useState } from 'react';
import { DashboardSection } from '@/components/ui/dashboard-section';
import { FormField, fieldDescription } from '@/components/ui/form-field';
import { nativeFieldStyles } from '@/components/ui/native-field-styles';
import { type FieldErrors, focusFirstError } from '@/lib/form-errors';

interface MatchTeachersSectionProps {
  /** Finds up to five teachers for a need (POST /student/match). */
  onMatch(need: string): Promise<TeacherMatch[]>;
  /** Books the slot in one click; rejects (after telling the student why) when it failed. */
  onBookSlot(teacher: TeacherCard, slot: string, need: string): Promise<void>;
  /** A teacher without a free slot: the booking modal, for a custom request. */
  onRequest(teacher: TeacherCard): void;
}

const NEED_ID = 'match-need';

function MatchResult(props: { match: TeacherMatch; busy: boolean; onBook(): void; onRequest(): void }) {
  const { match, busy, onBook, onRequest } = props;
  const { teacher, reasons, earliestSlot } = match;
  const headingId = `match-${teacher._id}`;
  return (
    <Box as="article" aria-labelledby={headingId} borderWidth="1px" borderRadius="lg" p="4" bg="white">
      <Text as="h3" id={headingId} fontWeight="semibold" color="gray.900">
        {teacher.name}
      </Text>
      <Text fontSize="sm" color="gray.700">
        {teacher.subject} · {teacher.department}
      </Text>
      {reasons.length > 0 && (
        <Box mt="2">
          <Text fontSize="sm" fontWeight="medium" color="gray.800">
            {matchingTexts.whyMatched}
          </Text>
          <chakra.ul listStyleType="disc" ps="5" fontSize="sm" color="gray.800">
            {reasons.map((reason) => (
              <li key={`${reason.kind}:${reason.text}`}>
                {matchingTexts.reasonKinds[reason.kind]}: {reason.text}
              </li>
            ))}
          </chakra.ul>
        </Box>
      )}
      <Text mt="2" fontSize="sm" color="gray.800">
        {matchingTexts.earliestSlot}: {earliestSlot ? formatDateTime(earliestSlot) : matchingTexts.noFreeSlot}
      </Text>
      <Flex mt="3">
        {earliestSlot ? (
          <Button
            size="sm"
            colorPalette="blue"
            loading={busy}
            onClick={onBook}
            aria-label={matchingTexts.bookSlotLabel(teacher.name, formatDateTime(earliestSlot))}
          >
            {matchingTexts.bookSlot}
          </Button>
        ) : (
          <Button size="sm" variant="outline" onClick={onRequest}>
            {matchingTexts.requestTime}
          </Button>
        )}
      </Flex>
    </Box>
  );
}

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
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
              {results.matches.map((match) => (
                <MatchResult
                  key={match.teacher._id}
                  match={match}
                  busy={booking === match.teacher._id}
                  onBook={() => match.earliestSlot && void book(match, match.earliestSlot, results.need)}
                  onRequest={() => onRequest(match.teacher)}
                />
              ))}
            </SimpleGrid>
          </>
        )}
      </Box>
    </DashboardSection>
  );
});
