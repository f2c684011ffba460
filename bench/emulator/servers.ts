import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/lib/free-port';

export interface BenchServer {
  readonly name: string;
  readonly address: string;
  /** CPU time the server process has used so far, in ms (Linux /proc; NaN elsewhere). */
  cpuMs(): number;
  stop(): Promise<void>;
}

function processCpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticksPerMs = 10; // USER_HZ is 100 on Linux
    return (Number(fields[11]) + Number(fields[12])) * ticksPerMs;
  } catch {
    return Number.NaN;
  }
}

const EMULATOR_BIN = fileURLToPath(new URL('../../emulator/bin/emulator.mjs', import.meta.url));
const PEER_SCRIPT = fileURLToPath(new URL('./peer-server.mjs', import.meta.url));

/** Each server runs in its own process so the client workload does not share its event loop. */
function launch(name: string, args: string[], pattern: RegExp): Promise<BenchServer> {
  const child: ChildProcess = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const address = pattern.exec(output)?.[1];
      if (!address) return;
      resolve({
        name,
        address,
        cpuMs: () => processCpuMs(child.pid),
        stop: () =>
          new Promise<void>((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code} before it was ready`)));
  });
}

/**
 * Firestore only, on a port the OS picks: the benches measure no Storage, and the CLI's default Storage port
 * (9199) is `npm start`'s, so a bench beside a running stack would fail to start.
 */
export async function startThisEmulator(extraArgs: string[] = []): Promise<BenchServer> {
  return launch(
    'this emulator',
    [EMULATOR_BIN, '--port', '0', '--no-storage', '--quiet', ...extraArgs],
    /FIRESTORE_EMULATOR_HOST=(\S+)/,
  );
}

export async function startPeerEmulator(): Promise<BenchServer> {
  const port = await freePort();
  return launch('@firestore-emulator/server', [PEER_SCRIPT, String(port)], /READY (\S+)/);
}
