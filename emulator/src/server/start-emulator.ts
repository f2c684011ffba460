import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import { DatabaseRegistry } from '../core/database.js';
import { FirestoreService } from '../core/firestore-service.js';
import { createGrpcServer } from '../grpc/grpc-server.js';
import { addAdminRoutes } from '../http/admin-routes.js';
import { HttpRouter } from '../http/router.js';
import { consoleLogger, type Logger, silentLogger } from '../logger.js';
import { exportDatabases, importDatabases } from '../persistence/snapshot-files.js';
import { AllowAllRules, type RulesHook } from '../rules/rules-hook.js';
import { createSharedPortServer } from './shared-port.js';

export interface EmulatorOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 8080; 0 picks a free port. */
  port?: number;
  /** Project the `--rules` files apply to; any project id is accepted on requests. */
  projectId?: string;
  /** Folder to load an export from at start (missing export = start empty). */
  importDir?: string;
  /** Folder to export to on `stop()`. */
  exportDir?: string;
  /** Security rules files loaded at start. */
  rulesFiles?: string[];
  /** Replaces the allow-all rules hook (the rules engine plugs in here). */
  rulesHook?: RulesHook;
  /** Default: console. `quiet: true` silences it. */
  logger?: Logger;
  quiet?: boolean;
}

export interface RunningEmulator {
  readonly host: string;
  readonly port: number;
  /** `host:port`, ready for FIRESTORE_EMULATOR_HOST. */
  readonly address: string;
  readonly service: FirestoreService;
  /** The HTTP router, for transports added later (REST, WebChannel, Storage). */
  readonly router: HttpRouter;
  exportTo(dir: string): Promise<string>;
  /** Deletes every document of every database. */
  clear(): void;
  /** Exports (when configured), then closes every connection. */
  stop(): Promise<void>;
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1';
  const logger = options.quiet ? silentLogger : (options.logger ?? consoleLogger);
  const rules = options.rulesHook ?? new AllowAllRules();
  const databases = new DatabaseRegistry();
  const service = new FirestoreService(databases, rules);

  if (options.importDir) {
    const count = await importDatabases(databases, path.resolve(options.importDir));
    logger.info(
      count === undefined
        ? `No export found in ${options.importDir}; starting empty.`
        : `Imported ${count} documents from ${options.importDir}.`,
    );
  }
  for (const file of options.rulesFiles ?? []) {
    const content = await readFile(file, 'utf8');
    const issues = rules.setRules?.(options.projectId ?? '*', [{ name: path.basename(file), content }]) ?? [];
    for (const issue of issues) logger.warn(`${file}: ${issue}`);
  }

  const exportTo = async (dir: string) => {
    const file = await exportDatabases(databases, path.resolve(dir));
    logger.info(`Exported data to ${file}`);
    return file;
  };

  const router = new HttpRouter(logger);
  addAdminRoutes(router, { databases, rules, exportTo, defaultExportDir: options.exportDir, logger });
  const httpServer = http.createServer(router.handle);
  const grpcServer = createGrpcServer(service, logger);
  const server = createSharedPortServer(grpcServer, httpServer);
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8080, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as net.AddressInfo;
  logger.info(`Firestore emulator listening on ${host}:${address.port} (gRPC and HTTP)`);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (options.exportDir) await exportTo(options.exportDir);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        grpcServer.forceShutdown();
        httpServer.closeAllConnections();
        for (const socket of sockets) socket.destroy();
      });
      databases.dispose();
    })();
    return stopping;
  };

  return {
    host,
    port: address.port,
    address: `${host}:${address.port}`,
    service,
    router,
    exportTo,
    clear: () => {
      for (const db of databases.all()) db.clear();
    },
    stop,
  };
}
