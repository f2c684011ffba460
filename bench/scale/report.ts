import { cpus, totalmem } from 'node:os';
import type { CallFigures } from './api-calls';
import type { DashboardFigures } from './dashboards';
import type { SeedRecord } from './real-accounts';

const n = (value: number) => value.toLocaleString('en-US');
const CARD_TIMEOUT_S = 180;
const ms = (value: number | undefined) => (value === undefined ? 'timeout' : `${Math.round(value)}`);

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
    `### API calls (Hosting → Functions emulator → emulator/; ${rounds} calls each after 2 warm-ups)`,
    '',
    '| call | as | returned | documents read | read as | p50 ms | max ms |',
    '|---|---|---|--:|---|--:|--:|',
    ...calls.map(
      (c) =>
        `| \`GET ${c.path.replace(/[A-Za-z0-9]{20,}/, '{id}')}\` | ${c.as} | ${c.returned} | ${n(c.reads.reads)}${c.readsVaried ? '*' : ''} | ${byOperation(c)} | ${ms(c.p50Ms)} | ${ms(c.maxMs)} |`,
    ),
    '',
    'Documents read = documents delivered to the function (get/getAll, query results) plus aggregation reads as ' +
      'Firestore bills them (1 per up to 1,000 index entries matched). Every student/teacher call also reads the ' +
      "caller's account document (the suspension check); the local-stack clock document is looked up too " +
      "(missing unless a test moved the clock, so not counted). * = not every call read the same (the stack's " +
      'automatic-updates job ran during one); the most frequent count is shown.',
  ];
}

function dashboardTable(dashboards: DashboardFigures[], navigations: number): string[] {
  const others = (d: DashboardFigures) =>
    Object.entries(d.othersMs)
      .map(([label, value]) => `${label} ${ms(value)}`)
      .join('; ');
  return [
    `### Dashboards (Chromium, fresh navigation after logging in through the UI; median of ${navigations})`,
    '',
    '| page | first meaningful render = | ms (each run) | other lists, first card ms | main-list cards | documents read while loading | page errors |',
    '|---|---|--:|---|--:|--:|---|',
    ...dashboards.map(
      (d) =>
        `| \`${d.spec.path}\` | ${d.spec.main.label} | ${ms(d.medianFirstCardMs)} (${d.firstCardMs.map(ms).join(', ')}) | ${others(d)} | ${n(d.mainCards)} | ${n(d.reads)} | ${d.errors.length === 0 ? 'none' : d.errors.slice(0, 2).join('; ').replace(/\s+/g, ' ').replace(/\|/g, '/')} |`,
    ),
    '',
    'Times run from navigation start to the frame after the first card of the list is in the DOM (in-page ' +
      `clock); "timeout" = not within ${CARD_TIMEOUT_S} s. Documents read = what the page's Firestore listeners and ` +
      'API calls read until the counter stopped moving (the previous page had gone quiet before the reset).',
  ];
}

export function markdownReport(
  seed: SeedRecord,
  seededNow: boolean,
  calls: CallFigures[],
  rounds: number,
  dashboards: DashboardFigures[],
  navigations: number,
): string {
  const summary = Object.entries(seed.summary)
    .map(([what, count]) => `${n(count)} ${what}`)
    .join(', ');
  return [
    `## Scale benchmark (${new Date().toISOString().slice(0, 16)}Z)`,
    '',
    `Machine: ${machine()}.`,
    '',
    `Seeded: ${summary}; ${n(seed.documents)} documents written with firebase-admin in ${seed.seedSeconds.toFixed(1)} s` +
      `${seededNow ? '' : ' (by an earlier run on this stack)'}.`,
    '',
    ...(calls.length > 0 ? [...apiTable(calls, rounds), ''] : []),
    ...(dashboards.length > 0 ? dashboardTable(dashboards, navigations) : []),
  ].join('\n');
}
