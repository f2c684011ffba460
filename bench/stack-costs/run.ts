/**
 * What the local stack itself spends, per unit of the work a test run gives it: Hosting serving one of the
 * SPA's static files, one Firestore trigger event of the teacher-write trigger (a write to a teacher document
 * that finds nothing to do), a Functions emulator worker's start (ten calls to the API at once, for which the
 * emulator starts a worker each beyond the idle ones; once, before the rounds), and a minute of doing nothing.
 * Each is measured in rounds that alternate with a baseline (files: with and without compression asked for;
 * events: the same writes to a document no trigger watches), so a drift of the machine hits both alike. Prints
 * the machine's busy core-seconds and the CPU of firebase-tools, the Functions workers and the Firestore/Storage
 * emulator, per unit.
 *
 * The figure is machine-wide: run it on a quiet machine (it prints how busy the machine was for 5 s before).
 *
 * Usage: npx tsx bench/stack-costs/run.ts [--files 900] [--events 60] [--rounds 2] [--idle-s 30]
 *   (stack on TEST_STACK_SLOT, default 5)
 */
import { readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { collections } from '@appointments/domain';
import type { DocumentReference } from 'firebase-admin/firestore';

process.env.TEST_STACK_SLOT ??= '5';
const { values } = parseArgs({
  options: {
    files: { type: 'string' },
    events: { type: 'string' },
    rounds: { type: 'string' },
    'idle-s': { type: 'string' },
  },
});
const files = Number(values.files ?? '900');
const events = Number(values.events ?? '60');
const rounds = Number(values.rounds ?? '2');
const idleSeconds = Number(values['idle-s'] ?? '30');

const { startBenchStack } = await import('../support/bench-stack');
const { cpuOf, machineBusySeconds, runningProcessesOf } = await import('../support/process-cpu');
const { repoRoot, webOutDirFor } = await import('../../scripts/lib/stack-config');
const { FieldValue, getFirestore } = await import('firebase-admin/firestore');

/** Runs `work` and prints its cost divided by `units`. */
async function measure(label: string, units: number, work: () => Promise<void>): Promise<void> {
  const cpu = await cpuOf(work);
  const perUnit = (seconds: number) => ((seconds / units) * 1000).toFixed(2);
  const kinds = [...cpu.byKind]
    .filter(([kind]) => !kind.startsWith('chromium'))
    .map(([kind, seconds]) => `${kind} ${perUnit(seconds)}`);
  console.log(`${label}, ms per unit: machine ${perUnit(cpu.machine)} · ${kinds.join(' · ')}`);
}

const quietBefore = machineBusySeconds();
await sleep(5000);
console.log(`Machine before the stack: ${((machineBusySeconds() - quietBefore) / 5).toFixed(2)} cores busy.`);
const bench = await startBenchStack();
// The seed (in this process: its Admin SDK app is the default one) and its trigger events settle first.
await sleep(10_000);

const assetsDir = `${repoRoot}/${webOutDirFor('test')}/assets`;
const scripts = readdirSync(assetsDir).filter((name) => name.endsWith('.js'));
/** `count` GETs of the build's scripts, six at a time as a browser asks for a page's files. */
async function fetchScripts(count: number, acceptEncoding: string): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (next < count) {
        const name = scripts[next++ % scripts.length];
        const response = await fetch(`${bench.appUrl}/assets/${name}`, {
          headers: { 'accept-encoding': acceptEncoding },
        });
        if (!response.ok) throw new Error(`Hosting answered ${response.status} for ${name}`);
        await response.arrayBuffer();
      }
    }),
  );
}

const db = getFirestore();
const teacher = (await db.collection(collections.teachers).limit(1).get()).docs[0];
if (!teacher) throw new Error('The seeded stack has no teacher');
const untriggered = db.collection('benchStackCosts').doc('untriggered');
/** `count` writes one after another, 100 ms apart, then time for their events to be delivered. */
async function write(count: number, ref: DocumentReference): Promise<void> {
  for (let i = 0; i < count; i++) {
    await ref.set({ benchTouch: i }, { merge: true });
    await sleep(100);
  }
  await sleep(8000);
}

/**
 * `count` API calls at once, each needing a worker of the `api` function: the emulator runs one request per
 * worker, so beyond the idle ones it starts a worker for each, up to the function's instance limit (10,
 * functions/src/index.ts). Prints the workers' CPU per worker started: its load and one request.
 */
async function startWorkers(label: string, count: number): Promise<void> {
  const workerKind = 'Functions workers';
  const before = runningProcessesOf(workerKind);
  const cpu = await cpuOf(async () => {
    const answers = await Promise.all(
      Array.from({ length: count }, () => fetch(`${bench.appUrl}/api/health`)),
    );
    if (answers.some((answer) => !answer.ok)) throw new Error('The API did not answer every call');
    await sleep(3000);
  });
  const started = [...runningProcessesOf(workerKind)].filter((pid) => !before.has(pid)).length;
  const workers = cpu.byKind.get(workerKind) ?? 0;
  console.log(
    `${label}: ${started} started, per worker ${started > 0 ? (workers / started).toFixed(2) : '–'} CPU-s ` +
      `(machine ${started > 0 ? (cpu.machine / started).toFixed(2) : '–'} busy core-s)`,
  );
}

// Once: the workers it starts stay, and the next calls find them idle.
await startWorkers('Functions workers for 10 API calls at once', 10);
for (let round = 1; round <= rounds; round++) {
  await measure(`round ${round}, a static file (gzip)`, files, () => fetchScripts(files, 'gzip, br'));
  await measure(`round ${round}, a static file (identity)`, files, () => fetchScripts(files, 'identity'));
  await measure(`round ${round}, a teacher write and its trigger event`, events, () =>
    write(events, teacher.ref),
  );
  await measure(`round ${round}, a write no trigger watches`, events, () => write(events, untriggered));
  await measure(`round ${round}, a second of doing nothing`, idleSeconds, () => sleep(idleSeconds * 1000));
}
await teacher.ref.update({ benchTouch: FieldValue.delete() });
await bench.stack.stop();
// The seed's Admin SDK app in this process keeps its connections open.
process.exit(0);
