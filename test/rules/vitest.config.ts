import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'rules',
    environment: 'node',
    include: ['**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
