import { type Appointment, errorMessages, QUICK_NAV_LABELS } from '@appointments/domain';
import { Box, SimpleGrid } from '@chakra-ui/react';
import { memo, useMemo } from 'react';
import { ITEM_GAP } from '@/components/ui/layout-spacing';
import { nextSession, waitingRequests } from '../model/dashboard-overview';
import { NextSessionCard } from './next-session-card';
import { StatsErrorBanner } from './stats-error-banner';
import { WaitingRequests } from './waiting-requests';

interface WelcomeSectionProps {
  now: Date;
  /** The student's live appointments (the same list My Appointments shows). */
  appointments: readonly Appointment[];
  loading: boolean;
  /** The appointments listener failed: the banner stays after the toast has gone. */
  failed: boolean;
  onRetry(): void;
}

/**
 * The Quick Nav's 'welcome' anchor, under the page's greeting, and what the student came for: the next session
 * and the requests still waiting, before the way to book. The figures are My Appointments' (shown there once).
 */
export const WelcomeSection = memo(function WelcomeSection({
  now,
  appointments,
  loading,
  failed,
  onRetry,
}: WelcomeSectionProps) {
  const session = useMemo(() => nextSession(appointments, now), [appointments, now]);
  const waiting = useMemo(() => waitingRequests(appointments, now), [appointments, now]);
  return (
    <Box as="section" id="welcome" aria-label={QUICK_NAV_LABELS.welcome} scrollMarginTop="24">
      {failed && <StatsErrorBanner message={errorMessages.appointmentsLoadFailed} onRetry={onRetry} />}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={ITEM_GAP} alignItems="start">
        <NextSessionCard session={session} now={now} loading={loading && appointments.length === 0} />
        <WaitingRequests requests={waiting} />
      </SimpleGrid>
    </Box>
  );
});
