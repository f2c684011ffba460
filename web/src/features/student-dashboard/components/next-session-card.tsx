import { type Appointment, formatDate, formatTime, relativeCountdown } from '@appointments/domain';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { CalendarClock } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { scrollToSection } from '@/lib/smooth-scroll';
import { nextSessionTexts } from '../dashboard-texts';
import { NextSessionFrame, PlaceSkeleton, SessionDetailsSkeleton } from './next-session-frame';

const NextSessionPlace = lazy(async () => ({
  default: (await import('./next-session-place')).NextSessionPlace,
}));

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
    <NextSessionFrame>
      {loading ? (
        <SessionDetailsSkeleton />
      ) : session ? (
        <SessionDetails session={session} now={now} />
      ) : (
        <EmptyState
          icon={CalendarClock}
          title={nextSessionTexts.noneTitle}
          description={nextSessionTexts.noneHint}
          py="5"
          action={
            <Button size="sm" colorPalette="blue" onClick={() => scrollToSection('findTeachers')}>
              {nextSessionTexts.findTeacher}
            </Button>
          }
        />
      )}
    </NextSessionFrame>
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
          <Text textStyle="cardTitle" color="ink">
            {teacher.name}
          </Text>
          <Text textStyle="caption" color="ink.muted">
            {[teacher.subject, teacher.department].filter(Boolean).join(' · ')}
          </Text>
        </Box>
      </Flex>
      <Text textStyle="body" color="ink">
        {formatDate(session.dateTime)}, {formatTime(session.dateTime)}
        {!started && (
          <Text as="span" ms="2" fontWeight="semibold" color="green.800">
            ({relativeCountdown(session.dateTime, now)})
          </Text>
        )}
      </Text>
      <Suspense fallback={<PlaceSkeleton />}>
        <NextSessionPlace session={session} now={now} />
      </Suspense>
    </Stack>
  );
}
