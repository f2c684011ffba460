/**
 * The students CSV export at campus size: seeds N students (default 30,000) in the project's emulator, then
 * downloads the export from the functions' export route served alone in a child process, and prints that
 * process's peak memory (RSS and V8 heap) while streaming, against the earlier whole-list export for comparison.
 *
 * Usage: npx tsx bench/csv/run.ts [--students 30000] [--exports streamed,whole] [--server-heap-mb 64]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { collections } from '@appointments/domain';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { startEmulatorProcess } from '../../scripts/lib/emulator-process';
import { bundleServer } from '../support/server-bundle';

const { values } = parseArgs({
  options: {
    students: { type: 'string' },
    // Caps the server's V8 old space (--max-old-space-size): a streamed export must still finish.
    'server-heap-mb': { type: 'string' },
    exports: { type: 'string' },
  },
});
const serverHeap = values['server-heap-mb']
  ? [`--max-old-space-size=${Number(values['server-heap-mb'])}`]
  : [];
const exportsToRun = (values.exports ?? 'streamed,whole').split(',');
const STUDENTS = Number(values.students ?? '30000');
const PROJECT = 'demo-csv-bench';
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const round = (value: number) => Math.round(value * 10) / 10;

const children: ChildProcess[] = [];
const stopAll = () => {
  for (const child of children) child.kill();
};
process.on('exit', stopAll);

const emulator = await startEmulatorProcess();
children.push(emulator.child);
const env = {
  ...process.env,
  FIRESTORE_EMULATOR_HOST: emulator.host,
  GCLOUD_PROJECT: PROJECT,
};
Object.assign(process.env, env);

const seedStarted = Date.now();
const db = getFirestore(initializeApp({ projectId: PROJECT }));
const writer = db.bulkWriter();
const names = ['Ádá Lovelace', 'Bea, Jr.', 'Chloé "CJ" Martin', 'Dev Iyer', 'Émile Zola', 'Gus Grissom'];
for (let i = 0; i < STUDENTS; i++) {
  void writer.set(db.collection(collections.students).doc(`s${String(i).padStart(6, '0')}`), {
    name: `${names[i % names.length]} ${i}`,
    email: `student${i}@college.edu`,
    role: 'student',
    isApproved: i % 5 !== 0,
    createdAt: Timestamp.fromMillis(Date.UTC(2024, 0, 1) + i * 60_000),
    profile: {
      course: i % 2 ? 'Computer Science' : 'Física, Teórica',
      year: (i % 4) + 1,
      studentId: `S-${i}`,
    },
    stats: { totalAppointments: i % 9 },
  });
}
await writer.close();
console.error(`seeded ${STUDENTS} students in ${round((Date.now() - seedStarted) / 1000)} s`);

// The export route alone in a child process (bench/support/server-bundle.ts): its memory is the server's.
const bundle = `.local/csv-bench-${process.pid}/export-server.cjs`;
await bundleServer(repoRoot, 'bench/csv/export-server.ts', bundle);
const server = spawn(process.execPath, ['--expose-gc', ...serverHeap, bundle], {
  cwd: repoRoot,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
children.push(server);
// Every line the server prints is queued as it comes: one may arrive while the download is still being read.
const queued: string[] = [];
const lines = createInterface({ input: server.stdout as NodeJS.ReadableStream });
lines.on('line', (line) => queued.push(line));
async function nextLine(): Promise<Record<string, number | string>> {
  while (queued.length === 0) await once(lines, 'line');
  return JSON.parse(queued.shift() as string) as Record<string, number | string>;
}
const { port } = (await nextLine()) as { port: number };

async function download(path: string) {
  const started = Date.now();
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  if (!response.ok || !response.body) throw new Error(`${path}: HTTP ${response.status}`);
  let bytes = 0;
  let lineBreaks = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 0x0a) lineBreaks += 1;
  }
  const seconds = (Date.now() - started) / 1000;
  return { seconds, bytes, rows: lineBreaks - 1, server: await nextLine() };
}

const rows: string[] = [];
const paths = { streamed: '/students.csv', whole: '/whole.csv' } as const;
for (const path of exportsToRun.map((name) => paths[name as keyof typeof paths])) {
  const result = await download(path);
  const s = result.server;
  rows.push(
    `| ${s.export} | ${result.rows} | ${round(result.bytes / 1024 / 1024)} | ${round(result.seconds)} | ${round(Number(s.rssBeforeMb))} | ${round(Number(s.peakRssMb))} | ${round(Number(s.heapBeforeMb))} | ${round(Number(s.peakHeapMb))} |`,
  );
}
console.log(
  `Students CSV export, ${STUDENTS} students (server = the export route alone in its own process${serverHeap.map((flag) => `, ${flag}`).join('')})\n`,
);
console.log(
  '| export | rows | MB | seconds | server RSS before (MB) | server peak RSS (MB) | heap before (MB) | peak heap (MB) |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
stopAll();
process.exit(0);
