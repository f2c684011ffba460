import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import { DatabaseRegistry } from '../core/database.js';
import { FirestoreService } from '../core/firestore-service.js';
import { indexJson } from '../core/query-indexes.js';
import { createGrpcServer } from '../grpc/grpc-server.js';
import { addAdminRoutes } from '../http/admin-routes.js';
import { HttpRouter } from '../http/router.js';
import { consoleLogger, type Logger, silentLogger } from '../logger.js';
import { exportDatabases, importDatabases } from '../persistence/snapshot-files.js';
import { addRestRoutes } from '../rest/index.js';
import type { RulesHook } from '../rules/rules-hook.js';
import type { StorageAuthorizer } from '../storage/index.js';
import { TriggerDispatcher } from '../triggers/trigger-dispatcher.js';
import { addTriggerRoutes } from '../triggers/trigger-routes.js';
import { addWebChannelRoutes } from '../webchannel/index.js';
import { setUpRules } from './rules-setup.js';
import { createSharedPortServer } from './shared-port.js';
import { listenStorage, type RunningStorage } from './storage-server.js';
import { readIndexesFile, startTtlSweeper } from './ttl-policies.js';

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
  /** Firestore rules files, loaded at start and reloaded when they change (several = one ruleset). */
  rulesFiles?: string[];
  /** storage.rules files, loaded and reloaded the same way. */
  storageRulesFiles?: string[];
  /**
   * Judge client requests with the security-rules engine (the CLI always does). Default: true when rules files
   * or `openRules` are given, else false: every access is allowed and `PUT …:securityRules` only stores.
   */
  securityRules?: boolean;
  /** With the engine: a project (or Storage) without rules allows everything instead of denying everything. */
  openRules?: boolean;
  /** Reload rules files when they change (default true). */
  watchRules?: boolean;
  /** Replaces the Firestore rules hook entirely. */
  rulesHook?: RulesHook;
  /** Replaces the Storage rules entirely (as `rulesHook` does for Firestore). */
  storageAuthorizer?: StorageAuthorizer;
  /** Largest Storage upload accepted (default 20 MiB). */
  maxUploadBytes?: number;
  /** Port of the Storage emulator: default 0 (any free port; the CLI defaults to 9199); false = no Storage. */
  storagePort?: number | false;
  /**
   * `host:port` of firebase-tools' Functions emulator: Firestore triggers registered with this emulator are
   * delivered there. Without it, registrations are accepted and events dropped.
   */
  functionsEmulator?: string;
  /**
   * A `firestore.indexes.json`: its `ttl: true` field overrides are honoured (expired documents deleted) and
   * its vector indexes are required by vector queries (`findNearest`), as in production. Without it, every
   * vector query runs. Its composite indexes and field overrides are required too: a query production
   * would refuse for a missing index is refused (unless `indexCheck: false`).
   */
  indexesFile?: string;
  /** With `indexesFile`: refuse queries that lack their index (default true); false keeps TTL and vectors only. */
  indexCheck?: boolean;
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
  /** The Storage emulator on its own port, unless disabled with `storagePort: false`. */
  readonly storage: RunningStorage | undefined;
  /** Firestore triggers registered by the Functions emulator, and their delivery. */
  readonly triggers: TriggerDispatcher;
  /** Exports Firestore (returns its file) and Storage (`<dir>/storage/`). */
  exportTo(dir: string): Promise<string>;
  /** Deletes every document of every database and every Storage object. */
  clear(): void;
  /** Exports (when configured), then closes every connection. */
  stop(): Promise<void>;
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1';
  const logger = options.quiet ? silentLogger : (options.logger ?? consoleLogger);
  const databases = new DatabaseRegistry();
  const rulesSetup = await setUpRules(options, databases, logger);
  const rules = rulesSetup.firestore;
  const indexes = options.indexesFile ? readIndexesFile(options.indexesFile) : undefined;
  const service = new FirestoreService(databases, rules, {
    vectorIndexes: indexes?.vectorIndexes,
    queryIndexes: options.indexCheck === false ? undefined : indexes?.queryIndexes,
    onMissingIndex: (needed, message) =>
      logger.warn(`${message}\nThe index it needs, for ${options.indexesFile}: ${indexJson(needed)}`),
  });
  const triggers = new TriggerDispatcher(databases, options.functionsEmulator, logger);
  const storage =
    options.storagePort === false
      ? undefined
      : await listenStorage({
          host,
          port: options.storagePort ?? 0,
          projectId: options.projectId ?? 'demo-emulator',
          authorize: options.storageAuthorizer ?? rulesSetup.storage,
          maxUploadBytes: options.maxUploadBytes,
          onSetRules: rulesSetup.onSetStorageRules,
          logger,
        }).catch((error: unknown) => {
          // A busy Storage port must not leave the rules files watched: the watch alone kept the process up.
          rulesSetup.close();
          throw error;
        });

  if (options.importDir) {
    const count = await importDatabases(databases, path.resolve(options.importDir));
    logger.info(
      count === undefined
        ? `No export found in ${options.importDir}; starting empty.`
        : `Imported ${count} documents from ${options.importDir}.`,
    );
    // Storage's export sits beside Firestore's in the same folder; none there leaves Storage empty.
    await storage?.emulator.importFrom(path.resolve(options.importDir));
  }

  const exportTo = async (dir: string) => {
    const file = await exportDatabases(databases, path.resolve(dir));
    await storage?.emulator.exportTo(path.resolve(dir));
    logger.info(`Exported data to ${file}`);
    return file;
  };

  const ttl = startTtlSweeper(service, databases, indexes?.ttlPolicies ?? [], { logger });

  const router = new HttpRouter(logger);
  addAdminRoutes(router, { databases, rules, exportTo, defaultExportDir: options.exportDir, logger });
  // Browser transports: REST and WebChannel share the gRPC adapter's handlers (src/rest, src/webchannel).
  addRestRoutes(router, service, logger);
  addWebChannelRoutes(router, service, logger);
  addTriggerRoutes(router, triggers);
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
  }).catch(async (error: unknown) => {
    // A busy Firestore port must not leave Storage listening or rules files watched.
    rulesSetup.close();
    await storage?.close();
    throw error;
  });
  const address = server.address() as net.AddressInfo;
  logger.info(`Firestore emulator listening on ${host}:${address.port} (gRPC and HTTP)`);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      ttl.stop();
      if (options.exportDir) await exportTo(options.exportDir);
      rulesSetup.close();
      triggers.stop();
      await storage?.close();
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
    storage,
    triggers,
    exportTo,
    clear: () => {
      for (const db of databases.all()) db.clear();
      storage?.emulator.clear();
    },
    stop,
  };
}
