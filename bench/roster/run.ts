/**
 * Rosters at campus size: a 30,000-row students CSV previewed in one request, then applied in parts of 1,000
 * rows as the Rosters screen sends it, against the functions' API app served alone in a child process (the
 * project's Firestore emulator and Firebase's Auth emulator beside it, no Functions emulator: the welcome
 * mails are queued, not sent). Prints the times and the server's peak memory (RSS and V8 heap).
 *
 * Usage: npx tsx bench/roster/run.ts [--rows 30000] [--part 1000] [--server-heap-mb 160]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { apiClient } from '../../scripts/lib/api-client';
import { startEmulatorProcess } from '../../scripts/lib/emulator-process';
import { startInProcessAuth } from '../support/auth-emulator';
import { bundleServer } from '../support/server-bundle';

const { values } = parseArgs({
  options: { rows: { type: 'string' }, part: { type: 'string' }, 'server-heap-mb': { type: 'string' } },
});
// Caps the server's V8 old space (--max-old-space-size): the roster must still go through.
const serverHeap = values['server-heap-mb']
  ? [`--max-old-space-size=${Number(values['server-heap-mb'])}`]
  : [];
const ROWS = Number(values.rows ?? '30000');
const PART = Number(values.part ?? '1000');
const PROJECT = 'demo-roster-bench';
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const round = (value: number) => Math.round(value * 10) / 10;

const children: ChildProcess[] = [];
process.on('exit', () => {
  for (const child of children) child.kill();
});

const emulator = await startEmulatorProcess();
children.push(emulator.child);

const auth = await startInProcessAuth(PROJECT);
const authHost = auth.host;

const env = {
  ...process.env,
  GCLOUD_PROJECT: PROJECT,
  FUNCTIONS_EMULATOR: 'true',
  FIRESTORE_EMULATOR_HOST: emulator.host,
  FIREBASE_AUTH_EMULATOR_HOST: authHost,
  FIREBASE_CONFIG: JSON.stringify({ projectId: PROJECT }),
  METADATA_SERVER_DETECTION: 'none',
  UNSUBSCRIBE_SECRET: 'roster-bench-signing-key',
};
Object.assign(process.env, env);

// The roster routes alone in a child process (bench/support/server-bundle.ts): its memory is the server's.
const bundle = `.local/roster-bench-${process.pid}/roster-server.cjs`;
await bundleServer(repoRoot, 'bench/roster/roster-server.ts', bundle);
const server = spawn(process.execPath, [...serverHeap, bundle], {
  cwd: repoRoot,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
children.push(server);
const [firstLine] = (await once(
  createInterface({ input: server.stdout as NodeJS.ReadableStream }),
  'line',
)) as [string];
const serverUrl = `http://127.0.0.1:${(JSON.parse(firstLine) as { port: number }).port}`;

// An admin made as `npm run create-admin` makes one, signed in through the API.
const { createAdminAccount } = await import('@appointments/functions/seed');
const adminEmail = 'bench-admin@college.test';
const adminPassword = 'Bench#Admin2030';
await createAdminAccount({ name: 'Bench Admin', email: adminEmail, password: adminPassword }, new Date());
const token = await apiClient(serverUrl, `http://${authHost}`).login(adminEmail, adminPassword);

const names = ['Ādá Lovelace', 'Bea Núñez', 'Chloé Martin', 'Dev Iyer', 'Émile Zola', 'Gus Grissom'];
const header = 'Name,Email,Student ID,Course,Year,Section';
const lines = Array.from(
  { length: ROWS },
  (_, i) =>
    `${names[i % names.length]} ${i},Student${i}@College.test,S-${i},${i % 2 ? 'Computer Science' : 'Física'},${(i % 4) + 1},${'ABC'[i % 3]}`,
);
const file = [header, ...lines].join('\n');

async function post(query: string, body: string) {
  const response = await fetch(`${serverUrl}/api/admin/roster/students${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    body,
  });
  const answer = (await response.json()) as {
    success: boolean;
    data?: Record<string, number>;
    message?: string;
  };
  if (!answer.success || !answer.data) throw new Error(`${query}: HTTP ${response.status} ${answer.message}`);
  return answer.data;
}
const memory = async () =>
  (await (await fetch(`${serverUrl}/__memory`)).json()) as {
    peakRssMb: number;
    peakHeapMb: number;
    rssMb: number;
  };

const before = await memory();
let started = Date.now();
const preview = await post('', file);
const previewSeconds = (Date.now() - started) / 1000;
const previewMemory = await memory();

started = Date.now();
let created = 0;
for (let start = 0; start < lines.length; start += PART) {
  const part = [header, ...lines.slice(start, start + PART)].join('\n');
  created += (await post(`?apply=true&firstLine=${start + 2}`, part)).created ?? 0;
}
const applySeconds = (Date.now() - started) / 1000;
const applyMemory = await memory();

started = Date.now();
const again = await post('', file);
const againSeconds = (Date.now() - started) / 1000;
const againMemory = await memory();

console.log(
  `Roster of ${ROWS} students (server = the API app alone in its own process${serverHeap.map((flag) => `, ${flag}`).join('')}; apply in parts of ${PART} rows)\n`,
);
console.log('| step | seconds | rows | created | unchanged | server peak RSS (MB) | peak heap (MB) |');
console.log('|---|---|---|---|---|---|---|');
console.log(`| idle server | – | – | – | – | ${round(before.rssMb)} | – |`);
console.log(
  `| preview (1 request) | ${round(previewSeconds)} | ${preview.rows} | ${preview.created} | ${preview.unchanged} | ${round(previewMemory.peakRssMb)} | ${round(previewMemory.peakHeapMb)} |`,
);
console.log(
  `| apply (${Math.ceil(ROWS / PART)} requests) | ${round(applySeconds)} | ${ROWS} | ${created} | – | ${round(applyMemory.peakRssMb)} | ${round(applyMemory.peakHeapMb)} |`,
);
console.log(
  `| preview again (all unchanged) | ${round(againSeconds)} | ${again.rows} | ${again.created} | ${again.unchanged} | ${round(againMemory.peakRssMb)} | ${round(againMemory.peakHeapMb)} |`,
);
auth.close();
process.exit(0);
