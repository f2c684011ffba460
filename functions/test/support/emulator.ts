import type { Firestore } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, inject } from 'vitest';
import { db } from '../../src/lib/firebase';

export interface ServiceEmulatorOptions {
  /** Also Firebase Auth and Storage, for the services that manage accounts (slower to start). */
  readonly accounts?: boolean;
}

/**
 * The services' tests run against the project's own Firestore (and Storage) emulator, one for the run
 * (firestore-emulator-setup.ts; no Java, no stack, no Functions emulator): the code under test reaches it
 * through the same `db()` as in production, with the emulator hosts in the environment as the Functions
 * emulator sets them. Each test starts from an empty store. Call once at the top level of a test file.
 */
export function useServiceEmulator(options: ServiceEmulatorOptions = {}): { db: () => Firestore } {
  const emulator = inject('serviceEmulator');
  let authEmulatorHost: string | undefined;
  // One project per worker slot: the slot's files share its documents (emptied before each test) and its Auth
  // emulator (auth-emulators.ts).
  const projectId = `demo-services-${process.env.VITEST_POOL_ID ?? process.pid}`;

  beforeAll(async () => {
    process.env.FIRESTORE_EMULATOR_HOST = emulator.firestore;
    process.env.GCLOUD_PROJECT = projectId;
    // What the Functions runtime gives initializeApp() without options.
    process.env.FIREBASE_CONFIG = JSON.stringify({ projectId, storageBucket: `${projectId}.appspot.com` });
    // No credentials are needed for the emulators: keep the Google auth library from probing a metadata server.
    process.env.METADATA_SERVER_DETECTION = 'none';
    // How the functions runtime hands a secret parameter to the code (mails carry signed unsubscribe links).
    process.env.UNSUBSCRIBE_SECRET ??= 'service-test-signing-key';
    if (options.accounts) {
      process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${emulator.storagePort}`;
      process.env.STORAGE_EMULATOR_HOST = `http://127.0.0.1:${emulator.storagePort}`;
      const asked = await fetch(`${inject('authEmulators')}/?project=${projectId}`);
      if (!asked.ok) throw new Error(`No Auth emulator: ${await asked.text()}`);
      authEmulatorHost = await asked.text();
      process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulatorHost;
    }
    // The first file of a slot waits for its Auth emulator to start: slow on a busy machine.
  }, 120_000);

  beforeEach(async () => {
    await fetch(
      `http://${emulator.firestore}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
      {
        method: 'DELETE',
      },
    );
    if (authEmulatorHost) {
      await fetch(`http://${authEmulatorHost}/emulator/v1/projects/${projectId}/accounts`, {
        method: 'DELETE',
      });
    }
  });

  return { db };
}

/**
 * A project of the calling file's own on the run's shared emulator, for a file that writes its data once
 * (`beforeAll`, after this call) and reads it in every test. The Admin SDK app and the environment are the
 * file's until it ends (file-state.ts).
 */
export function useOwnProject(projectId: string): void {
  beforeAll(() => {
    process.env.FIRESTORE_EMULATOR_HOST = inject('serviceEmulator').firestore;
    process.env.GCLOUD_PROJECT = projectId;
  });
}
