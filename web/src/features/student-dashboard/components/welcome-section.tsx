import { infoMessages, type StudentDashboardStats, studentDashboardTexts } from '@appointments/domain';
import { Box, Button, Flex } from '@chakra-ui/react';
import { memo } from 'react';
import { notify } from '@/lib/notify';
import { StatCards } from './stat-cards';
import { StatsErrorBanner } from './stats-error-banner';
import { WelcomeHeader } from './welcome-header';

interface WelcomeSectionProps {
  name: string | null | undefined;
  now: Date;
  stats: StudentDashboardStats | null;
  statsError: string | null;
  statsLoading: boolean;
  onReloadStats(): void;
}

/** The Quick Nav's 'welcome' anchor: greeting, statistics and their refresh. */
export const WelcomeSection = memo(function WelcomeSection({
  name,
  now,
  stats,
  statsError,
  statsLoading,
  onReloadStats,
}: WelcomeSectionProps) {
  function refresh() {
    notify.info(infoMessages.refreshingDashboard);
    onReloadStats();
  }
  return (
    <Box as="section" id="welcome" aria-labelledby="welcome-heading">
      <Flex justify="space-between" align="flex-start" wrap="wrap" gap="4" mb="4">
        <Box>
          <WelcomeHeader name={name} now={now} />
        </Box>
        <Button colorPalette="blue" variant="outline" onClick={refresh} disabled={statsLoading}>
          {studentDashboardTexts.refreshStats}
        </Button>
      </Flex>
      {statsError && <StatsErrorBanner message={statsError} onRetry={onReloadStats} />}
      <StatCards stats={stats} />
    </Box>
  );
});
