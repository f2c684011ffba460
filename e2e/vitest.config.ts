import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.test.ts'],
    globalSetup: ['./support/global-stack.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One stack, one server clock: a file that moves the clock (automatic updates, the term journey) must
    // not run beside another.
    fileParallelism: false,
    // One module registry for the lane's files, one after another: each file's own code still runs afresh,
    // but firebase-admin, playwright-core and the support modules load once (about 0.4 s a file here).
    isolate: false,
  },
});
