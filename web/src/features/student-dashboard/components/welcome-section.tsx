import { type Appointment, errorMessages, infoMessages, studentDashboardTexts } from '@appointments/domain';
import { Box, Button, Flex, SimpleGrid } from '@chakra-ui/react';
import { memo, useMemo } from 'react';
import { notify } from '@/lib/notify';
import { nextSession, waitingRequests } from '../model/dashboard-overview';
import { NextSessionCard } from './next-session-card';
import { StatsErrorBanner } from './stats-error-banner';
import { WaitingRequests } from './waiting-requests';
import { WelcomeHeader } from './welcome-header';

interface WelcomeSectionProps {
  name: string | null | undefined;
  now: Date;
  /** The student's live appointments (the same list My Appointments shows). */
  appointments: readonly Appointment[];
  loading: boolean;
  /** The appointments listener failed: the banner stays after the toast has gone. */
  failed: boolean;
  /** Reopens the page's live lists (what a refresh means for data that is already live). */
  onRefresh(): void;
}

/**
 * The Quick Nav's 'welcome' anchor, and what the student came for: the next session and the requests still
 * waiting, before the way to book. The figures are My Appointments' (shown there once, with their month lines).
 */
export const WelcomeSection = memo(function WelcomeSection({
  name,
  now,
  appointments,
  loading,
  failed,
  onRefresh,
}: WelcomeSectionProps) {
  const session = useMemo(() => nextSession(appointments, now), [appointments, now]);
  const waiting = useMemo(() => waitingRequests(appointments, now), [appointments, now]);
  function refresh() {
    notify.info(infoMessages.refreshingDashboard);
    onRefresh();
  }
  return (
    <Box as="section" id="welcome" aria-labelledby="welcome-heading">
      <Flex justify="space-between" align="flex-start" wrap="wrap" gap="3" mb="4">
        <Box>
          <WelcomeHeader name={name} now={now} />
        </Box>
        <Button size="sm" colorPalette="gray" variant="ghost" onClick={refresh} disabled={loading}>
          {studentDashboardTexts.refreshStats}
        </Button>
      </Flex>
      {failed && <StatsErrorBanner message={errorMessages.appointmentsLoadFailed} onRetry={onRefresh} />}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
        <NextSessionCard session={session} now={now} loading={loading && appointments.length === 0} />
        <WaitingRequests requests={waiting} />
      </SimpleGrid>
    </Box>
  );
});
