// One Firestore and Storage emulator (the project's own, emulator/) for every service test file of the run,
// started by the run's global setup. Each file used to start its own in its process: about 0.6 CPU-seconds
// a file to load the emulator's gRPC server, protobufs and rules engine and to start it, for 29 files. The
// emulator takes any project id, so the files keep apart as before: one project per worker slot
// (support/emulator.ts), whose files run one after another and empty its documents before each test.
import { fileURLToPath } from 'node:url';
import { startEmulator } from '@appointments/emulator';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared emulator: Firestore's `host:port` and Storage's port. */
    serviceEmulator: { firestore: string; storagePort: number };
  }
}

export default async function setup(project: TestProject) {
  const emulator = await startEmulator({
    port: 0,
    storagePort: 0,
    quiet: true,
    // The project's indexes: a service query that production would refuse for a missing index fails here.
    indexesFile: fileURLToPath(new URL('../../../firestore.indexes.json', import.meta.url)),
  });
  const storagePort = emulator.storage?.port;
  if (storagePort === undefined) throw new Error('The service tests’ emulator started without Storage');
  project.provide('serviceEmulator', { firestore: emulator.address, storagePort });
  return () => emulator.stop();
}
