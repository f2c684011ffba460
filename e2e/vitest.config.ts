import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.test.ts'],
    globalSetup: ['./support/global-stack.ts'],
    setupFiles: ['./support/lane-turns.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One stack, one server clock: a file that moves the clock (automatic updates, the term journey) must
    // not run beside another.
    fileParallelism: false,
  },
});
