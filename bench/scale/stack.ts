// The stack the bench measures: started here on the bench's slot, or one already running on it (--attach).
import { createWriteStream, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { apiClient } from '../../scripts/lib/api-client';
import { startLocalStack } from '../../scripts/lib/local-stack';
import { useStackEmulators } from '../../scripts/lib/stack-admin';
import { projectId, repoRoot, stackPorts, testStackSlot } from '../../scripts/lib/stack-config';
import { readCounter } from './reads';

export async function openBenchStack(attach: boolean, say: (line: string) => void) {
  const ports = stackPorts.test;
  const appUrl = `http://127.0.0.1:${ports.hosting}`;
  let stop = async () => {};
  if (attach) {
    const health = await fetch(`${appUrl}/api/health`).catch(() => undefined);
    if (!health?.ok)
      throw new Error(`No stack answers at ${appUrl} (slot ${testStackSlot}); run without --attach.`);
    say(`Using the stack already running on slot ${testStackSlot} (${appUrl}).`);
  } else {
    mkdirSync(resolve(repoRoot, '.local'), { recursive: true });
    const logPath = resolve(repoRoot, `.local/scale-bench-stack-${testStackSlot}.log`);
    const log = createWriteStream(logPath);
    say(`Building and starting the stack on slot ${testStackSlot} (log: ${logPath})…`);
    const stack = await startLocalStack({
      profile: 'test',
      seed: false,
      log: (line) => log.write(`${line}\n`),
    });
    stop = async () => {
      await stack.stop();
      log.end();
    };
  }
  useStackEmulators(ports);
  const authUrl = `http://127.0.0.1:${ports.auth}`;
  const firestoreHost = `127.0.0.1:${ports.firestore}`;
  return {
    appUrl,
    api: apiClient(appUrl, authUrl),
    reads: readCounter(firestoreHost, projectId),
    stop: () => stop(),
  };
}

export type BenchStack = Awaited<ReturnType<typeof openBenchStack>>;
