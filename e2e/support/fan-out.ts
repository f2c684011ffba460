// `npm test` runs the end-to-end files in lanes, each on its own stack, side by side (scripts/test.ts). A test
// that fans out (a hundred calls at once, for which the Functions emulator starts a worker process each) needs
// the two cores to itself, or its calls time out; it pauses the other lanes around its fan-out. A lane pauses
// between tests only: each marks itself busy while a test runs (the setup file `lane-turns.ts`), and the
// fan-out waits for the other lanes' marks to go. With one lane (one file run alone) nothing ever waits.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { repoRoot, testStackSlot } from '../../scripts/lib/stack-config';

const lanesDir = resolve(repoRoot, '.local/e2e-lanes');
const busyMark = (slot: number) => resolve(lanesDir, `busy-${slot}`);
const lockFile = resolve(lanesDir, 'fan-out.lock');
const POLL_MS = 250;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The process id written in `path`, if that process still runs (a crashed lane leaves no lasting mark). */
function liveOwner(path: string): number | null {
  try {
    const pid = Number(readFileSync(path, 'utf8').split(' ')[0]);
    return Number.isInteger(pid) && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

function lockHeldByAnotherLane(): boolean {
  try {
    const [pid, slot] = readFileSync(lockFile, 'utf8').split(' ').map(Number);
    return slot !== testStackSlot && pid !== undefined && isAlive(pid);
  } catch {
    return false;
  }
}

function otherLanesBusy(): boolean {
  const marks = readdirSync(lanesDir).filter((name) => name.startsWith('busy-'));
  return marks.some(
    (name) => name !== `busy-${testStackSlot}` && liveOwner(resolve(lanesDir, name)) !== null,
  );
}

export function markBusy(): void {
  mkdirSync(lanesDir, { recursive: true });
  writeFileSync(busyMark(testStackSlot), `${process.pid}`);
}

export function markIdle(): void {
  rmSync(busyMark(testStackSlot), { force: true });
}

/** Before each test: waits while another lane fans out, then marks this lane busy. */
export async function takeTurn(): Promise<void> {
  while (lockHeldByAnotherLane()) await sleep(POLL_MS);
  markBusy();
}

/** Runs `work` with the other lanes paused at their next test's start (and their current test finished). */
export async function withOtherLanesPaused<T>(work: () => Promise<T>): Promise<T> {
  mkdirSync(lanesDir, { recursive: true });
  // Waiting for the lock, this lane is idle: another lane's fan-out must not wait for it.
  markIdle();
  for (;;) {
    try {
      writeFileSync(lockFile, `${process.pid} ${testStackSlot}`, { flag: 'wx' });
      break;
    } catch {
      if (liveOwner(lockFile) === null) rmSync(lockFile, { force: true });
      else await sleep(POLL_MS);
    }
  }
  try {
    while (otherLanesBusy()) await sleep(POLL_MS);
    markBusy();
    return await work();
  } finally {
    rmSync(lockFile, { force: true });
  }
}
