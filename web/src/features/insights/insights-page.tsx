// /admin/insights: the college's figures for a range (this term by default) and a department, each chart with
// its sentence, its table view and its CSV. This page's chunk is the only one that loads the chart library.
import { type AdminInsights, istDayKey, termOf, insightsTexts as texts } from '@appointments/domain';
import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AlertBox } from '@/components/ui/alert-box';
import { Page } from '@/components/ui/page';
import { ListRowSkeleton } from '@/components/ui/skeleton';
import { AdminNavLinks } from '@/features/admin-settings';
import { fetchAdminInsights } from './api/insights-api';
import { InsightsCharts } from './components/insights-charts';
import { type RangeChoice, RangeForm } from './components/range-form';
import { rangeKey, useInsights } from './model/use-insights';

const departmentNames = (figures: AdminInsights | null, chosen: string) =>
  [...new Set([...(figures?.departments ?? []).map((entry) => entry.department), chosen])]
    .filter((name) => name !== '')
    .sort((a, b) => a.localeCompare(b));

export default function InsightsPage() {
  const [choice, setChoice] = useState<RangeChoice>(() => ({
    ...termOf(istDayKey(new Date())),
    department: '',
  }));
  const { figures, error, loading } = useInsights(
    () => fetchAdminInsights(choice, choice.department),
    rangeKey(choice, choice.department),
  );
  return (
    <Page
      offline="actions"
      title={texts.pageTitle}
      description={texts.pageIntro}
      actions={<AdminNavLinks current="insights" />}
    >
      <Stack gap="4">
        <RangeForm
          value={choice}
          departments={departmentNames(figures, choice.department)}
          onChange={setChoice}
        />
        {error && <AlertBox>{error}</AlertBox>}
        {loading && !figures && <ListRowSkeleton rows={4} aria-busy="true" aria-label={texts.loading} />}
        {figures && (
          <Stack gap="4" aria-busy={loading}>
            {figures.totals.booked === 0 && <Text color="ink.muted">{texts.empty}</Text>}
            <InsightsCharts figures={figures} />
          </Stack>
        )}
      </Stack>
    </Page>
  );
}
