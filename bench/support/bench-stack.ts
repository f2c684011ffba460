// The local stack a bench runs against: the test profile on its own slot (TEST_STACK_SLOT, default 5),
// so a bench never disturbs `npm start` or a test run. Import after setting the slot.
import { createWriteStream, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { apiClient } from '../../scripts/lib/api-client';
import { type LocalStack, startLocalStack } from '../../scripts/lib/local-stack';
import { repoRoot, stackPorts, testStackSlot } from '../../scripts/lib/stack-config';

export interface BenchStack {
  stack: LocalStack;
  appUrl: string;
  authEmulatorUrl: string;
  firestoreHost: string;
  api: ReturnType<typeof apiClient>;
}

/** Builds and starts the seeded stack; its log goes to .local/bench-stack-<slot>.log. */
export async function startBenchStack(): Promise<BenchStack> {
  mkdirSync(resolve(repoRoot, '.local'), { recursive: true });
  const logPath = resolve(repoRoot, `.local/bench-stack-${testStackSlot}.log`);
  const log = createWriteStream(logPath);
  console.error(`Starting the local stack (slot ${testStackSlot}); its log: ${logPath}`);
  const stack = await startLocalStack({ profile: 'test', seed: true, log: (line) => log.write(`${line}\n`) });
  const ports = stackPorts.test;
  const authEmulatorUrl = `http://127.0.0.1:${ports.auth}`;
  return {
    stack,
    appUrl: stack.appUrl,
    authEmulatorUrl,
    firestoreHost: `127.0.0.1:${ports.firestore}`,
    api: apiClient(stack.appUrl, authEmulatorUrl),
  };
}
