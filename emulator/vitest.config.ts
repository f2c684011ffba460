import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'emulator',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Each file starts emulators of its own and mocks no module, so files share the module registry: the
    // gRPC stack, protobufs and the rules engine load once per worker instead of once per file.
    isolate: false,
    testTimeout: 20000,
    hookTimeout: 20000,
  },
});
