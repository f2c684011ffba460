import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..', '..');
export const projectId = 'demo-college-appointments';

export interface StackPorts {
  hosting: number;
  functions: number;
  auth: number;
  firestore: number;
  storage: number;
  hub: number;
  logging: number;
  /**
   * The Eventarc and Cloud Tasks emulators the Functions emulator starts on its own. Left to firebase-tools,
   * every stack probes 9299 and 9499 and binds them seconds later, so two stacks starting together can both
   * find them free and the later one dies on the bind.
   */
  eventarc: number;
  tasks: number;
  smtp: number;
  mailInbox: number;
  pushSink: number;
}

/** `dev` is what `npm start` uses (firebase.json's ports); `test` runs beside it without clashing. */
export type StackProfile = 'dev' | 'test';

const devPorts: StackPorts = {
  hosting: 5000,
  functions: 5001,
  auth: 9099,
  firestore: 8080,
  storage: 9199,
  hub: 4400,
  logging: 4500,
  eventarc: 9299,
  tasks: 9499,
  smtp: 1025,
  mailInbox: 8025,
  pushSink: 8026,
};

/**
 * Several test stacks can run side by side (one per working copy or per developer running a subset):
 * TEST_STACK_SLOT=n shifts the test ports by a further n × 1000 and gives the stack its own build and config.
 */
export const testStackSlot = Number(process.env.TEST_STACK_SLOT ?? '0');
/**
 * The highest slot whose ports all stay below 32768, where Linux's ephemeral range starts: any outgoing
 * connection on the machine may be given a port from that range, and a stack that finds one of its ports
 * taken cannot start (a run's second lane, then on slot 20, once found its Hosting port, 35000, taken).
 */
export const highestTestSlot = 13;

function shifted(ports: StackPorts, by: number): StackPorts {
  return Object.fromEntries(
    Object.entries(ports).map(([name, port]) => [name, port + by]),
  ) as unknown as StackPorts;
}

export const stackPorts: Record<StackProfile, StackPorts> = {
  dev: devPorts,
  test: shifted(devPorts, 10_000 + testStackSlot * 1000),
};

/** Where the stack's functions bundle goes: each test stack has its own, so rebuilding one never stops another. */
export function functionsOutDirFor(profile: StackProfile): string {
  if (profile === 'dev') return 'functions/dist';
  return testStackSlot === 0 ? 'functions/dist-test' : `functions/dist-test-${testStackSlot}`;
}

/** Where the stack's web build goes: the test stack's never replaces the developer's. */
export function webOutDirFor(profile: StackProfile): string {
  if (profile === 'dev') return 'web/dist';
  return testStackSlot === 0 ? 'web/dist-test' : `web/dist-test-${testStackSlot}`;
}

/** The indexes file firebase.json names (its TTL field overrides apply on the stack too). */
export function firestoreIndexesFile(): string {
  const config = JSON.parse(readFileSync(resolve(repoRoot, 'firebase.json'), 'utf8')) as FirebaseJson;
  return resolve(repoRoot, config.firestore.indexes);
}

interface HostingHeader {
  key: string;
  value: string;
}

interface FirebaseJson {
  functions: Array<{ source: string; codebase?: string; runtime?: string }>;
  hosting: { public: string; headers?: Array<{ source: string; headers: HostingHeader[] }> };
  firestore: { rules: string; indexes: string };
  storage: { rules: string };
  emulators: Record<string, { host?: string; port?: number } | boolean | undefined>;
}

/** A second functions codebase the test stack loads: not part of the product's functions. */
export const testFunctionsDir = 'e2e/triggers/functions';

/**
 * The production Content-Security-Policy, plus the emulators' origins where the SPA reaches them
 * (Auth and Firestore for connect-src, Storage for the pictures in img-src, Auth's frame for a provider
 * sign-in, which production serves from the app's own origin). Nothing else changes, so the stack proves
 * the production policy.
 */
export function withEmulatorOrigins(policy: string, ports: StackPorts): string {
  const origins = {
    'connect-src': [ports.auth, ports.firestore, ports.storage],
    'img-src': [ports.storage],
    'frame-src': [ports.auth],
  } as Record<string, number[]>;
  return policy
    .split(';')
    .map((directive) => {
      const trimmed = directive.trim();
      const name = trimmed.split(/\s+/)[0] ?? '';
      const extra = origins[name]?.map((port) => `http://127.0.0.1:${port}`) ?? [];
      return [trimmed, ...extra].join(' ');
    })
    .join('; ');
}

/**
 * The firebase.json the stack runs with: a copy beside the project's own (firebase-tools resolves
 * paths from the config's folder) whose CSP also admits the emulators; for `test` also the test
 * ports and web build.
 */
export function firebaseConfigFor(profile: StackProfile, webOutDir: string): string {
  const config = JSON.parse(readFileSync(resolve(repoRoot, 'firebase.json'), 'utf8')) as FirebaseJson;
  const ports = stackPorts[profile];
  for (const rule of config.hosting.headers ?? []) {
    for (const header of rule.headers) {
      if (header.key === 'Content-Security-Policy') header.value = withEmulatorOrigins(header.value, ports);
    }
  }
  if (profile === 'test') {
    config.hosting.public = webOutDir;
    for (const codebase of config.functions) codebase.source = functionsOutDirFor(profile);
    // Functions only the tests deploy (Firestore triggers that record their events), beside the product's.
    config.functions.push({ source: testFunctionsDir, codebase: 'e2e-triggers', runtime: 'nodejs22' });
    config.emulators = {
      ...config.emulators,
      hosting: { host: '127.0.0.1', port: ports.hosting },
      functions: { host: '127.0.0.1', port: ports.functions },
      auth: { host: '127.0.0.1', port: ports.auth },
      firestore: { host: '127.0.0.1', port: ports.firestore },
      storage: { host: '127.0.0.1', port: ports.storage },
      hub: { host: '127.0.0.1', port: ports.hub },
      logging: { host: '127.0.0.1', port: ports.logging },
      eventarc: { host: '127.0.0.1', port: ports.eventarc },
      tasks: { host: '127.0.0.1', port: ports.tasks },
    };
  }
  const slot = profile === 'test' && testStackSlot !== 0 ? `-${testStackSlot}` : '';
  const file = `firebase.${profile}${slot}.local.json`;
  writeFileSync(resolve(repoRoot, file), `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

/** The rules files firebase.json names: what `firebase deploy` would publish is what the stack enforces. */
export function rulesFiles(): { firestore: string; storage: string } {
  const config = JSON.parse(readFileSync(resolve(repoRoot, 'firebase.json'), 'utf8')) as FirebaseJson;
  return {
    firestore: resolve(repoRoot, config.firestore.rules),
    storage: resolve(repoRoot, config.storage.rules),
  };
}
