// The teacher's own figures on their dashboard: sessions per week, response time, no-shows, busiest hours.
// Loaded only when the teacher opens it (index.ts), so the chart library stays out of the dashboard's chunk.
import { istDayKey, termOf, insightsTexts as texts } from '@appointments/domain';
import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { AlertBox } from '@/components/ui/alert-box';
import { ListRowSkeleton } from '@/components/ui/skeleton';
import { fetchTeacherInsights } from './api/insights-api';
import { InsightsCharts } from './components/insights-charts';
import { type RangeChoice, RangeForm } from './components/range-form';
import { rangeKey, useInsights } from './model/use-insights';

export default function TeacherInsightsSection() {
  const [choice, setChoice] = useState<RangeChoice>(() => ({
    ...termOf(istDayKey(new Date())),
    department: '',
  }));
  const { figures, error, loading } = useInsights(() => fetchTeacherInsights(choice), rangeKey(choice));
  return (
    <Stack gap="4">
      <RangeForm value={choice} onChange={setChoice} />
      {error && <AlertBox>{error}</AlertBox>}
      {loading && !figures && <ListRowSkeleton rows={3} aria-busy="true" aria-label={texts.loading} />}
      {figures && <InsightsCharts figures={figures} />}
    </Stack>
  );
}
