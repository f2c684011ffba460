// The functions' Express app served from the bench's own process against the bench stack's emulators,
// so a figure can be split into the app's work and the Functions emulator's share.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { projectId, stackPorts } from '../../scripts/lib/stack-config';

/** What the Functions emulator hands the functions, so the in-process app reaches the same services. */
export function pointFunctionsAtStack(): void {
  const ports = stackPorts.test;
  Object.assign(process.env, {
    GCLOUD_PROJECT: projectId,
    FUNCTIONS_EMULATOR: 'true',
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    STORAGE_EMULATOR_HOST: `http://127.0.0.1:${ports.storage}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${ports.storage}`,
  });
}

export interface InProcessApp {
  url: string;
  close(): void;
}

/** Starts the app on a free port; import the functions' modules only after this has run. */
export async function startInProcessApp(): Promise<InProcessApp> {
  pointFunctionsAtStack();
  const { createApp } = await import('@appointments/functions/app');
  const server = createServer(createApp());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}
