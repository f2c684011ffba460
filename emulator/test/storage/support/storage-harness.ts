import {
  type RunningStorageServer,
  type StorageServerOptions,
  startStorageServer,
} from '../../../src/storage/index.js';

let counter = 0;

/** A fresh project id per harness, so apps and buckets never collide between tests. */
export function uniqueProjectId(): string {
  return `demo-storage-${process.pid}-${counter++}`;
}

/** Starts Storage alone on a free port; errors the emulator reports as 500s fail loudly in the test output. */
export async function startTestStorage(
  options: Partial<StorageServerOptions> = {},
): Promise<RunningStorageServer & { readonly baseUrl: string }> {
  const server = await startStorageServer({
    projectId: options.projectId ?? uniqueProjectId(),
    port: 0,
    onError: (error) => console.error('storage emulator error', error),
    ...options,
  });
  return Object.assign(server, { baseUrl: `http://${server.address}` });
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
