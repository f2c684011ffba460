/**
 * Scale: 1,000 teachers, 10,000 students and 100,000 appointments (with their slots, ratings, per-pair
 * records and messages), written with firebase-admin in the functions' data model; then every API list, stats
 * and export call timed with the documents it read, and each dashboard's first meaningful render in Chromium.
 * Prints one markdown report. Not a test: nothing is asserted.
 *
 * Usage: npx tsx bench/scale/run.ts [--attach] [--keep] [--small] [--rounds 10] [--navigations 3]
 *                                   [--skip-api] [--skip-browser] [--out FILE]
 *   Runs its own stack on TEST_STACK_SLOT=4 (default; set the variable to use another slot).
 *   --attach  use the stack already running on the slot (seeded by an earlier --keep run, or seeds it now)
 *   --keep    leave the stack running at the end (Ctrl-C to stop), for --attach runs
 *   --small   a tenth of the scale, to try the bench quickly
 * Measure with nothing else running against the stack: the read counter counts the whole project.
 */
import './default-slot';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { getFirestore } from 'firebase-admin/firestore';
import { launchChromium } from '../../scripts/lib/chromium';
import { type CallFigures, callsToMeasure, measureCall } from './api-calls';
import { DASHBOARDS, type DashboardFigures, measureDashboard } from './dashboards';
import { generateDataset } from './dataset';
import { plannedWrites } from './documents';
import { asRealAccounts, createPeople, previousSeed, rememberSeed, type SeedRecord } from './real-accounts';
import { markdownReport } from './report';
import { FULL_SCALE, type ScaleCounts } from './scale-config';
import { type BenchStack, openBenchStack } from './stack';
import { summarize } from './summary';
import { writeAll } from './write-college';

const { values: options } = parseArgs({
  options: {
    attach: { type: 'boolean' },
    keep: { type: 'boolean' },
    small: { type: 'boolean' },
    rounds: { type: 'string' },
    navigations: { type: 'string' },
    'skip-api': { type: 'boolean' },
    'skip-browser': { type: 'boolean' },
    out: { type: 'string' },
  },
});
const rounds = Number(options.rounds ?? '10');
const navigations = Number(options.navigations ?? '3');
const counts: ScaleCounts = options.small
  ? {
      teachers: FULL_SCALE.teachers / 10,
      students: FULL_SCALE.students / 10,
      appointments: FULL_SCALE.appointments / 10,
    }
  : FULL_SCALE;
const say = (line: string) => console.error(`[scale] ${line}`);

async function seeded(stack: BenchStack): Promise<{ record: SeedRecord; seededNow: boolean }> {
  const previous = await previousSeed();
  if (previous) {
    if (JSON.stringify(previous.counts) !== JSON.stringify(counts)) {
      throw new Error(
        `This stack holds an earlier seed of ${JSON.stringify(previous.counts)}; restart it to seed again.`,
      );
    }
    say('The stack is already seeded; reusing it.');
    return { record: previous, seededNow: false };
  }
  say('Creating the admin, teacher and student through the API…');
  const people = await createPeople(stack.api);
  const dataset = generateDataset(counts, asRealAccounts(people), new Date());
  const summary = summarize(dataset);
  say(`Writing ${JSON.stringify(summary)}…`);
  const db = getFirestore();
  const started = performance.now();
  const documents = await writeAll(db, plannedWrites(dataset, db), (written) =>
    say(`  ${written} documents`),
  );
  const seedSeconds = (performance.now() - started) / 1000;
  say(`Seeded ${documents} documents in ${seedSeconds.toFixed(1)} s.`);
  const record: SeedRecord = { people, counts, summary, documents, seedSeconds };
  await rememberSeed(record);
  return { record, seededNow: true };
}

async function measureApi(stack: BenchStack, record: SeedRecord): Promise<CallFigures[]> {
  const { people } = record;
  const tokens = {
    student: await stack.api.login(people.student.email, people.password),
    teacher: await stack.api.login(people.teacher.email, people.password),
    admin: await stack.api.login(people.admin.email, people.password),
  };
  const figures: CallFigures[] = [];
  for (const spec of callsToMeasure(people)) {
    const result = await measureCall(stack.appUrl, spec, tokens[spec.as], stack.reads, rounds);
    say(`${spec.path}: ${result.returned}, ${result.reads.reads} read, p50 ${Math.round(result.p50Ms)} ms`);
    figures.push(result);
  }
  return figures;
}

async function measureDashboards(stack: BenchStack, record: SeedRecord): Promise<DashboardFigures[]> {
  const browser = await launchChromium();
  const figures: DashboardFigures[] = [];
  try {
    for (const spec of DASHBOARDS) {
      const login = { email: record.people[spec.as].email, password: record.people.password };
      say(`Chromium: ${spec.path}…`);
      const result = await measureDashboard(browser, stack.appUrl, spec, login, stack.reads, navigations);
      say(
        `${spec.path}: first card ${result.firstCardMs.map((m) => (m === undefined ? 'timeout' : Math.round(m))).join(', ')} ms`,
      );
      figures.push(result);
    }
  } finally {
    await browser.close();
  }
  return figures;
}

const stack = await openBenchStack(options.attach === true, say);
let failed = false;
try {
  const { record, seededNow } = await seeded(stack);
  // The API first, alone: the browser's listeners would add their reads to the calls' counts.
  const calls = options['skip-api'] ? [] : await measureApi(stack, record);
  const dashboards = options['skip-browser'] ? [] : await measureDashboards(stack, record);
  const report = markdownReport(record, seededNow, calls, rounds, dashboards, navigations);
  console.log(report);
  if (options.out) writeFileSync(options.out, `${report}\n`);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  if (options.keep && !options.attach) {
    say('The stack keeps running (--keep); Ctrl-C stops it.');
    await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()));
  }
  if (!options.attach) await stack.stop();
}
process.exit(failed ? 1 : 0);
