import { parseArgs } from 'node:util';
import type { EmulatorOptions } from '../server/start-emulator.js';

export const HELP = `firestore-storage-emulator: Java-free Firestore (gRPC + HTTP on one port) and Storage emulators

Usage: firestore-storage-emulator [options]

Options:
  --host HOST              Interface to listen on (default 127.0.0.1)
  --port PORT              Port for gRPC and HTTP (default 8080; 0 = any free port)
  --project ID             Project the --rules files apply to (requests may use any project)
  --rules FILE             Firestore security rules file (repeatable; reloaded when it changes)
  --storage-rules FILE     Storage security rules file (repeatable; reloaded when it changes)
  --indexes FILE           firestore.indexes.json: its TTL policies delete expired documents, vector
                           queries (findNearest) need one of its vector indexes, and a query production
                           would refuse for a missing composite index is refused (FAILED_PRECONDITION)
  --no-index-check         With --indexes: run every query, whatever indexes it would need
  --open-rules             Allow every request where no rules are loaded (default: deny, like production)
  --storage-port PORT      Port of the Storage emulator (default 9199; 0 = any free port)
  --no-storage             Do not start the Storage emulator
  --import DIR             Load Firestore and Storage data exported earlier from DIR at start
  --export-on-exit DIR     Export Firestore and Storage data to DIR on SIGINT/SIGTERM
  --data DIR               Same as --import DIR --export-on-exit DIR: keep data across restarts
  --functions-emulator HOST:PORT
                           Deliver Firestore triggers to firebase-tools' Functions emulator there
  --quiet                  Log nothing but errors
  -h, --help               Show this help

Clients connect with FIRESTORE_EMULATOR_HOST=HOST:PORT (firebase-admin) or connectFirestoreEmulator().
HTTP routes: GET /health, DELETE /emulator/v1/projects/P/databases/(default)/documents,
PUT /emulator/v1/projects/P:securityRules, POST /emulator/v1/projects/P:export {"export_directory": DIR}.
Storage (its own port): connectStorageEmulator(storage, HOST, STORAGE_PORT); PUT /internal/setRules; GET /health.
Security rules always apply to client requests; with no rules loaded they are denied unless --open-rules.
`;

export type CliCommand =
  | { kind: 'help' }
  | { kind: 'run'; options: EmulatorOptions }
  | { kind: 'error'; message: string };

export function parseCliArgs(argv: readonly string[]): CliCommand {
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse(argv).values;
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  if (values.help) return { kind: 'help' };
  const port = portFrom('--port', values.port, 8080);
  if (typeof port === 'string') return { kind: 'error', message: port };
  const storagePort = portFrom('--storage-port', values['storage-port'], 9199);
  if (typeof storagePort === 'string') return { kind: 'error', message: storagePort };
  if (values['no-storage'] && values['storage-port'] !== undefined) {
    return { kind: 'error', message: '--no-storage and --storage-port exclude each other.' };
  }
  return {
    kind: 'run',
    options: {
      host: values.host ?? '127.0.0.1',
      port,
      projectId: values.project,
      rulesFiles: values.rules ?? [],
      storageRulesFiles: values['storage-rules'] ?? [],
      indexesFile: values.indexes,
      indexCheck: !values['no-index-check'],
      // The CLI is what developers and the app's tests run against: rules always apply there.
      securityRules: true,
      openRules: values['open-rules'] ?? false,
      storagePort: values['no-storage'] ? false : storagePort,
      importDir: values.import ?? values.data,
      exportDir: values['export-on-exit'] ?? values.data,
      functionsEmulator: values['functions-emulator'],
      quiet: values.quiet ?? false,
    },
  };
}

/** A port number, or an error message. */
function portFrom(flag: string, text: string | undefined, fallback: number): number | string {
  const port = text === undefined ? fallback : Number(text);
  if (text?.trim() === '' || !Number.isInteger(port) || port < 0 || port > 65535) {
    return `${flag} must be a number from 0 to 65535, got "${text}".`;
  }
  return port;
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      project: { type: 'string' },
      rules: { type: 'string', multiple: true },
      'storage-rules': { type: 'string', multiple: true },
      indexes: { type: 'string' },
      'no-index-check': { type: 'boolean' },
      'open-rules': { type: 'boolean' },
      'storage-port': { type: 'string' },
      'no-storage': { type: 'boolean' },
      import: { type: 'string' },
      'export-on-exit': { type: 'string' },
      data: { type: 'string' },
      'functions-emulator': { type: 'string' },
      quiet: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
