import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { apiClient } from './api-client';
import { buildFunctions, buildWebForEmulators } from './build';
import { startMailSink } from './mail-sink';
import { startPushSink } from './push-sink';
import { seedDemoData } from './seed';
import { type Service, startService } from './service';
import { storeIsEmpty, useStackEmulators } from './stack-admin';
import {
  firebaseConfigFor,
  firestoreIndexesFile,
  functionsOutDirFor,
  projectId,
  repoRoot,
  rulesFiles,
  type StackPorts,
  type StackProfile,
  stackPorts,
  webOutDirFor,
} from './stack-config';
import { ServiceExitedError, waitForService } from './wait';

export interface LocalStack {
  ports: StackPorts;
  appUrl: string;
  stop(): Promise<void>;
}

export interface LocalStackOptions {
  profile: StackProfile;
  /** Keep emulator data here across runs (import at start, export on exit); omit for a fresh store. */
  dataDir?: string;
  /** Fill an empty store with the demo college (what `npm start` shows). */
  seed?: boolean;
  log?: (line: string) => void;
  /**
   * Give each service a log file here (`<service>.log`) and pass only its warnings and errors to `log`, with one
   * line per service started or stopped (`npm start`). Without it every line of every service goes to `log`.
   */
  logDir?: string;
}

/** The stack's services, each with its log file under `logDir`. */
export const serviceNames = {
  firestoreStorage: 'firestore-storage',
  firebaseTools: 'firebase-tools',
} as const;

function logFileOf(options: LocalStackOptions, service: string): string | undefined {
  return options.logDir ? resolve(options.logDir, `${service}.log`) : undefined;
}

const readyTimeoutMs = 120_000;
const firestoreEmulatorBin = resolve(repoRoot, 'emulator/bin/emulator.mjs');
// The firebase CLI with emulator/ registered as its Firestore emulator, so the Functions emulator registers
// Firestore triggers with it (emulator/README.md, "Triggers").
const firebaseBin = resolve(repoRoot, 'emulator/bin/firebase-with-emulator.cjs');

function startFirestoreStorageEmulator(ports: StackPorts, options: LocalStackOptions): Service | undefined {
  if (!existsSync(firestoreEmulatorBin)) {
    options.log?.(
      'Firestore/Storage emulator (emulator/) is not built yet: Firestore and Storage are unavailable.',
    );
    return undefined;
  }
  const dataArgs = options.dataDir ? ['--data', resolve(options.dataDir, 'firestore')] : [];
  return startService(
    serviceNames.firestoreStorage,
    process.execPath,
    [
      firestoreEmulatorBin,
      '--host',
      '127.0.0.1',
      '--port',
      String(ports.firestore),
      '--project',
      projectId,
      '--storage-port',
      String(ports.storage),
      '--rules',
      rulesFiles().firestore,
      '--storage-rules',
      rulesFiles().storage,
      '--functions-emulator',
      `127.0.0.1:${ports.functions}`,
      // Its TTL policies: expired reset links and rate-limit counters disappear as in production.
      '--indexes',
      firestoreIndexesFile(),
      ...dataArgs,
    ],
    { cwd: repoRoot, log: options.log, logFile: logFileOf(options, serviceNames.firestoreStorage) },
  );
}

function startFirebaseEmulators(ports: StackPorts, options: LocalStackOptions, webOutDir: string): Service {
  const authData = options.dataDir ? resolve(options.dataDir, 'auth') : undefined;
  const dataArgs: string[] = [];
  if (authData) {
    mkdirSync(authData, { recursive: true });
    if (existsSync(resolve(authData, 'firebase-export-metadata.json'))) dataArgs.push('--import', authData);
    dataArgs.push('--export-on-exit', authData);
  }
  return startService(
    serviceNames.firebaseTools,
    process.execPath,
    [
      firebaseBin,
      'emulators:start',
      '--only',
      'auth,functions,hosting',
      '--project',
      projectId,
      '--config',
      firebaseConfigFor(options.profile, webOutDir),
      ...dataArgs,
    ],
    {
      cwd: repoRoot,
      log: options.log,
      logFile: logFileOf(options, serviceNames.firebaseTools),
      // The Functions emulator hands its own environment to the functions, so the Admin SDK
      // inside them reaches emulator/ for Firestore and Storage.
      env: {
        FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
        STORAGE_EMULATOR_HOST: `http://127.0.0.1:${ports.storage}`,
        FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${ports.storage}`,
        NO_UPDATE_NOTIFIER: '1',
        // The Functions emulator gives each codebase 10 s to load and list its functions, and leaves a codebase
        // that takes longer unloaded (every call a 404). Loading takes about 0.5 s on a quiet machine; a test run
        // starts two stacks while its other lane builds and tests, so the stack allows a minute.
        FUNCTIONS_DISCOVERY_TIMEOUT: '60',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(ports.smtp),
        APP_ORIGIN: `http://127.0.0.1:${ports.hosting}`,
        // Production has two proxies appending to X-Forwarded-For (Hosting's edge, Google's front
        // end); here the Hosting emulator forwards the header untouched, so a caller stands in for
        // the front end by putting its address last (docs/security.md, 'Abuse resistance').
        TRUSTED_PROXY_HOPS: '1',
      },
    },
  );
}

/**
 * No scheduler runs locally, so the stack asks the API to run the scheduled job's code every
 * minute: past sessions complete and past requests cancel with nobody clicking, and reminders go, as in
 * production.
 */
function runAutomaticUpdatesEveryMinute(appUrl: string, log?: (line: string) => void) {
  return setInterval(() => {
    fetch(`${appUrl}/api/internal/run-automatic-updates`, { method: 'POST' }).catch((error: unknown) =>
      log?.(`Automatic updates failed: ${String(error)}`),
    );
    // The scheduled reminders likewise (24 h and 1 h before approved sessions).
    fetch(`${appUrl}/api/internal/run-reminders`, { method: 'POST' }).catch((error: unknown) =>
      log?.(`Reminders failed: ${String(error)}`),
    );
    // And the mails of unread messages (jobs/message-mails.ts).
    fetch(`${appUrl}/api/internal/run-message-mails`, { method: 'POST' }).catch((error: unknown) =>
      log?.(`Message mails failed: ${String(error)}`),
    );
    // And the teachers' own calendars, read again every 15 minutes (jobs/busy-calendars.ts).
    fetch(`${appUrl}/api/internal/run-busy-calendars`, { method: 'POST' }).catch((error: unknown) =>
      log?.(`Busy calendars failed: ${String(error)}`),
    );
    // And waitlist offers whose hold ran out, passed to the next in line (jobs/waitlist-offers.ts).
    fetch(`${appUrl}/api/internal/run-waitlist-offers`, { method: 'POST' }).catch((error: unknown) =>
      log?.(`Waitlist offers failed: ${String(error)}`),
    );
    // And mails the trigger gave up on, sent again (jobs/mail-redelivery.ts).
    fetch(`${appUrl}/api/internal/run-mail-redelivery`, { method: 'POST' }).catch((error: unknown) =>
      log?.(`Mail redelivery failed: ${String(error)}`),
    );
  }, 60_000);
}

/** The public half of a P-256 key pair made for the local stack (its private half was never kept). */
const localVapidKey =
  'BKW-LZYMPiQqd0r8Y9Gz_-fzJ_R1HI1Bcwql1tffz-VJVqM1XqK9dOMST_0_n7TFhKR2yl51DppxCIGjC2sj4Jk';

/**
 * The functions' parameters and secrets (functions/src/lib/mail-params.ts) for the Functions emulator,
 * which reads them from `.env.local` and `.secret.local` in the functions source: mail goes to the
 * stack's mail sink (which needs no login, so the password is a placeholder), pushes to its push sink, links to its hosting,
 * and unsubscribe links are signed with a local key.
 */
function writeFunctionsParams(ports: StackPorts, functionsDir: string): void {
  writeFileSync(
    resolve(repoRoot, functionsDir, '.env.local'),
    [
      'SMTP_HOST=127.0.0.1',
      `SMTP_PORT=${ports.smtp}`,
      'SMTP_USER=',
      `APP_ORIGIN=http://127.0.0.1:${ports.hosting}`,
      // Web push on, as an operator would turn it on, with the push sink standing in for FCM (scripts/lib/push-sink.ts).
      // The key is a public key made for this stack: browsers here cannot reach FCM to subscribe with it anyway.
      'PUSH_ENABLED=true',
      `PUSH_VAPID_KEY=${localVapidKey}`,
      `PUSH_SINK_URL=http://127.0.0.1:${ports.pushSink}`,
      // Teacher matching embeds offline here: no network, no model download (docs/architecture.md, "Matching").
      'EMBEDDER=lexical',
      '',
    ].join('\n'),
  );
  writeFileSync(
    resolve(repoRoot, functionsDir, '.secret.local'),
    [
      'SMTP_PASSWORD=not-used-by-the-local-sink',
      // Signs unsubscribe links; a fixed value is enough for a stack on this machine.
      'UNSUBSCRIBE_SECRET=local-stack-unsubscribe-signing-key',
      '',
    ].join('\n'),
  );
}

/** Builds the app and starts the whole local stack; `stop()` ends it and exports data. */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const ports = stackPorts[options.profile];
  buildFunctions(functionsOutDirFor(options.profile));
  writeFunctionsParams(ports, functionsOutDirFor(options.profile));
  const webOutDir = buildWebForEmulators(ports, webOutDirFor(options.profile));

  const services: Service[] = [];
  let automaticUpdates: NodeJS.Timeout | undefined;
  const mailSink = await startMailSink('127.0.0.1', ports.smtp, ports.mailInbox);
  const pushSink = await startPushSink('127.0.0.1', ports.pushSink).catch(async (error: unknown) => {
    await mailSink.stop();
    throw error;
  });
  // With log files, the terminal hears of each service once when it is up and once when it is down.
  const announce = (line: string) => {
    if (options.logDir) options.log?.(line);
  };
  announce(`✔ mail sink: SMTP 127.0.0.1:${ports.smtp}, inbox http://127.0.0.1:${ports.mailInbox}`);
  announce(`✔ push sink: http://127.0.0.1:${ports.pushSink}`);
  let stopping = false;
  // A service that dies on its own would otherwise go unnoticed until the app stops answering.
  const watch = (service: Service) => {
    services.push(service);
    void service.exited.then((code) => {
      if (!stopping) options.log?.(`✖ ${service.name} exited unexpectedly (code ${code}); see its log`);
    });
  };
  const stop = async () => {
    stopping = true;
    clearInterval(automaticUpdates);
    // Firebase first: its functions may still be writing to Firestore while it exports.
    for (const service of services.reverse()) {
      await service.stop();
      announce(`■ ${service.name} stopped`);
    }
    await mailSink.stop();
    announce('■ mail sink stopped');
    await pushSink.stop();
    announce('■ push sink stopped');
  };

  try {
    const firestore = startFirestoreStorageEmulator(ports, options);
    if (firestore) {
      watch(firestore);
      await waitForService(
        firestore,
        'Firestore emulator',
        `http://127.0.0.1:${ports.firestore}/health`,
        readyTimeoutMs,
      );
      await waitForService(
        firestore,
        'Storage emulator',
        `http://127.0.0.1:${ports.storage}/health`,
        readyTimeoutMs,
      );
      announce(
        `✔ ${firestore.name}: Firestore 127.0.0.1:${ports.firestore}, Storage 127.0.0.1:${ports.storage} (emulator/)`,
      );
    }
    const appUrl = `http://127.0.0.1:${ports.hosting}`;
    const startFirebaseTools = async () => {
      const firebaseTools = startFirebaseEmulators(ports, options, webOutDir);
      watch(firebaseTools);
      await waitForService(
        firebaseTools,
        'Hosting and Functions emulators',
        `${appUrl}/api/health`,
        readyTimeoutMs,
      );
      return firebaseTools;
    };
    // firebase-tools binds its ports one by one over seconds; on a machine busy with other stacks and builds it
    // can die on one it found free moments before. The log says why the first start ended.
    const firebaseTools = await startFirebaseTools().catch((error: unknown) => {
      if (!(error instanceof ServiceExitedError)) throw error;
      options.log?.(`${error.message}\nStarting firebase-tools once more…`);
      return startFirebaseTools();
    });
    announce(
      `✔ ${firebaseTools.name}: Hosting ${appUrl}, Functions 127.0.0.1:${ports.functions}, Auth 127.0.0.1:${ports.auth}`,
    );
    automaticUpdates = runAutomaticUpdatesEveryMinute(appUrl, options.log);
    if (options.seed) {
      useStackEmulators(ports);
      if (await storeIsEmpty()) {
        options.log?.('Seeding the demo college…');
        await seedDemoData(apiClient(appUrl, `http://127.0.0.1:${ports.auth}`), (line) =>
          options.log?.(line),
        );
      }
    }
    return { ports, appUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
