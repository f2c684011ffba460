import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'functions',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['./test/support/auth-emulators.ts', './test/support/firestore-emulator-setup.ts'],
    // A worker's files share one module registry: the functions' modules, firebase-admin and the emulator
    // clients load once a worker instead of once a file (about 1 CPU-s a file). The services keep no state
    // between calls but the Admin SDK app and the environment, which each file gets afresh (file-state.ts).
    isolate: false,
    setupFiles: ['./test/support/file-state.ts'],
    // A case runs several transactions against the in-process emulator; on the 2-core machine, beside the other
    // projects, that can pass 5 s without anything being wrong.
    testTimeout: 30_000,
  },
});
