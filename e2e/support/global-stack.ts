import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../scripts/lib/local-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
  }
}

/** Starts the whole local stack once for the e2e project, on the test ports, with a fresh store. */
export default async function setup(project: TestProject) {
  const lines: string[] = [];
  try {
    const stack = await startLocalStack({ profile: 'test', log: (line) => lines.push(line) });
    project.provide('appUrl', stack.appUrl);
    return () => stack.stop();
  } catch (error) {
    console.error(lines.slice(-80).join('\n'));
    throw error;
  }
}
