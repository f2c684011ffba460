import { type Appointment, formatDate, formatTime, relativeCountdown } from '@appointments/domain';
import { Box, Button, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { AppointmentPlace } from '@/components/meeting/appointment-place';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { AddToCalendar, showsAddToCalendar } from '@/features/calendar';
import { scrollToSection } from '@/lib/smooth-scroll';
import { nextSessionTexts } from '../dashboard-texts';
import { closedActionStyles } from './closed-action-styles';

interface NextSessionCardProps {
  /** The soonest approved session not yet ended (model/dashboard-overview.ts), or null. */
  session: Appointment | null;
  now: Date;
  /** The live list has not answered yet: the card's shape, not an empty state that would then vanish. */
  loading: boolean;
}

/** What the student most often opens the dashboard for: who, when (IST, with a countdown), where, and Join. */
export function NextSessionCard({ session, now, loading }: NextSessionCardProps) {
  return (
    <Box
      as="section"
      aria-labelledby="next-session-heading"
      borderWidth="1px"
      borderColor="blue.200"
      bg="blue.50"
      rounded="lg"
      p="4"
    >
      <Heading as="h2" size="md" id="next-session-heading" color="blue.900" mb="3">
        {nextSessionTexts.heading}
      </Heading>
      {loading ? (
        <Stack gap="2" aria-hidden="true">
          <Skeleton height="5" width="60%" />
          <Skeleton height="4" width="80%" />
          <Skeleton height="8" width="40%" />
        </Stack>
      ) : session ? (
        <SessionDetails session={session} now={now} />
      ) : (
        <Box>
          <Text fontWeight="semibold" color="gray.900">
            {nextSessionTexts.noneTitle}
          </Text>
          <Text fontSize="sm" color="gray.800" mt="1">
            {nextSessionTexts.noneHint}
          </Text>
          <Button mt="3" size="sm" colorPalette="blue" onClick={() => scrollToSection('findTeachers')}>
            {nextSessionTexts.findTeacher}
          </Button>
        </Box>
      )}
    </Box>
  );
}

function SessionDetails({ session, now }: { session: Appointment; now: Date }) {
  const { teacher } = session;
  const started = new Date(session.dateTime).getTime() <= now.getTime();
  return (
    <Stack gap="2" data-testid="next-session">
      <Flex gap="3" align="center">
        <PersonAvatar name={teacher.name} picture={teacher.profile.profilePicture} alt="" />
        <Box minW="0">
          <Text fontWeight="semibold" color="gray.900">
            {teacher.name}
          </Text>
          <Text fontSize="sm" color="gray.800">
            {[teacher.subject, teacher.department].filter(Boolean).join(' · ')}
          </Text>
        </Box>
      </Flex>
      <Text color="gray.900">
        {formatDate(session.dateTime)}, {formatTime(session.dateTime)}
        {!started && (
          <Text as="span" ms="2" fontWeight="semibold" color="green.800">
            ({relativeCountdown(session.dateTime, now)})
          </Text>
        )}
      </Text>
      <Box fontSize="sm" color="gray.800" css={closedActionStyles}>
        <AppointmentPlace appointment={session} now={now} displayName={session.student.name} />
      </Box>
      {showsAddToCalendar(session, now) && <AddToCalendar appointment={session} otherName={teacher.name} />}
    </Stack>
  );
}
