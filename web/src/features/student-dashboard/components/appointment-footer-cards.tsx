import { monthChangeText, type StatusCounts, studentDashboardTexts } from '@appointments/domain';
import { SimpleGrid } from '@chakra-ui/react';
import { ITEM_GAP } from '@/components/ui/layout-spacing';
import { Stat } from '@/components/ui/stat';
import type { FigureKey, MonthCounts } from '../model/month-figures';

const labels = studentDashboardTexts.statCards;

const CARDS: ReadonlyArray<{ key: FigureKey; label: string }> = [
  { key: 'all', label: labels.totalAppointments },
  { key: 'pending', label: labels.pendingRequests },
  { key: 'approved', label: labels.approvedSessions },
  { key: 'completed', label: labels.completedSessions },
];

interface AppointmentFooterCardsProps {
  counts: StatusCounts;
  /** Created this month against last month, per figure (model/month-figures.ts). */
  months: Record<FigureKey, MonthCounts>;
}

/**
 * The student's figures, once on the page, from the same live appointments the list shows: each with its
 * month line ('3 new this month', '+50% this month'), or none when neither month had any.
 */
export function AppointmentFooterCards({ counts, months }: AppointmentFooterCardsProps) {
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap={ITEM_GAP} mt="6">
      {CARDS.map(({ key, label }) => (
        <Stat
          key={key}
          label={label}
          value={counts[key]}
          help={monthChangeText(months[key].thisMonth, months[key].lastMonth)}
        />
      ))}
    </SimpleGrid>
  );
}
