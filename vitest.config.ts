import { defineConfig } from 'vitest/config';
import { webTestFilesByIsolation } from './web/vitest.isolation';

// The web project runs in two: files that share one module registry per worker, and the few that need their
// own (web/vitest.isolation.ts). `--project 'web*'` picks both.
const webFiles = webTestFilesByIsolation('web');
const webProject = (name: string, isolate: boolean, exclude: string[]) => ({
  extends: './web/vitest.config.ts',
  root: 'web',
  test: { name, isolate, exclude },
});

// One run covers every workspace; each project keeps its own environment and setup.
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'emulator',
      'functions',
      webProject('web', false, webFiles.isolated),
      webProject('web-isolated', true, webFiles.shared),
      'test/rules',
      'e2e',
      // The project's own checks (scripts/lib), e.g. the import boundaries of web/src.
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'] } },
    ],
  },
});
