import { defineConfig } from 'vitest/config';

// One run covers every workspace; each project keeps its own environment and setup.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'emulator', 'functions', 'web', 'test/rules', 'e2e'],
  },
});
