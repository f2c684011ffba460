import {
  initializeTestEnvironment,
  type RulesTestEnvironment,
  type TestEnvironmentConfig,
} from '@firebase/rules-unit-testing';
import { deleteApp as deleteWebApp, initializeApp as initializeWebApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  getFirestore as getWebFirestore,
  terminate,
  type Firestore as WebFirestore,
} from 'firebase/firestore';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { type EmulatorOptions, type Logger, type RunningEmulator, startEmulator } from '../../src/index.js';
import type { StorageEmulator } from '../../src/storage/index.js';

/**
 * The one bootstrap of the emulator suites: an emulator (Firestore and Storage) on free ports, the clients a
 * suite asks for (firebase-admin, the web SDK, @firebase/rules-unit-testing with its rules), and one `close()`
 * that ends the clients before the emulator.
 */
export interface TestEmulator extends RunningEmulator {
  readonly projectId: string;
  /** Storage's own port (firebase.json's 9199 in the stack). */
  readonly storagePort: number;
  /** `http://host:port` of Storage, for raw requests and STORAGE_EMULATOR_HOST. */
  readonly storageUrl: string;
  readonly storageEmulator: StorageEmulator;
  /** A firebase-admin Firestore on this emulator (FIRESTORE_EMULATOR_HOST is set for it). */
  adminFirestore(projectId?: string): Firestore;
  /** The web SDK's Node build on this emulator, signed in with a mock token when `uid` is given. */
  webFirestore(options?: { uid?: string; projectId?: string }): WebFirestore;
  /** @firebase/rules-unit-testing on the services named; rules given are loaded before it returns. */
  rulesTestEnv(services: RulesTestServices, projectId?: string): Promise<RulesTestEnvironment>;
  close(): Promise<void>;
}

export interface RulesTestServices {
  readonly firestore?: { readonly rules?: string };
  readonly storage?: { readonly rules?: string };
}

export interface TestEmulatorOptions extends EmulatorOptions {
  /** Default: a fresh `demo-…` id, so apps and buckets never collide between suites. */
  readonly projectId?: string;
}

let counter = 0;

export function uniqueProjectId(prefix = 'demo-test'): string {
  return `${prefix}-${process.pid}-${counter++}`;
}

/** Quiet, but errors the emulator reports as 500s fail loudly in the test output. */
const errorsOnly: Logger = {
  info: () => {},
  warn: () => {},
  error: (message, error) => console.error(`[emulator] ${message}`, error ?? ''),
};

export async function startTestEmulator(options: TestEmulatorOptions = {}): Promise<TestEmulator> {
  const projectId = options.projectId ?? uniqueProjectId();
  const emulator = await startEmulator({
    port: 0,
    storagePort: 0,
    ...(options.quiet === undefined && !options.logger ? { logger: errorsOnly } : {}),
    ...options,
  });
  const storage = emulator.storage;
  const cleanups: (() => Promise<void>)[] = [];

  const adminFirestore = (id = projectId): Firestore => {
    process.env.FIRESTORE_EMULATOR_HOST = emulator.address;
    const app: App = initializeApp({ projectId: id }, `admin-${id}-${counter++}`);
    const db = getFirestore(app);
    cleanups.push(async () => {
      await db.terminate();
      await deleteApp(app);
    });
    return db;
  };

  const webFirestore = ({ uid, projectId: id = projectId }: { uid?: string; projectId?: string } = {}) => {
    const app = initializeWebApp({ projectId: id, apiKey: 'fake' }, `web-${id}-${counter++}`);
    const db = getWebFirestore(app);
    connectFirestoreEmulator(
      db,
      emulator.host,
      emulator.port,
      uid ? { mockUserToken: { user_id: uid } } : {},
    );
    cleanups.push(async () => {
      await terminate(db);
      await deleteWebApp(app);
    });
    return db;
  };

  const rulesTestEnv = async (services: RulesTestServices, id = projectId) => {
    const config: TestEnvironmentConfig = { projectId: id };
    if (services.firestore)
      config.firestore = { host: emulator.host, port: emulator.port, ...services.firestore };
    if (services.storage) {
      const { host, port } = requireStorage(storage);
      config.storage = { host, port, ...services.storage };
    }
    const env = await initializeTestEnvironment(config);
    cleanups.push(() => env.cleanup());
    return env;
  };

  const close = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await emulator.stop();
  };

  const extras = {
    projectId,
    get storagePort() {
      return requireStorage(storage).port;
    },
    get storageUrl() {
      return `http://${requireStorage(storage).address}`;
    },
    get storageEmulator() {
      return requireStorage(storage).emulator;
    },
    adminFirestore,
    webFirestore,
    rulesTestEnv,
    close,
  };
  // Descriptors, not Object.assign: the Storage getters must not run for an emulator started without Storage.
  return Object.defineProperties(emulator, Object.getOwnPropertyDescriptors(extras)) as TestEmulator;
}

/** A suite that only needs firebase-admin's Firestore. */
export interface AdminHarness {
  readonly emulator: TestEmulator;
  readonly db: Firestore;
  readonly projectId: string;
  close(): Promise<void>;
}

export async function startAdminHarness(
  projectId = uniqueProjectId(),
  options: EmulatorOptions = {},
): Promise<AdminHarness> {
  const emulator = await startTestEmulator({ ...options, quiet: true });
  return { emulator, db: emulator.adminFirestore(projectId), projectId, close: emulator.close };
}

/** A suite that only needs the web SDK's Firestore (Node build, gRPC), optionally signed in. */
export interface WebHarness {
  readonly emulator: TestEmulator;
  readonly db: WebFirestore;
  readonly projectId: string;
  close(): Promise<void>;
}

export async function startWebHarness(options: { uid?: string } = {}): Promise<WebHarness> {
  const projectId = uniqueProjectId('demo-web');
  const emulator = await startTestEmulator({ quiet: true });
  return { emulator, db: emulator.webFirestore({ ...options, projectId }), projectId, close: emulator.close };
}

function requireStorage<T>(storage: T | undefined): T {
  if (!storage) throw new Error('This emulator was started without Storage (storagePort: false).');
  return storage;
}

/** An unsigned emulator ID token, as the Auth emulator and rules-unit-testing make them. */
export function mockIdToken(uid: string, claims: Record<string, unknown> = {}): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
    iss: 'https://securetoken.google.com/demo',
    aud: 'demo',
    iat: now,
    exp: now + 3600,
    sub: uid,
    user_id: uid,
    firebase: { sign_in_provider: 'custom', identities: {} },
    ...claims,
  })}.`;
}
