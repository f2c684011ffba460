import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface Service {
  name: string;
  process: ChildProcess;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

const gracefulStopMs = 20_000;

/**
 * Starts a child in its own process group, so a stop reaches the whole tree (the Functions
 * emulator starts workers), and so Ctrl-C reaches the parent first, which then stops children
 * in order and lets them export their data.
 */
export function startService(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; log?: (line: string) => void } = {},
): Service {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const log = options.log ?? ((line: string) => console.log(`[${name}] ${line}`));
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', log);
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const signalGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined || child.exitCode !== null) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  };

  return {
    name,
    process: child,
    exited,
    async stop() {
      signalGroup('SIGINT');
      const timer = setTimeout(() => signalGroup('SIGKILL'), gracefulStopMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
