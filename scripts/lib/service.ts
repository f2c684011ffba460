import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import { isWarningOrError, type OutputStream } from './log-lines';

export interface Service {
  name: string;
  process: ChildProcess;
  exited: Promise<number | null>;
  /** Its last lines of output, to quote when it fails before it is ready. */
  lastLines(): string[];
  stop(): Promise<void>;
}

export interface ServiceOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Where the lines worth seeing go (see `logFile`); default the console, prefixed with the service's name. */
  log?: (line: string) => void;
  /**
   * The service's whole output goes to this file (replaced at each start), and only its warnings and errors
   * to `log`. Without a file every line goes to `log`.
   */
  logFile?: string;
}

const gracefulStopMs = 20_000;
const lastLinesKept = 30;

function outputSink(name: string, options: ServiceOptions): (line: string, stream: OutputStream) => void {
  const log = options.log ?? ((line: string) => console.log(`[${name}] ${line}`));
  if (!options.logFile) return (line) => log(line);
  mkdirSync(dirname(options.logFile), { recursive: true });
  const file = createWriteStream(options.logFile);
  return (line, stream) => {
    file.write(`${line}\n`);
    if (isWarningOrError(line, stream)) log(`[${name}] ${line}`);
  };
}

/**
 * Starts a child in its own process group, so a stop reaches the whole tree (the Functions
 * emulator starts workers), and so Ctrl-C reaches the parent first, which then stops children
 * in order and lets them export their data.
 */
export function startService(
  name: string,
  command: string,
  args: string[],
  options: ServiceOptions = {},
): Service {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const sink = outputSink(name, options);
  const recent: string[] = [];
  const take = (line: string, stream: OutputStream) => {
    recent.push(line);
    if (recent.length > lastLinesKept) recent.shift();
    sink(line, stream);
  };
  if (child.stdout) createInterface({ input: child.stdout }).on('line', (line) => take(line, 'stdout'));
  if (child.stderr) createInterface({ input: child.stderr }).on('line', (line) => take(line, 'stderr'));
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
    lastLines: () => [...recent],
    async stop() {
      signalGroup('SIGINT');
      const timer = setTimeout(() => signalGroup('SIGKILL'), gracefulStopMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
