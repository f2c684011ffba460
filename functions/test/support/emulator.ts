import { type RunningEmulator, startEmulator } from '@appointments/emulator';
import { deleteApp, getApps } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { db } from '../../src/lib/firebase';

/**
 * The services' tests run against the project's own Firestore emulator, started in this test file's
 * process on a free port (no Java, no stack, no Functions emulator): the code under test reaches it
 * through the same `db()` as in production, with FIRESTORE_EMULATOR_HOST pointing at it. Each test
 * starts from an empty store. Call once at the top level of a test file.
 */
export function useServiceEmulator(): { db: () => Firestore } {
  let emulator: RunningEmulator | undefined;
  const projectId = `demo-services-${process.pid}`;

  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, storagePort: false, projectId, quiet: true });
    process.env.FIRESTORE_EMULATOR_HOST = emulator.address;
    process.env.GCLOUD_PROJECT = projectId;
    // No credentials are needed for the emulator: keep the Google auth library from probing a metadata server.
    process.env.METADATA_SERVER_DETECTION = 'none';
    // How the functions runtime hands a secret parameter to the code (mails carry signed unsubscribe links).
    process.env.UNSUBSCRIBE_SECRET ??= 'service-test-signing-key';
  });

  beforeEach(async () => {
    await fetch(
      `http://${emulator?.address}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
      {
        method: 'DELETE',
      },
    );
  });

  afterAll(async () => {
    for (const app of getApps()) {
      await deleteApp(app);
    }
    await emulator?.stop();
  });

  return { db };
}
