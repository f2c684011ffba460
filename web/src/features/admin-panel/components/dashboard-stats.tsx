import {
  type AdminDashboardStats,
  type AdminStatCard,
  adminDashboardTexts,
  adminStatCards,
  successMessages,
} from '@appointments/domain';
import { Button, SimpleGrid, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { AlertBox } from '@/components/ui/alert-box';
import { DashboardSection } from '@/components/ui/dashboard-section';
import { Stat } from '@/components/ui/stat';
import { notify } from '@/lib/notify';

interface DashboardStatsProps {
  stats: AdminDashboardStats | null;
  error: string | null;
  /** Fetches the figures again; true when fresh ones arrived. */
  onRefresh(): Promise<boolean>;
}

// Until the figures arrive the cards stand in their final shape (a dash, an empty subtext line), so the
// sections below do not move down when they land.
const PLACEHOLDER_CARDS: (Omit<AdminStatCard, 'value'> & { value: string })[] = (
  ['totalStudents', 'pendingApprovals', 'activeTeachers', 'totalAppointments'] as const
).map((key) => ({ key, label: adminDashboardTexts[key], value: '–', subtext: '\u00a0', urgent: false }));

/** Block 1: the four statistics with their subtexts; Pending Approvals stands out while any wait. */
export function DashboardStats({ stats, error, onRefresh }: DashboardStatsProps) {
  const [refreshing, setRefreshing] = useState(false);

  async function refresh() {
    setRefreshing(true);
    const fresh = await onRefresh();
    setRefreshing(false);
    if (fresh) notify.success(successMessages.dashboardRefreshed);
  }

  return (
    <DashboardSection
      id="dashboard"
      actions={
        <Button
          size="sm"
          variant="outline"
          onClick={() => void refresh()}
          disabled={refreshing}
          aria-label={refreshing ? adminDashboardTexts.refreshing : adminDashboardTexts.refreshLabel}
        >
          {refreshing ? adminDashboardTexts.refreshing : adminDashboardTexts.refresh}
        </Button>
      }
    >
      {error && <AlertBox>{error}</AlertBox>}
      {stats || !error ? (
        <SimpleGrid
          columns={{ base: 2, lg: 4 }}
          gap={{ base: '2', md: '4' }}
          aria-busy={stats ? undefined : true}
        >
          {!stats && <VisuallyHidden role="status">{adminDashboardTexts.loading}</VisuallyHidden>}
          {(stats ? adminStatCards(stats) : PLACEHOLDER_CARDS).map((card) => (
            <Stat
              key={card.key}
              data-testid={`stat-${card.key}`}
              data-urgent={card.urgent || undefined}
              label={card.label}
              value={card.value}
              help={card.subtext}
              highlight={card.urgent}
              p={{ base: '3', md: '4' }}
            />
          ))}
        </SimpleGrid>
      ) : null}
    </DashboardSection>
  );
}
