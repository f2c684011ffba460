/**
 * Scale, at two sizes: 1,000 teachers, 10,000 students and 100,000 appointments, then 3,000 / 30,000 /
 * 300,000 (with their slots, ratings, per-pair records, conversations and messages), written with
 * firebase-admin in the functions' data model, completed by the product's backfills and triggers (the insights'
 * rollups built with the rebuild's arithmetic as the college is written: college-rollups.ts); then every API
 * list, stats and export call timed with the documents it read, and each screen (the three dashboards, both
 * Messages screens and the insights page) in Chromium: first meaningful render, documents read while loading, heap after load.
 * Prints one markdown report, with each screen against the budget (≤ 1.5 s, ≤ 300 documents) at both sizes.
 * Not a test: nothing is asserted.
 *
 * Usage: npx tsx bench/scale/run.ts [--size 10k|30k|both] [--attach] [--keep] [--small] [--rounds 10]
 *                                   [--navigations 3] [--skip-api] [--skip-browser] [--out FILE]
 *                                   [--check-rollups] [--screens insights,admin panel]
 *   Runs its own stack on TEST_STACK_SLOT=4 (default; set the variable to use another slot), a fresh one per
 *   size, one size after the other (default both).
 *   --attach  use the stack already running on the slot (seeded by an earlier --keep run, or seeds it now);
 *             one size only
 *   --keep    leave the stack running at the end (Ctrl-C to stop), for --attach runs; one size only
 *   --small   a tenth of each size, to try the bench quickly
 *   --out     also write the report there (after each size, so a later failure keeps the earlier figures)
 *   --screens only the screens whose names contain one of these words (comma-separated)
 *   --check-rollups  after seeding, also run the product's full-scan rebuild of the insights' rollups and say
 *             whether it wrote the same documents as the seed (slow at full size; for --small)
 * Measure with nothing else running against the stack: the read counter counts the whole project.
 */
import './default-slot';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { getFirestore } from 'firebase-admin/firestore';
import { launchChromium } from '../../scripts/lib/chromium';
import { type CallFigures, callsToMeasure, measureCall } from './api-calls';
import { CollegeRollups } from './college-rollups';
import { DASHBOARDS, type DashboardFigures, measureDashboard } from './dashboards';
import { generateDataset } from './dataset';
import { deriveData } from './derived-data';
import { plannedWrites } from './documents';
import { asRealAccounts, createPeople, previousSeed, rememberSeed, type SeedRecord } from './real-accounts';
import { markdownReport, type SizeResult } from './report';
import { SCALE_SIZES, type ScaleCounts, type ScaleSize } from './scale-config';
import { type BenchStack, openBenchStack } from './stack';
import { summarize } from './summary';
import { writeAll } from './write-college';

const { values: options } = parseArgs({
  options: {
    size: { type: 'string', default: 'both' },
    attach: { type: 'boolean' },
    keep: { type: 'boolean' },
    small: { type: 'boolean' },
    rounds: { type: 'string' },
    navigations: { type: 'string' },
    'skip-api': { type: 'boolean' },
    'skip-browser': { type: 'boolean' },
    out: { type: 'string' },
    'check-rollups': { type: 'boolean' },
    screens: { type: 'string' },
  },
});
const rounds = Number(options.rounds ?? '10');
const navigations = Number(options.navigations ?? '3');
const sizeNames = Object.keys(SCALE_SIZES) as ScaleSize[];
const sizes: ScaleSize[] =
  options.size === 'both' ? sizeNames : sizeNames.filter((name) => name === options.size);
if (sizes.length === 0) throw new Error(`--size is one of ${sizeNames.join(', ')} or both`);
if ((options.attach || options.keep) && sizes.length > 1)
  throw new Error('--attach and --keep need one --size');
const countsOf = (size: ScaleSize): ScaleCounts => {
  const full = SCALE_SIZES[size];
  return options.small
    ? { teachers: full.teachers / 10, students: full.students / 10, appointments: full.appointments / 10 }
    : full;
};
const say = (line: string) => console.error(`[scale] ${line}`);

async function seeded(stack: BenchStack, counts: ScaleCounts) {
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
  const rollups = new CollegeRollups(dataset);
  const documents = await writeAll(db, rollups.tap(plannedWrites(dataset, db)), (written) =>
    say(`  ${written} documents`),
  );
  const seedSeconds = (performance.now() - started) / 1000;
  say(`Seeded ${documents} documents in ${seedSeconds.toFixed(1)} s; deriving what the product derives…`);
  const derived = await deriveData(
    counts.teachers,
    rollups,
    stack.reads,
    say,
    options['check-rollups'] === true,
  );
  say(`Derived data ready (triggers done ${derived.triggerSeconds.toFixed(0)} s after the backfills).`);
  const record: SeedRecord = { people, counts, summary, documents, seedSeconds, derived };
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

async function measureScreens(stack: BenchStack, record: SeedRecord): Promise<DashboardFigures[]> {
  const browser = await launchChromium();
  const figures: DashboardFigures[] = [];
  try {
    const wanted = options.screens?.split(',').map((word) => word.trim());
    for (const spec of DASHBOARDS.filter((d) => !wanted || wanted.some((word) => d.name.includes(word)))) {
      const login = { email: record.people[spec.as].email, password: record.people.password };
      say(`Chromium: ${spec.name}…`);
      const result = await measureDashboard(browser, stack.appUrl, spec, login, stack.reads, navigations);
      say(
        `${spec.name}: first card ${result.firstCardMs.map((m) => (m === undefined ? 'timeout' : Math.round(m))).join(', ')} ms, ${result.readsEach.join(', ')} read`,
      );
      figures.push(result);
    }
  } finally {
    await browser.close();
  }
  return figures;
}

async function measureSize(size: ScaleSize): Promise<SizeResult> {
  const loadBefore = loadavg();
  const stack = await openBenchStack(options.attach === true, say);
  try {
    const { record, seededNow } = await seeded(stack, countsOf(size));
    // The API first, alone: the browser's listeners would add their reads to the calls' counts.
    const calls = options['skip-api'] ? [] : await measureApi(stack, record);
    const screens = options['skip-browser'] ? [] : await measureScreens(stack, record);
    return { size, record, seededNow, calls, screens, load: [loadBefore, loadavg()] };
  } finally {
    if (options.keep && !options.attach) {
      say('The stack keeps running (--keep); Ctrl-C stops it.');
      await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()));
    }
    if (!options.attach) await stack.stop();
  }
}

const results: SizeResult[] = [];
let failed = false;
try {
  for (const size of sizes) {
    say(`Size ${size}: ${JSON.stringify(countsOf(size))}`);
    results.push(await measureSize(size));
    if (options.out) writeFileSync(options.out, `${markdownReport(results, rounds, navigations)}\n`);
  }
} catch (error) {
  failed = true;
  console.error(error);
}
if (results.length > 0) console.log(markdownReport(results, rounds, navigations));
process.exit(failed ? 1 : 0);
