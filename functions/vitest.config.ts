import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'functions',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['./test/support/auth-emulators.ts', './test/support/firestore-emulator-setup.ts'],
    // A case runs several transactions against the in-process emulator; on the 2-core machine, beside the other
    // projects, that can pass 5 s without anything being wrong.
    testTimeout: 30_000,
  },
});
