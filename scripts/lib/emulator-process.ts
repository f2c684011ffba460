import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';
import { waitForHttp } from './wait';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The project's Firestore emulator in a process of its own (so a measurement of this process's memory
 * leaves the emulator's out), with the project's indexes file: queries without their index are refused
 * as production refuses them.
 */
export async function startEmulatorProcess(
  stdio: StdioOptions = ['ignore', 'ignore', 'inherit'],
): Promise<{ host: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      'emulator/bin/emulator.mjs',
      '--port',
      String(port),
      '--no-storage',
      '--quiet',
      '--indexes',
      'firestore.indexes.json',
    ],
    { cwd: repoRoot, stdio },
  );
  await waitForHttp('the Firestore emulator', `http://127.0.0.1:${port}/health`, 60_000);
  return { host: `127.0.0.1:${port}`, child };
}
