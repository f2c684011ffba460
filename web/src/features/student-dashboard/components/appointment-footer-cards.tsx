import { type StatusCounts, studentDashboardTexts } from '@appointments/domain';
import { SimpleGrid } from '@chakra-ui/react';
import { StatCard } from './stat-card';

const labels = studentDashboardTexts.statCards;

/** Totals under the list, from the same live appointments the list shows. */
export function AppointmentFooterCards({ counts }: { counts: StatusCounts }) {
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4" mt="6">
      <StatCard label={labels.totalAppointments} value={counts.all} />
      <StatCard label={labels.pendingRequests} value={counts.pending} />
      <StatCard label={labels.approvedSessions} value={counts.approved} />
      <StatCard label={labels.completedSessions} value={counts.completed} />
    </SimpleGrid>
  );
}
