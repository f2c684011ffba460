// The teachers 'Find the right teacher' suggests: why each matched, its earliest free slot, and the way to book it.
import { formatDateTime, matchingTexts, type TeacherMatch } from '@appointments/domain';
import { Box, Button, chakra, Flex, SimpleGrid, Text } from '@chakra-ui/react';

function MatchResult(props: { match: TeacherMatch; onBook(): void; onRequest(): void }) {
  const { match, onBook, onRequest } = props;
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

interface MatchResultsProps {
  matches: TeacherMatch[];
  onBook(match: TeacherMatch): void;
  onRequest(match: TeacherMatch): void;
}

export function MatchResults({ matches, onBook, onRequest }: MatchResultsProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
      {matches.map((match) => (
        <MatchResult
          key={match.teacher._id}
          match={match}
          onBook={() => onBook(match)}
          onRequest={() => onRequest(match)}
        />
      ))}
    </SimpleGrid>
  );
}
