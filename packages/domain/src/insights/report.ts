// The insights' numbers for a range, added up from the rollup months (rollup-cells.ts): what
// `GET /api/admin/insights` and `GET /api/teacher/insights` answer and every chart and table shows.

import { type DayRange, dayFromNumber, dayNumber, monthsOf, weekdayOf, weekStartOf } from './range';
import {
  INSIGHT_OUTCOMES,
  type InsightOutcome,
  RESPONSE_BUCKET_MINUTES,
  WAITLIST_METRIC,
} from './rollup-cells';

/** Per department, per day of the month (`DD`), per metric. */
export type DepartmentDays = Record<string, Record<string, Record<string, number>>>;

/** One month of rollups, its shards added up. */
export interface RollupMonth {
  month: string;
  /** Department key → name. */
  departments: Record<string, string>;
  days: DepartmentDays;
  /** Department key → teacher id → sessions held that month. */
  teacherSessions: Record<string, Record<string, number>>;
  teacherNames: Record<string, string>;
}

export interface InsightsWeek {
  /** The Monday (IST) the week starts on; the range may begin later in that week. */
  weekStart: string;
  /** Appointments created that week. */
  booked: number;
  /** The outcomes of the sessions held (or due) that week. */
  pending: number;
  approved: number;
  completed: number;
  noShow: number;
  /** Called off by the student or the teacher. */
  canceled: number;
  canceledByStudent: number;
  canceledByTeacher: number;
  declined: number;
  lapsed: number;
  bookedMinutes: number;
  offeredMinutes: number;
  /** bookedMinutes / offeredMinutes; null with nothing offered. */
  utilisation: number | null;
}

export interface ResponseTimes {
  decided: number;
  /** The bucket bound (minutes) the median / 90th percentile falls under; null with no decisions. */
  medianMinutes: number | null;
  p90Minutes: number | null;
  buckets: { upToMinutes: number; count: number }[];
}

export interface DepartmentFigures {
  department: string;
  booked: number;
  bookedMinutes: number;
  offeredMinutes: number;
  utilisation: number | null;
}

export interface TeacherSessions {
  teacherId: string;
  name: string;
  sessions: number;
}

export interface TeacherRating {
  teacherId: string;
  name: string;
  averageRating: number;
  totalRatings: number;
}

/** What both insights endpoints answer. */
export interface InsightsFigures {
  from: string;
  to: string;
  weeks: InsightsWeek[];
  totals: Record<InsightOutcome | 'booked', number>;
  /** No-shows over sessions held or missed; null with none. */
  noShowRate: number | null;
  responseTime: ResponseTimes;
  /** 7 × 24 booked sessions: Monday first, IST hours. */
  heatmap: number[][];
  /**
   * The waitlists' length (students waiting for a seat) at the end of each week of the range, its last day
   * given; empty for a teacher's own insights.
   */
  waitlist: { day: string; waiting: number }[];
}

export interface AdminInsights extends InsightsFigures {
  /** The department filter; null for the whole college. */
  department: string | null;
  departments: DepartmentFigures[];
  topTeachers: { bySessions: TeacherSessions[]; byRating: TeacherRating[] };
}

export const TOP_TEACHERS = 5;

/** The week fields added up straight from the day cells. */
const WEEK_SUMS = new Set<string>(['booked', ...INSIGHT_OUTCOMES, 'bookedMinutes', 'offeredMinutes']);

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

function emptyWeek(weekStart: string): InsightsWeek {
  return {
    weekStart,
    booked: 0,
    pending: 0,
    approved: 0,
    completed: 0,
    noShow: 0,
    canceled: 0,
    canceledByStudent: 0,
    canceledByTeacher: 0,
    declined: 0,
    lapsed: 0,
    bookedMinutes: 0,
    offeredMinutes: 0,
    utilisation: null,
  };
}

/** Every day cell of the range, in the departments asked for (all when `departmentKeys` is null). */
function* daysInRange(months: RollupMonth[], range: DayRange, departmentKeys: string[] | null) {
  for (const month of months) {
    for (const [key, days] of Object.entries(month.days)) {
      if (departmentKeys && !departmentKeys.includes(key)) continue;
      for (const [dd, metrics] of Object.entries(days)) {
        const day = `${month.month}-${dd}`;
        if (day >= range.from && day <= range.to) yield { key, day, metrics };
      }
    }
  }
}

/** The percentile's bucket bound from the histogram. */
function percentile(buckets: number[], share: number): number | null {
  const total = buckets.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const [index, count] of buckets.entries()) {
    seen += count;
    if (seen >= share * total) return RESPONSE_BUCKET_MINUTES[index] ?? null;
  }
  return null;
}

/** Month → department key → the waitlist's net change that month (the insights' waitlist levels document). */
export type WaitlistLevels = Record<string, Record<string, number>>;

/**
 * The waitlists' length at the end of each week of the range: the net changes of every month before the range
 * (`levels`), then day by day from the range's first month on.
 */
function waitlistSeries(
  months: RollupMonth[],
  range: DayRange,
  departmentKeys: string[] | null,
  levels: WaitlistLevels,
): { day: string; waiting: number }[] {
  const inDepartments = (key: string) => departmentKeys === null || departmentKeys.includes(key);
  const first = monthsOf(range)[0] ?? range.from.slice(0, 7);
  let waiting = 0;
  for (const [month, byDepartment] of Object.entries(levels)) {
    if (month >= first) continue;
    for (const [key, change] of Object.entries(byDepartment)) if (inDepartments(key)) waiting += change;
  }
  const changes = new Map<string, number>();
  for (const month of months) {
    for (const [key, days] of Object.entries(month.days)) {
      if (!inDepartments(key)) continue;
      for (const [dd, metrics] of Object.entries(days)) {
        const change = metrics[WAITLIST_METRIC];
        if (!change) continue;
        const day = `${month.month}-${dd}`;
        if (day < range.from) waiting += change;
        else if (day <= range.to) changes.set(day, (changes.get(day) ?? 0) + change);
      }
    }
  }
  const series: { day: string; waiting: number }[] = [];
  for (let day = dayNumber(range.from); day <= dayNumber(range.to); day += 1) {
    const text = dayFromNumber(day);
    waiting += changes.get(text) ?? 0;
    if (weekdayOf(text) === 6 || text === range.to) series.push({ day: text, waiting });
  }
  return series;
}

/**
 * The figures every insights view shows, from the months the range touches; the waitlist series from the
 * college's waitlist levels (none for a teacher's own figures).
 */
export function insightsFigures(
  months: RollupMonth[],
  range: DayRange,
  departmentKeys: string[] | null = null,
  waitlistLevels: WaitlistLevels | null = null,
): InsightsFigures {
  const weeks = new Map<string, InsightsWeek>();
  for (let day = dayNumber(weekStartOf(range.from)); day <= dayNumber(range.to); day += 7) {
    const start = dayFromNumber(day);
    weeks.set(start, emptyWeek(start));
  }
  const totals = Object.fromEntries(['booked', ...INSIGHT_OUTCOMES].map((name) => [name, 0])) as Record<
    InsightOutcome | 'booked',
    number
  >;
  const heatmap = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  const buckets = RESPONSE_BUCKET_MINUTES.map(() => 0);
  for (const { day, metrics } of daysInRange(months, range, departmentKeys)) {
    const week = weeks.get(weekStartOf(day));
    for (const [metric, value] of Object.entries(metrics)) {
      const total = totals as Record<string, number>;
      if (total[metric] !== undefined) total[metric] += value;
      const weekly = week as unknown as Record<string, number> | undefined;
      if (weekly && WEEK_SUMS.has(metric)) weekly[metric] = (weekly[metric] ?? 0) + value;
      if (/^h\d\d$/.test(metric)) {
        const row = heatmap[weekdayOf(day)];
        const hour = Number(metric.slice(1));
        if (row) row[hour] = (row[hour] ?? 0) + value;
      }
      if (/^r\d+$/.test(metric)) {
        const index = Number(metric.slice(1));
        if (index < buckets.length) buckets[index] = (buckets[index] ?? 0) + value;
      }
    }
  }
  for (const week of weeks.values()) {
    week.canceled = week.canceledByStudent + week.canceledByTeacher;
    week.utilisation = ratio(week.bookedMinutes, week.offeredMinutes);
  }
  return {
    from: range.from,
    to: range.to,
    weeks: [...weeks.values()],
    totals,
    noShowRate: ratio(totals.noShow, totals.noShow + totals.completed),
    responseTime: {
      decided: buckets.reduce((sum, count) => sum + count, 0),
      medianMinutes: percentile(buckets, 0.5),
      p90Minutes: percentile(buckets, 0.9),
      buckets: RESPONSE_BUCKET_MINUTES.map((upToMinutes, index) => ({
        upToMinutes,
        count: buckets[index] ?? 0,
      })),
    },
    heatmap,
    waitlist: waitlistLevels ? waitlistSeries(months, range, departmentKeys, waitlistLevels) : [],
  };
}

/** Per department: requests made, seat-minutes booked and offered, over the range. */
export function departmentFigures(months: RollupMonth[], range: DayRange): DepartmentFigures[] {
  const names = new Map<string, string>();
  for (const month of months)
    for (const [key, name] of Object.entries(month.departments)) names.set(key, name);
  const figures = new Map<string, DepartmentFigures>();
  for (const { key, metrics } of daysInRange(months, range, null)) {
    const entry = figures.get(key) ?? {
      department: names.get(key) ?? '',
      booked: 0,
      bookedMinutes: 0,
      offeredMinutes: 0,
      utilisation: null,
    };
    entry.booked += metrics.booked ?? 0;
    entry.bookedMinutes += metrics.bookedMinutes ?? 0;
    entry.offeredMinutes += metrics.offeredMinutes ?? 0;
    figures.set(key, entry);
  }
  return [...figures.values()]
    .map((entry) => ({ ...entry, utilisation: ratio(entry.bookedMinutes, entry.offeredMinutes) }))
    .filter((entry) => entry.booked + entry.bookedMinutes + entry.offeredMinutes > 0)
    .sort((a, b) => b.booked - a.booked || a.department.localeCompare(b.department));
}

/**
 * The teachers with the most sessions held. Kept per month, so a range counts the whole months it touches
 * (docs/spec-deviations.md).
 */
export function topTeachersBySessions(
  months: RollupMonth[],
  range: DayRange,
  departmentKeys: string[] | null,
): TeacherSessions[] {
  const wanted = new Set(monthsOf(range));
  const sessions = new Map<string, number>();
  const names = new Map<string, string>();
  for (const month of months) {
    if (!wanted.has(month.month)) continue;
    for (const [teacherId, name] of Object.entries(month.teacherNames)) names.set(teacherId, name);
    for (const [key, teachers] of Object.entries(month.teacherSessions)) {
      if (departmentKeys && !departmentKeys.includes(key)) continue;
      for (const [teacherId, count] of Object.entries(teachers))
        sessions.set(teacherId, (sessions.get(teacherId) ?? 0) + count);
    }
  }
  return [...sessions.entries()]
    .filter(([, count]) => count > 0)
    .map(([teacherId, count]) => ({ teacherId, name: names.get(teacherId) ?? '', sessions: count }))
    .sort((a, b) => b.sessions - a.sessions || a.name.localeCompare(b.name))
    .slice(0, TOP_TEACHERS);
}
