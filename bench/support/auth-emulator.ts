// Firebase's Auth emulator in this process, as the services' tests start it: the benches that run the API in
// process sign in against it. It is not the server a bench measures.
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface InProcessAuth {
  /** `127.0.0.1:<port>`, for FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  close(): void;
}

export async function startInProcessAuth(projectId: string): Promise<InProcessAuth> {
  const authModule = 'firebase-tools/lib/emulator/auth/server.js';
  const { createApp } = (await import(authModule)) as {
    createApp(projectId: string): Promise<{ listen(port: number, host: string): Server }>;
  };
  const server = (await createApp(projectId)).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}
