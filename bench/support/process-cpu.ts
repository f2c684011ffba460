// CPU time on this machine, read from /proc (Linux): the machine's busy core-seconds, and each process's CPU
// time by the kind of process it is. Processes are sampled as they run, so one that exits between two
// readings (a renderer of a closed browser context, a Functions worker) keeps what it used until its last
// sample: call `sample()` more often than such processes live (bench/page-load/run.ts: every 250 ms).
import { readdirSync, readFileSync } from 'node:fs';

const CLOCK_TICKS_PER_SECOND = 100;

/** The machine's busy core-seconds since boot: every CPU state but idle and waiting on I/O. */
export function machineBusySeconds(): number {
  const [, ...fields] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
  const ticks = fields.map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  return (total - (ticks[3] ?? 0) - (ticks[4] ?? 0)) / CLOCK_TICKS_PER_SECOND;
}

/** The kind of a process, from its command line; undefined for processes not counted. */
export function processKind(commandLine: string): string | undefined {
  if (commandLine.includes('chromium')) {
    const type = /--type=([a-z-]+)/.exec(commandLine)?.[1];
    const utility = /--utility-sub-type=[\w.]*?(\w+)\.mojom/.exec(commandLine)?.[1];
    return `chromium ${type ?? 'browser'}${utility ? ` (${utility})` : ''}`;
  }
  if (commandLine.includes('functionsEmulatorRuntime')) return 'Functions workers';
  if (commandLine.includes('firebase-with-emulator')) return 'firebase-tools';
  if (commandLine.includes('emulator/bin/emulator.mjs')) return 'Firestore/Storage emulator';
  return undefined;
}

/** The ids of the processes now running, listed from /proc. */
function processIds(): string[] {
  return readdirSync('/proc').filter((name) => /^\d+$/.test(name));
}

/** The ids of the running processes of one kind (`processKind`), e.g. 'Functions workers'. */
export function runningProcessesOf(kind: string): Set<string> {
  const found = new Set<string>();
  for (const pid of processIds()) {
    try {
      if (processKind(readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')) === kind)
        found.add(pid);
    } catch {
      // Gone between the listing and the read.
    }
  }
  return found;
}

interface Seen {
  kind: string;
  first: number;
  last: number;
}

/** Each counted process's CPU time since the first sample, summed by kind. */
export class ProcessCpu {
  private readonly seen = new Map<string, Seen>();
  private baselineTaken = false;

  sample(): void {
    for (const pid of processIds()) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        // Fields after the command name, which may hold spaces: state is field 3, utime 14, stime 15, start 22.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const key = `${pid}@${fields[19]}`;
        const cpu = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
        const known = this.seen.get(key);
        if (known) {
          known.last = cpu;
          continue;
        }
        const kind = processKind(readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '));
        // A process running at the first sample counts from then; one started since, from its start.
        if (kind) this.seen.set(key, { kind, first: this.baselineTaken ? 0 : cpu, last: cpu });
      } catch {
        // Gone between the listing and the read.
      }
    }
    this.baselineTaken = true;
  }

  /** CPU-seconds by kind since each process was first sampled (from its start, for those started since). */
  byKind(): Map<string, number> {
    const totals = new Map<string, number>();
    for (const { kind, first, last } of this.seen.values())
      totals.set(kind, (totals.get(kind) ?? 0) + last - first);
    return totals;
  }
}

/**
 * Runs `work` with every process sampled four times a second from just before it to just after: the machine's
 * busy core-seconds over it and each kind's CPU-seconds (`ProcessCpu.byKind`).
 */
export async function cpuOf(
  work: () => Promise<void>,
): Promise<{ machine: number; byKind: Map<string, number> }> {
  const processes = new ProcessCpu();
  processes.sample();
  const sampler = setInterval(() => processes.sample(), 250);
  const machineBefore = machineBusySeconds();
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  processes.sample();
  return { machine: machineBusySeconds() - machineBefore, byKind: processes.byKind() };
}
