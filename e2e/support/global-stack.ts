import { createWriteStream, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../scripts/lib/local-stack';
import { repoRoot, testStackSlot } from '../../scripts/lib/stack-config';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
  }
}

const logFile = resolve(repoRoot, `.local/test-stack${testStackSlot === 0 ? '' : `-${testStackSlot}`}.log`);

/**
 * Starts the whole local stack once for the e2e project, on the test ports, with a fresh store and the demo
 * college in it (unless TEST_STACK_SEED=0).
 * Its output goes to .local/test-stack.log (function logs included) to read after a failure.
 */
export default async function setup(project: TestProject) {
  mkdirSync(resolve(repoRoot, '.local'), { recursive: true });
  const log = createWriteStream(logFile);
  try {
    const stack = await startLocalStack({
      profile: 'test',
      // `npm test` leaves the seed out of a lane whose files make their own accounts (scripts/lib/e2e-lanes.ts).
      seed: process.env.TEST_STACK_SEED !== '0',
      log: (line) => log.write(`${line}\n`),
    });
    project.provide('appUrl', stack.appUrl);
    return async () => {
      await stack.stop();
      log.end();
    };
  } catch (error) {
    log.end();
    console.error(`The local stack did not start; its output is in ${logFile}`);
    throw error;
  }
}
