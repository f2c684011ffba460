import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface AuthEmulatorApp {
  listen(port: number, host: string): Server;
}

/**
 * Firebase's own Auth emulator (the one the local stack runs through the firebase CLI), served in this
 * process on a free port: the accounts services create users, set claims and revoke tokens against it
 * exactly as against Firebase Auth. firebase-tools has no public API for it, so its server module is
 * loaded by path; a firebase-tools upgrade that moves it fails these tests loudly rather than silently.
 */
export async function startAuthEmulator(
  projectId: string,
): Promise<{ host: string; close(): Promise<void> }> {
  const modulePath = 'firebase-tools/lib/emulator/auth/server.js';
  const { createApp } = (await import(modulePath)) as {
    createApp(projectId: string): Promise<AuthEmulatorApp>;
  };
  const server = (await createApp(projectId)).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
