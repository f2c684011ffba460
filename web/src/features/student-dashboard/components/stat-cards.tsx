import { monthlyChangeText, type StudentDashboardStats, studentDashboardTexts } from '@appointments/domain';
import { SimpleGrid } from '@chakra-ui/react';
import { StatCard } from './stat-card';

const labels = studentDashboardTexts.statCards;

/** The four statistics with their month-over-month lines; dashes (same height) until the first answer. */
export function StatCards({ stats }: { stats: StudentDashboardStats | null }) {
  const cards = [
    { key: 'totalAppointments', label: labels.totalAppointments },
    { key: 'pendingAppointments', label: labels.pendingRequests },
    { key: 'approvedAppointments', label: labels.approvedSessions },
    { key: 'availableTeachers', label: labels.availableTeachers },
  ] as const;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" mt="6">
      {cards.map(({ key, label }) => (
        <StatCard
          key={key}
          label={label}
          value={stats ? stats[key] : '–'}
          // The note's line is there before the figures, so the cards do not grow when they land.
          note={(stats && monthlyChangeText(stats.monthlyChanges[key])) || '\u00a0'}
        />
      ))}
    </SimpleGrid>
  );
}
