import { defineConfig } from 'vitest/config';

// One run covers every workspace; each project keeps its own environment and setup.
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'emulator',
      'functions',
      'web',
      'test/rules',
      'e2e',
      // The project's own checks (scripts/lib), e.g. the import boundaries of web/src.
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'] } },
    ],
  },
});
