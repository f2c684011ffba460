/**
 * The appointments CSV export at the issue's size: seeds N appointments (default 300,000) over two years in the
 * project's emulator, downloads the export of the whole range from the route served alone in a child process,
 * and prints that process's peak memory while streaming (the issue's bound: under 200 MB).
 *
 * Usage: npx tsx bench/csv/appointments.ts [--appointments 300000] [--server-heap-mb 64]
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
  options: { appointments: { type: 'string' }, 'server-heap-mb': { type: 'string' } },
});
// Caps the server's V8 old space (--max-old-space-size): a streamed export must still finish.
const serverHeap = values['server-heap-mb']
  ? [`--max-old-space-size=${Number(values['server-heap-mb'])}`]
  : [];
const COUNT = Number(values.appointments ?? '300000');
const PROJECT = 'demo-csv-appointments-bench';
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const round = (value: number) => Math.round(value * 10) / 10;
const FROM = Date.UTC(2028, 0, 1);
const SPAN_MS = 2 * 365 * 86_400_000 - 86_400_000;

const children: ChildProcess[] = [];
const stopAll = () => {
  for (const child of children) child.kill();
};
process.on('exit', stopAll);

const emulator = await startEmulatorProcess();
children.push(emulator.child);
const env = { ...process.env, FIRESTORE_EMULATOR_HOST: emulator.host, GCLOUD_PROJECT: PROJECT };
Object.assign(process.env, env);

const seedStarted = Date.now();
const db = getFirestore(initializeApp({ projectId: PROJECT }));
const writer = db.bulkWriter();
const statuses = ['completed', 'approved', 'canceled', 'pending'] as const;
for (let i = 0; i < COUNT; i++) {
  const at = Timestamp.fromMillis(FROM + Math.floor((i / COUNT) * SPAN_MS));
  void writer.set(db.collection(collections.appointments).doc(`a${String(i).padStart(7, '0')}`), {
    teacherId: `t${i % 3000}`,
    studentId: `s${i % 30000}`,
    status: statuses[i % 4],
    dateTime: at,
    purpose: i % 50 === 0 ? '=HYPERLINK("x")' : 'Doubts about the last lecture, chapter 4',
    bookingType: i % 2 ? 'slot_booking' : 'custom_request',
    durationMinutes: 30,
    slotSeriesId: null,
    canceledBy: i % 4 === 2 ? 'student' : null,
    cancelReason: null,
    canceledAt: null,
    autoUpdated: false,
    autoUpdatedAt: null,
    approvedAt: i % 4 < 2 ? at : null,
    attendance: null,
    checkedInAt: null,
    summary: null,
    createdAt: at,
    updatedAt: at,
    teacher: {
      name: `Teacher ${i % 3000}`,
      subject: 'Optics',
      department: 'Physics',
      profile: { profilePicture: null },
    },
    student: {
      name: `Student ${i % 30000}`,
      email: `s${i % 30000}@college.edu`,
      profile: { profilePicture: null },
    },
  });
}
await writer.close();
console.error(`seeded ${COUNT} appointments in ${round((Date.now() - seedStarted) / 1000)} s`);

const bundle = `.local/csv-bench-${process.pid}/appointments-server.cjs`;
await bundleServer(repoRoot, 'bench/csv/appointments-server.ts', bundle);
const server = spawn(process.execPath, ['--expose-gc', ...serverHeap, bundle], {
  cwd: repoRoot,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
children.push(server);
const queued: string[] = [];
const lines = createInterface({ input: server.stdout as NodeJS.ReadableStream });
lines.on('line', (line) => queued.push(line));
async function nextLine(): Promise<Record<string, number>> {
  while (queued.length === 0) await once(lines, 'line');
  return JSON.parse(queued.shift() as string) as Record<string, number>;
}
const { port } = await nextLine();

const started = Date.now();
const range = `from=2028-01-01&to=2029-12-30`;
const response = await fetch(`http://127.0.0.1:${port}/?${range}`);
if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
let bytes = 0;
let lineBreaks = 0;
for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
  bytes += chunk.byteLength;
  for (const byte of chunk) if (byte === 0x0a) lineBreaks += 1;
}
const seconds = (Date.now() - started) / 1000;
const figures = await nextLine();
console.log(
  `Appointments CSV export, ${COUNT} appointments over two years (server = the route alone${serverHeap.map((flag) => `, ${flag}`).join('')})\n`,
);
console.log('| rows | MB | seconds | server RSS before (MB) | server peak RSS (MB) | peak heap (MB) |');
console.log('|---|---|---|---|---|---|');
console.log(
  `| ${lineBreaks - 1} | ${round(bytes / 1024 / 1024)} | ${round(seconds)} | ${round(figures.rssBeforeMb ?? 0)} | ${round(figures.peakRssMb ?? 0)} | ${round(figures.peakHeapMb ?? 0)} |`,
);
stopAll();
process.exit(0);
