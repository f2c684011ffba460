import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, type Firestore, getFirestore, terminate } from 'firebase/firestore';
import { type RunningEmulator, startEmulator } from '../../src/index.js';

export interface WebHarness {
  readonly emulator: RunningEmulator;
  readonly db: Firestore;
  readonly projectId: string;
  close(): Promise<void>;
}

let counter = 0;

/** The web SDK's Node build (gRPC) against a fresh emulator, optionally signed in with a mock token. */
export async function startWebHarness(options: { uid?: string } = {}): Promise<WebHarness> {
  const emulator = await startEmulator({ port: 0, quiet: true });
  const projectId = `demo-web-${process.pid}`;
  const app: FirebaseApp = initializeApp({ projectId, apiKey: 'fake' }, `web-${counter++}`);
  const db = getFirestore(app);
  connectFirestoreEmulator(
    db,
    emulator.host,
    emulator.port,
    options.uid ? { mockUserToken: { user_id: options.uid } } : {},
  );
  return {
    emulator,
    db,
    projectId,
    close: async () => {
      await terminate(db);
      await deleteApp(app);
      await emulator.stop();
    },
  };
}
