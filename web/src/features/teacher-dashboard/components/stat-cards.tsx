import {
  fromYesterdayText,
  growthText,
  pendingRequestsText,
  type TeacherDashboardStats,
  teacherDashboardTexts,
  weeklyChangeText,
} from '@appointments/domain';
import { Box, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react';
import { memo } from 'react';
import { AlertBox } from '@/components/ui/alert-box';

interface StatCard {
  label: string;
  value: number | string;
  change: string;
}

// Until the figures arrive the cards stand in their final shape (a dash, an empty change line), so the
// sections below do not move down when they land.
const PLACEHOLDER_CARDS: StatCard[] = [
  teacherDashboardTexts.statTotalAppointments,
  teacherDashboardTexts.statPendingRequests,
  teacherDashboardTexts.statApprovedToday,
  teacherDashboardTexts.statActiveStudents,
].map((label) => ({ label, value: '–', change: '\u00a0' }));

function cardsOf(stats: TeacherDashboardStats): StatCard[] {
  return [
    {
      label: teacherDashboardTexts.statTotalAppointments,
      value: stats.totalAppointments,
      change: weeklyChangeText(stats.weeklyChange),
    },
    {
      label: teacherDashboardTexts.statPendingRequests,
      value: stats.pendingRequests,
      change: pendingRequestsText(stats.pendingRequests),
    },
    {
      label: teacherDashboardTexts.statApprovedToday,
      value: stats.approvedToday,
      change: fromYesterdayText(stats.approvedToday, stats.approvedYesterday),
    },
    {
      label: teacherDashboardTexts.statActiveStudents,
      value: stats.totalStudents,
      change: growthText(stats.studentGrowth),
    },
  ];
}

/**
 * The four figures of GET /teacher/stats with their change lines; the error stays on screen as a banner.
 * Memoised: a live change of the lists below re-renders the page, not these figures.
 */
export const StatCards = memo(function StatCards({
  stats,
  error,
}: {
  stats: TeacherDashboardStats | null;
  error: string | null;
}) {
  if (!stats && error) return <AlertBox>{error}</AlertBox>;
  return (
    <>
      {!stats && <VisuallyHidden role="status">{teacherDashboardTexts.statsLoading}</VisuallyHidden>}
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 1, sm: 2, lg: 4 }}
        gap="4"
        aria-busy={stats ? undefined : true}
      >
        {(stats ? cardsOf(stats) : PLACEHOLDER_CARDS).map((card) => (
          <Box
            as="li"
            key={card.label}
            borderWidth="1px"
            borderColor="gray.200"
            rounded="lg"
            p="4"
            bg="gray.50"
          >
            <Text fontSize="sm" color="gray.700">
              {card.label}
            </Text>
            <Text fontSize="3xl" fontWeight="bold" color="gray.900">
              {card.value}
            </Text>
            <Text fontSize="sm" color="gray.800">
              {card.change}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </>
  );
});
