// How much `npm start` says once it is up, and whether a plain SIGTERM stops it cleanly. Starts `npm start`
// (on firebase.json's ports: stop your own `npm start` first), waits for its banner, stays idle, makes one
// booking through the API, stays idle again, then sends SIGTERM to the npm process and checks that:
//   - at most --max-lines lines (default 60) came between the banner and the signal;
//   - every process of the stack's tree has gone (none left orphaned);
//   - the booking is in the exported data (.local/data/firestore), so it survives the restart.
// Usage: npx tsx bench/start-output/run.ts [--idle-seconds 120] [--max-lines 60]
// Exits non-zero when a check fails. Prints every line counted, so a failure shows what was too loud.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { apiClient } from '../../scripts/lib/api-client';
import { seedPassword, seedStudents } from '../../scripts/lib/seed-data';
import { repoRoot, stackPorts } from '../../scripts/lib/stack-config';
import { processTree } from './process-tree';

const { values } = parseArgs({
  options: {
    'idle-seconds': { type: 'string', default: '120' },
    'max-lines': { type: 'string', default: '60' },
  },
});
const idleMs = Number(values['idle-seconds']) * 1000;
const maxLines = Number(values['max-lines']);
const bannerEnd = 'Press Ctrl-C to stop.';
const startTimeoutMs = 10 * 60_000;
const ports = stackPorts.dev;
const appUrl = `http://127.0.0.1:${ports.hosting}`;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

const child = spawn('npm', ['start'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
let bannerSeen = false;
let stopSent = false;
const afterBanner: string[] = [];
const afterStop: string[] = [];
let resolveBanner: () => void = () => {};
const banner = new Promise<void>((done) => {
  resolveBanner = done;
});
for (const stream of [child.stdout, child.stderr]) {
  createInterface({ input: stream }).on('line', (line) => {
    if (stopSent) afterStop.push(line);
    else if (bannerSeen) afterBanner.push(line);
    else if (line.trim() === bannerEnd) {
      bannerSeen = true;
      resolveBanner();
    }
  });
}

const started = Date.now();
await Promise.race([
  banner,
  exited.then((code) => {
    throw new Error(`npm start exited with ${code} before its banner`);
  }),
  sleep(startTimeoutMs).then(() => {
    throw new Error('no banner within 10 minutes');
  }),
]);
console.log(`Banner after ${Math.round((Date.now() - started) / 1000)} s; idle for ${idleMs / 1000} s…`);
await sleep(idleMs / 2);

/** One booking by a seeded student: the first teacher slot any approved student may still take. */
async function bookOnce(): Promise<string> {
  const api = apiClient(appUrl, `http://127.0.0.1:${ports.auth}`);
  const problems: string[] = [];
  for (const student of seedStudents.filter((s) => s.approved)) {
    const token = await api.login(student.email, seedPassword.student);
    const teachers = await api.call<Array<{ _id: string }>>('/student/teachers', { token });
    for (const teacher of teachers.body.data ?? []) {
      const slots = await api.call<{ availableSlots: string[] }>(`/student/teacher/${teacher._id}/slots`, {
        token,
      });
      const slot = slots.body.data?.availableSlots.at(-1);
      if (!slot) continue;
      const booked = await api.call<{ _id: string }>('/student/book', {
        token,
        body: {
          teacherId: teacher._id,
          dateTime: slot,
          purpose: 'Start output check',
          bookingType: 'slot_booking',
        },
      });
      if (booked.body.data?._id) return booked.body.data._id;
      problems.push(`${booked.status} ${booked.body.message ?? ''}`);
    }
  }
  throw new Error(`no booking could be made: ${problems.slice(0, 3).join('; ')}`);
}
const appointmentId = await bookOnce();
console.log(`Booked appointment ${appointmentId}; idle again…`);
await sleep(idleMs / 2);

const tree = processTree(child.pid ?? -1);
stopSent = true;
child.kill('SIGTERM');
const code = await exited;
await sleep(2_000); // the last children's exit after the npm process's own
const leftOver = processTree(child.pid ?? -1, tree).filter((p) => p.alive);

function exportedDataHas(id: string): boolean {
  const dir = resolve(repoRoot, '.local/data/firestore');
  return readdirSync(dir).some((file) => readFileSync(resolve(dir, file), 'utf8').includes(id));
}
const dataKept = exportedDataHas(appointmentId);

console.log(`\nLines between the banner and SIGTERM (${afterBanner.length}):`);
for (const line of afterBanner) console.log(`  | ${line}`);
console.log(`Lines after SIGTERM (${afterStop.length}):`);
for (const line of afterStop) console.log(`  | ${line}`);
console.log(
  `\nnpm start exited with ${code}; ${tree.length} processes in its tree, ${leftOver.length} left over`,
);
for (const p of leftOver) console.log(`  left over: ${p.pid} ${p.command}`);
console.log(`Booking ${appointmentId} in the exported data: ${dataKept ? 'yes' : 'NO'}`);
const ok = afterBanner.length <= maxLines && leftOver.length === 0 && dataKept;
console.log(ok ? `OK: ${afterBanner.length} ≤ ${maxLines} lines` : 'FAILED');
process.exit(ok ? 0 : 1);
