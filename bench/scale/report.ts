import { cpus, totalmem } from 'node:os';
import type { CallFigures } from './api-calls';
import type { DashboardFigures } from './dashboards';
import type { SeedRecord } from './real-accounts';
import { SCREEN_BUDGET, type ScaleSize } from './scale-config';

/** One size's run: its seed and every figure measured on it. */
export interface SizeResult {
  size: ScaleSize;
  record: SeedRecord;
  seededNow: boolean;
  calls: CallFigures[];
  screens: DashboardFigures[];
  /** The machine's 1/5/15-minute load averages when the size started and when it ended. */
  load: [number[], number[]];
}

const n = (value: number) => value.toLocaleString('en-US');
const CARD_TIMEOUT_S = 180;
const ms = (value: number | undefined) => (value === undefined ? 'timeout' : `${Math.round(value)}`);
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
const callName = (path: string) => `\`GET ${path.replace(/[A-Za-z0-9]{20,}/, '{id}')}\``;

function machine(): string {
  const cores = cpus();
  return `${cores.length} cores (${cores[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}`;
}

function byOperation(figures: CallFigures): string {
  const parts = Object.entries(figures.reads.byOperation)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${kind} ${n(count)}`);
  return parts.length === 0 ? '–' : parts.join(', ');
}

function apiTable(calls: CallFigures[], rounds: number): string[] {
  return [
    `#### API calls (Hosting → Functions emulator → emulator/; ${rounds} timed calls each after 2 warm-ups, fewer where shown)`,
    '',
    '| call | as | returned | documents read | read as | p50 ms | max ms | note |',
    '|---|---|---|--:|---|--:|--:|---|',
    ...calls.map(
      (c) =>
        `| ${callName(c.path)} | ${c.as} | ${c.returned} | ${n(c.reads.reads)}${c.readsVaried ? '*' : ''} | ${byOperation(c)} | ${ms(c.p50Ms)} | ${ms(c.maxMs)} | ${[c.note, c.timed < rounds ? `${c.timed} timed` : undefined].filter(Boolean).join('; ')} |`,
    ),
    '',
    'Documents read = documents the emulator delivered to the function (get/getAll, query results) plus ' +
      'aggregation reads as Firestore bills them (1 per up to 1,000 index entries matched). Every student/teacher ' +
      "call also reads the caller's account document (the suspension check). * = not every call read the same " +
      "(the stack's per-minute jobs ran during one); the most frequent count is shown.",
  ];
}

const withinBudget = (d: DashboardFigures) =>
  d.medianFirstCardMs !== undefined &&
  d.medianFirstCardMs <= SCREEN_BUDGET.firstRenderMs &&
  d.reads <= SCREEN_BUDGET.reads;

function screenTable(screens: DashboardFigures[], navigations: number): string[] {
  const others = (d: DashboardFigures) =>
    Object.entries(d.othersMs)
      .map(([label, value]) => `${label} ${ms(value)}`)
      .join('; ') || '–';
  const errors = (d: DashboardFigures) =>
    d.errors.length === 0
      ? 'none'
      : d.errors.slice(0, 2).join('; ').replace(/\s+/g, ' ').replace(/\|/g, '/').slice(0, 160);
  return [
    `#### Screens (Chromium, fresh navigation after logging in through the UI; median of ${navigations})`,
    '',
    '| screen | first meaningful render = | ms (each run) | documents read on load (each run) | JS heap after load, MB | other lists, first card ms | main-list cards | page errors |',
    '|---|---|--:|--:|--:|---|--:|---|',
    ...screens.map(
      (d) =>
        `| ${d.spec.name} (\`${d.spec.path}\`) | ${d.spec.main.label} | ${ms(d.medianFirstCardMs)} (${d.firstCardMs.map(ms).join(', ')}) | ${n(d.reads)} (${d.readsEach.map(n).join(', ')}) | ${mb(d.heapUsedBytes)} | ${others(d)} | ${n(d.mainCards)} | ${errors(d)} |`,
    ),
    '',
    'Times run from navigation start to the frame after the first card of the list is in the DOM (in-page ' +
      `clock); "timeout" = not within ${CARD_TIMEOUT_S} s. Documents read = everything the emulator served ` +
      'the project while the page loaded (its Firestore listeners and queries, and the API calls it made), until the counter ' +
      "stopped moving for 1.5 s; the previous page had gone quiet before the reset. Heap = Chrome's JSHeapUsedSize " +
      '(CDP Performance.getMetrics) after a forced garbage collection, once the page was quiet.',
  ];
}

function sizeSection(result: SizeResult, rounds: number, navigations: number): string[] {
  const { record } = result;
  const summary = Object.entries(record.summary)
    .map(([what, count]) => `${n(count)} ${what}`)
    .join(', ');
  const { derived } = record;
  const load = (values: number[]) => values.map((v) => v.toFixed(2)).join(' / ');
  return [
    `### ${result.size}: ${n(record.counts.teachers)} teachers, ${n(record.counts.students)} students, ${n(record.counts.appointments)} appointments`,
    '',
    `Seeded: ${summary}; ${n(record.documents)} documents written with firebase-admin in ${record.seedSeconds.toFixed(1)} s` +
      `${result.seededNow ? '' : ' (by an earlier run on this stack)'}. ` +
      `Then the product's backfills (${derived.backfillSeconds?.toFixed(0) ?? '?'} s; ${n(derived.rollupDocuments ?? 0)} insights rollup documents built as the college was written): search keys corrected on ${n(derived.searchKeysCorrected)} accounts (0 = the seed wrote the product's keys), ` +
      `both people's cards on ${n(derived.conversationCards)} conversations, ${derived.departments} department counts; ` +
      `the account triggers (matching documents, department counts, role counters) done ${derived.triggerSeconds.toFixed(0)} s later.`,
    '',
    `Load average (1/5/15 min) at the start of this size: ${load(result.load[0])}; at its end: ${load(result.load[1])}.`,
    '',
    ...(result.calls.length > 0 ? [...apiTable(result.calls, rounds), ''] : []),
    ...(result.screens.length > 0 ? [...screenTable(result.screens, navigations), ''] : []),
  ];
}

/** Each screen at every size, against the budget, and how its reads grow with the college. */
function growthTables(results: SizeResult[]): string[] {
  if (results.length === 0) return [];
  const sizes = results.map((r) => r.size).join(' / ');
  const rows: string[] = [];
  for (const [index, spec] of (results[0]?.screens ?? []).map((s) => s.spec).entries()) {
    const at = results.map((r) => r.screens[index]).filter((d): d is DashboardFigures => d !== undefined);
    const reads = at.map((d) => d.reads);
    const growth =
      reads.length > 1
        ? `${(reads.at(-1) ?? 0) - (reads[0] ?? 0) >= 0 ? '+' : ''}${n((reads.at(-1) ?? 0) - (reads[0] ?? 0))}`
        : '–';
    rows.push(
      `| ${spec.name} | ${at.map((d) => ms(d.medianFirstCardMs)).join(' / ')} | ${reads.map(n).join(' / ')} | ${growth} | ${at.map((d) => mb(d.heapUsedBytes)).join(' / ')} | ${at.every(withinBudget) ? 'yes' : 'NO'} |`,
    );
  }
  const callRows = (results[0]?.calls ?? []).map((call, index) => {
    const at = results.map((r) => r.calls[index]).filter((c): c is CallFigures => c !== undefined);
    return `| ${callName(call.path)} | ${call.as} | ${at.map((c) => c.returned).join(' / ')} | ${at.map((c) => n(c.reads.reads)).join(' / ')} | ${at.map((c) => ms(c.p50Ms)).join(' / ')} |`;
  });
  return [
    `### Every screen at ${sizes} (budget: first meaningful render ≤ ${n(SCREEN_BUDGET.firstRenderMs)} ms and ≤ ${SCREEN_BUDGET.reads} documents read on load, at each size)`,
    '',
    `| screen | first meaningful render, ms (${sizes}) | documents read on load (${sizes}) | reads growth | JS heap after load, MB (${sizes}) | within budget |`,
    '|---|--:|--:|--:|--:|---|',
    ...rows,
    '',
    ...(callRows.length > 0
      ? [
          `### API calls at ${sizes}`,
          '',
          `| call | as | returned (${sizes}) | documents read (${sizes}) | p50 ms (${sizes}) |`,
          '|---|---|---|--:|--:|',
          ...callRows,
          '',
        ]
      : []),
  ];
}

export function markdownReport(results: SizeResult[], rounds: number, navigations: number): string {
  return [
    `## Scale benchmark (${new Date().toISOString().slice(0, 16)}Z)`,
    '',
    `Machine: ${machine()}. Command: \`npx tsx ${process.argv
      .slice(1)
      .join(' ')
      .replace(/^.*?(bench\/scale\/run\.ts)/, '$1')}\`.`,
    '',
    ...growthTables(results),
    ...results.flatMap((result) => sizeSection(result, rounds, navigations)),
  ].join('\n');
}
