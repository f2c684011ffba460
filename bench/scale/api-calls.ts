// Every list, stats and export call of docs/api.md, timed through Hosting → Functions emulator → emulator/, with
// the documents each one read (the emulator's counter, reset before each call).
import { performance } from 'node:perf_hooks';
import type { ReadCounter, ReadCounts } from './reads';
import type { BenchPeople } from './real-accounts';
import { median, mostFrequent } from './stats';

export type Caller = 'student' | 'teacher' | 'admin';

export interface CallSpec {
  path: string;
  as: Caller;
  /** Timed calls, when fewer than the run's: the calls that read a whole collection by definition. */
  rounds?: number;
  /** Why the call reads what it reads, for the report's reader. */
  note?: string;
}

export interface CallFigures extends CallSpec {
  status: number;
  p50Ms: number;
  maxMs: number;
  /** The count most calls read; the automatic-updates job of the stack can add a read to one call. */
  reads: ReadCounts;
  readsVaried: boolean;
  returned: string;
  timed: number;
}

/** A word start that many generated names share, to measure a search with a full page of matches. */
const SEARCH = 'pri';
const WHOLE = 'every account by definition: no screen calls it';
const DAY_MS = 86_400_000;
const istDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * DAY_MS + 330 * 60_000).toISOString().slice(0, 10);
/** Two years ending a year from today: every month the bench's appointments fall in. */
const TWO_YEARS = `from=${istDay(-365)}&to=${istDay(365)}`;
const THIS_MONTH = `from=${istDay(-15)}&to=${istDay(15)}`;

export function callsToMeasure(people: BenchPeople): CallSpec[] {
  return [
    { as: 'student', path: '/student/teachers', rounds: 3, note: `${WHOLE} (Find Teachers reads pages)` },
    { as: 'student', path: '/student/appointments' },
    { as: 'student', path: '/student/stats' },
    { as: 'student', path: `/student/teacher/${people.teacher.uid}/slots` },
    { as: 'student', path: '/teacher/list' },
    { as: 'student', path: `/teacher/list?search=${SEARCH}` },
    { as: 'student', path: `/message/thread/${people.teacher.uid}` },
    { as: 'teacher', path: '/teacher/appointments' },
    { as: 'teacher', path: '/teacher/stats' },
    { as: 'teacher', path: '/teacher/availability' },
    { as: 'teacher', path: '/student/list' },
    { as: 'teacher', path: `/student/list?search=${SEARCH}` },
    { as: 'teacher', path: `/message/thread/${people.student.uid}` },
    { as: 'admin', path: '/admin/dashboard-stats' },
    { as: 'admin', path: '/admin/dashboard-stats?fresh=true' },
    { as: 'admin', path: '/admin/users' },
    { as: 'admin', path: '/admin/students' },
    { as: 'admin', path: `/admin/students?search=${SEARCH}` },
    { as: 'admin', path: '/admin/students/counts' },
    { as: 'admin', path: '/admin/students/counts?fresh=true' },
    { as: 'admin', path: `/admin/students/counts?search=${SEARCH}` },
    { as: 'admin', path: '/admin/teachers' },
    { as: 'admin', path: '/admin/teachers/counts?departmentCounts=true' },
    { as: 'admin', path: '/admin/export/teachers.csv', rounds: 2, note: WHOLE },
    { as: 'admin', path: '/admin/export/students.csv', rounds: 2, note: WHOLE },
    // The insights over the longest range allowed: at most 25 months × 2 rollup shards and 5 teacher cards.
    {
      as: 'admin',
      path: `/admin/insights?${TWO_YEARS}`,
      note: 'rollups: 25 months × 2 shards + 5 best-rated',
    },
    { as: 'admin', path: `/admin/insights?${TWO_YEARS}&department=Physics` },
    { as: 'teacher', path: `/teacher/insights?${TWO_YEARS}` },
    {
      as: 'admin',
      path: `/admin/export/appointments.csv?${THIS_MONTH}`,
      rounds: 2,
      note: 'the month’s appointments',
    },
  ];
}

/** What came back, in words: "1,000 items", "stats (5 recent)", "10,000 rows". */
function describe(contentType: string, text: string): string {
  if (contentType.includes('text/csv')) {
    const rows = text.split('\n').filter((line) => line.trim() !== '').length - 1;
    return `${rows.toLocaleString('en-US')} rows`;
  }
  const data = (JSON.parse(text) as { data?: unknown }).data;
  if (Array.isArray(data)) return `${data.length.toLocaleString('en-US')} items`;
  if (data && typeof data === 'object') {
    const slots = (data as { availableSlots?: unknown }).availableSlots;
    if (Array.isArray(slots)) return `${slots.length} slots`;
    const total = (data as { total?: unknown; matching?: unknown }).total;
    if (typeof total === 'number') {
      const matching = (data as { matching?: unknown }).matching;
      return `counts: ${typeof matching === 'number' ? `${matching.toLocaleString('en-US')} of ` : ''}${total.toLocaleString('en-US')}`;
    }
    const recent = (data as { recentAppointments?: unknown }).recentAppointments;
    return Array.isArray(recent) ? `stats (+${recent.length} recent)` : 'stats';
  }
  return '-';
}

async function callOnce(appUrl: string, spec: CallSpec, token: string) {
  const started = performance.now();
  const response = await fetch(`${appUrl}/api${spec.path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  const ms = performance.now() - started;
  return { ms, status: response.status, contentType: response.headers.get('content-type') ?? '', text };
}

export async function measureCall(
  appUrl: string,
  spec: CallSpec,
  token: string,
  reads: ReadCounter,
  rounds: number,
): Promise<CallFigures> {
  const timed = Math.min(rounds, spec.rounds ?? rounds);
  const warmUps = spec.rounds === undefined ? 2 : 1;
  for (let i = 0; i < warmUps; i++) await callOnce(appUrl, spec, token);
  const times: number[] = [];
  const counts: ReadCounts[] = [];
  let last = await callOnce(appUrl, spec, token);
  for (let i = 0; i < timed; i++) {
    await reads.take();
    last = await callOnce(appUrl, spec, token);
    counts.push(await reads.take());
    times.push(last.ms);
  }
  const typical = mostFrequent(counts, (c) => JSON.stringify(c));
  return {
    ...spec,
    status: last.status,
    p50Ms: median(times),
    maxMs: Math.max(...times),
    reads: typical,
    readsVaried: counts.some((c) => c.reads !== typical.reads),
    returned: last.status === 200 ? describe(last.contentType, last.text) : `HTTP ${last.status}`,
    timed,
  };
}
