import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.test.ts'],
    globalSetup: ['./support/global-stack.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
