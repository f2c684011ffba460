// Each chart's numbers as one table: the chart draws these rows, the table view lists them and the CSV
// download writes them, so the three always agree.
import {
  type AdminInsights,
  type InsightsFigures,
  insightDurationText,
  insightOutcomeLabels,
  insightsTexts as texts,
  WEEKDAY_NAMES,
} from '@appointments/domain';

export type Cell = string | number;

export interface ChartTable {
  id: string;
  title: string;
  /** One sentence saying what the chart shows. */
  summary: string;
  columns: string[];
  rows: Cell[][];
}

/** The outcomes a week's bar is split into, in stacking order. */
export const WEEK_OUTCOMES = [
  'approved',
  'completed',
  'noShow',
  'canceledByStudent',
  'canceledByTeacher',
  'declined',
  'lapsed',
] as const;

const percent = (rate: number | null) => (rate === null ? '' : Math.round(rate * 1000) / 10);

export function weeksTable(figures: InsightsFigures): ChartTable {
  const rows = figures.weeks.map((week) => [
    week.weekStart,
    ...WEEK_OUTCOMES.map((outcome) => week[outcome]),
  ]);
  const sessions = rows.reduce(
    (sum, row) => sum + row.slice(1).reduce<number>((a, b) => a + Number(b), 0),
    0,
  );
  return {
    id: 'weeks',
    title: texts.weeksTitle,
    summary: texts.weeksSummary(sessions, rows.length),
    columns: [texts.columns.week, ...WEEK_OUTCOMES.map((outcome) => insightOutcomeLabels[outcome])],
    rows,
  };
}

export function utilisationTable(figures: InsightsFigures): ChartTable {
  const booked = figures.weeks.reduce((sum, week) => sum + week.bookedMinutes, 0);
  const offered = figures.weeks.reduce((sum, week) => sum + week.offeredMinutes, 0);
  return {
    id: 'utilisation',
    title: texts.utilisationTitle,
    summary: texts.utilisationSummary(booked, offered),
    columns: [
      texts.columns.week,
      texts.columns.bookedMinutes,
      texts.columns.offeredMinutes,
      texts.columns.utilisation,
    ],
    rows: figures.weeks.map((week) => [
      week.weekStart,
      week.bookedMinutes,
      week.offeredMinutes,
      percent(week.utilisation),
    ]),
  };
}

export function responseTable(figures: InsightsFigures): ChartTable {
  const { decided, medianMinutes, p90Minutes, buckets } = figures.responseTime;
  return {
    id: 'response-time',
    title: texts.responseTitle,
    summary: texts.responseSummary(
      decided,
      insightDurationText(medianMinutes),
      insightDurationText(p90Minutes),
    ),
    columns: [texts.columns.decidedWithin, texts.columns.decisions],
    rows: buckets.map((bucket) => [insightDurationText(bucket.upToMinutes), bucket.count]),
  };
}

export function noShowTable(figures: InsightsFigures): ChartTable {
  const { completed, noShow } = figures.totals;
  return {
    id: 'no-shows',
    title: texts.noShowTitle,
    summary: texts.noShowSummary(figures.noShowRate, noShow),
    columns: [texts.columns.figure, texts.columns.value],
    rows: [
      [insightOutcomeLabels.completed, completed],
      [insightOutcomeLabels.noShow, noShow],
    ],
  };
}

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

export function heatmapTable(figures: InsightsFigures): ChartTable {
  let busiest: { count: number; text: string } | null = null;
  for (const [day, row] of figures.heatmap.entries()) {
    for (const [hour, count] of row.entries()) {
      if (count > 0 && (!busiest || count > busiest.count))
        busiest = { count, text: `${WEEKDAY_NAMES[day]} ${hourLabel(hour)}` };
    }
  }
  return {
    id: 'heatmap',
    title: texts.heatmapTitle,
    summary: texts.heatmapSummary(busiest?.text ?? null),
    columns: [texts.columns.day, ...Array.from({ length: 24 }, (_, hour) => hourLabel(hour))],
    rows: figures.heatmap.map((row, day) => [WEEKDAY_NAMES[day] ?? '', ...row]),
  };
}

export function departmentsTable(figures: AdminInsights): ChartTable {
  const rows = figures.departments.map((entry) => [
    entry.department || '–',
    entry.booked,
    entry.bookedMinutes,
    entry.offeredMinutes,
    percent(entry.utilisation),
  ]);
  return {
    id: 'departments',
    title: texts.departmentsTitle,
    summary: texts.departmentsSummary(rows.length, (rows[0]?.[0] as string | undefined) ?? null),
    columns: [
      texts.columns.department,
      insightOutcomeLabels.booked,
      texts.columns.bookedMinutes,
      texts.columns.offeredMinutes,
      texts.columns.utilisation,
    ],
    rows,
  };
}

export function topSessionsTable(figures: AdminInsights): ChartTable {
  return {
    id: 'top-sessions',
    title: texts.topSessionsTitle,
    summary: texts.topSessionsSummary,
    columns: [texts.columns.teacher, texts.columns.sessions],
    rows: figures.topTeachers.bySessions.map((teacher) => [teacher.name, teacher.sessions]),
  };
}

export function topRatingTable(figures: AdminInsights): ChartTable {
  return {
    id: 'top-rating',
    title: texts.topRatingTitle,
    summary: texts.topRatingSummary,
    columns: [texts.columns.teacher, texts.columns.averageRating, texts.columns.ratings],
    rows: figures.topTeachers.byRating.map((teacher) => [
      teacher.name,
      Math.round(teacher.averageRating * 10) / 10,
      teacher.totalRatings,
    ]),
  };
}

export function waitlistTable(figures: AdminInsights): ChartTable {
  const points = figures.waitlist;
  return {
    id: 'waitlist',
    title: texts.waitlistTitle,
    summary: texts.waitlistSummary(
      points.at(-1)?.waiting ?? null,
      points.reduce((most, point) => Math.max(most, point.waiting), 0),
    ),
    columns: [texts.columns.weekEnding, texts.columns.waiting],
    rows: points.map((point) => [point.day, point.waiting]),
  };
}
