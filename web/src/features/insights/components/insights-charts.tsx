// The charts every insights view shows, then the admin's own (departments, top teachers).
import type { AdminInsights, InsightsFigures } from '@appointments/domain';
import { SimpleGrid } from '@chakra-ui/react';
import {
  departmentsTable,
  heatmapTable,
  noShowTable,
  responseTable,
  topRatingTable,
  topSessionsTable,
  utilisationTable,
  WEEK_OUTCOMES,
  waitlistTable,
  weeksTable,
} from '../model/chart-tables';
import { BarChart } from './bar-chart';
import { ChartCard } from './chart-card';
import { HeatMap } from './heat-map';

const valueColumns = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

export function InsightsCharts({ figures }: { figures: InsightsFigures | AdminInsights }) {
  const range = { from: figures.from, to: figures.to };
  const weeks = weeksTable(figures);
  const utilisation = utilisationTable(figures);
  const response = responseTable(figures);
  const noShows = noShowTable(figures);
  const heatmap = heatmapTable(figures);
  const admin = 'departments' in figures ? figures : null;
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <ChartCard table={weeks} range={range}>
        <BarChart table={weeks} series={valueColumns(WEEK_OUTCOMES.length)} />
      </ChartCard>
      <ChartCard table={utilisation} range={range}>
        <BarChart table={utilisation} series={[1]} />
      </ChartCard>
      <ChartCard table={response} range={range}>
        <BarChart table={response} series={[1]} layout="rows" />
      </ChartCard>
      <ChartCard table={noShows} range={range}>
        <BarChart table={noShows} series={[1]} layout="rows" />
      </ChartCard>
      <ChartCard table={heatmap} range={range}>
        <HeatMap table={heatmap} />
      </ChartCard>
      {admin && <AdminCharts figures={admin} />}
    </SimpleGrid>
  );
}

function AdminCharts({ figures }: { figures: AdminInsights }) {
  const range = { from: figures.from, to: figures.to };
  const departments = departmentsTable(figures);
  const bySessions = topSessionsTable(figures);
  const byRating = topRatingTable(figures);
  const waitlist = waitlistTable(figures);
  return (
    <>
      <ChartCard table={departments} range={range}>
        <BarChart table={departments} series={[1]} layout="rows" />
      </ChartCard>
      <ChartCard table={bySessions} range={range}>
        <BarChart table={bySessions} series={[1]} layout="rows" />
      </ChartCard>
      <ChartCard table={byRating} range={range}>
        <BarChart table={byRating} series={[1]} layout="rows" />
      </ChartCard>
      <ChartCard table={waitlist} range={range}>
        <BarChart table={waitlist} series={[1]} />
      </ChartCard>
    </>
  );
}
