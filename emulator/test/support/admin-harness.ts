import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { type EmulatorOptions, type RunningEmulator, startEmulator } from '../../src/index.js';

export interface AdminHarness {
  readonly emulator: RunningEmulator;
  readonly db: Firestore;
  readonly projectId: string;
  close(): Promise<void>;
}

let counter = 0;

/** Starts an emulator on a free port and a firebase-admin app pointed at it through FIRESTORE_EMULATOR_HOST. */
export async function startAdminHarness(
  projectId = `demo-test-${process.pid}-${counter++}`,
  options: EmulatorOptions = {},
): Promise<AdminHarness> {
  const emulator = await startEmulator({ ...options, port: 0, quiet: true });
  process.env.FIRESTORE_EMULATOR_HOST = emulator.address;
  const app: App = initializeApp({ projectId }, `${projectId}-${Date.now()}`);
  const db = getFirestore(app);
  return {
    emulator,
    db,
    projectId,
    close: async () => {
      await db.terminate();
      await deleteApp(app);
      await emulator.stop();
    },
  };
}
