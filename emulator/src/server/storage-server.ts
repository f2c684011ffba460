import http from 'node:http';
import type net from 'node:net';
import type { Logger } from '../logger.js';
import {
  createStorageEmulator,
  type RulesSource,
  type StorageAuthorizer,
  type StorageEmulator,
} from '../storage/index.js';

export interface StorageServerWiring {
  readonly host: string;
  readonly port: number;
  readonly projectId: string;
  readonly authorize: StorageAuthorizer;
  readonly maxUploadBytes: number | undefined;
  readonly onSetRules: (source: RulesSource) => readonly string[] | undefined;
  readonly logger: Logger;
}

export interface RunningStorage {
  readonly host: string;
  readonly port: number;
  /** `host:port`, what `connectStorageEmulator` and `FIREBASE_STORAGE_EMULATOR_HOST` take. */
  readonly address: string;
  readonly emulator: StorageEmulator;
  close(): Promise<void>;
}

/** The Storage emulator on its own port (as firebase.json has it), with `GET /health` like the Firestore port. */
export async function listenStorage(wiring: StorageServerWiring): Promise<RunningStorage> {
  const emulator = createStorageEmulator({
    projectId: wiring.projectId,
    authorize: wiring.authorize,
    maxUploadBytes: wiring.maxUploadBytes,
    onSetRules: wiring.onSetRules,
    onError: (error) => wiring.logger.error('Storage request failed', error),
  });
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && (req.url === '/health' || req.url === '/')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    emulator.handle(req, res).then(
      (handled) => {
        if (handled) return;
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { code: 404, message: `Not found: ${req.method} ${req.url}` } }));
      },
      (error: unknown) => {
        wiring.logger.error('Storage request failed', error);
        res.destroy();
      },
    );
  });
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(wiring.port, wiring.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as net.AddressInfo).port;
  wiring.logger.info(`Storage emulator listening on ${wiring.host}:${port}`);
  return {
    host: wiring.host,
    port,
    address: `${wiring.host}:${port}`,
    emulator,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        for (const socket of sockets) socket.destroy();
      }),
  };
}
