import { parseArgs } from 'node:util';
import type { EmulatorOptions } from '../server/start-emulator.js';

export const HELP = `firestore-emulator: a Java-free Firestore emulator (gRPC + HTTP on one port)

Usage: firestore-storage-emulator [options]

Options:
  --host HOST              Interface to listen on (default 127.0.0.1)
  --port PORT              Port for gRPC and HTTP (default 8080; 0 = any free port)
  --project ID             Project the --rules files apply to (requests may use any project)
  --rules FILE             Firestore security rules file (repeatable)
  --import DIR             Load data exported earlier from DIR at start
  --export-on-exit DIR     Export all data to DIR on SIGINT/SIGTERM
  --data DIR               Same as --import DIR --export-on-exit DIR: keep data across restarts
  --quiet                  Log nothing but errors
  -h, --help               Show this help

Clients connect with FIRESTORE_EMULATOR_HOST=HOST:PORT (firebase-admin) or connectFirestoreEmulator().
HTTP routes: GET /health, DELETE /emulator/v1/projects/P/databases/(default)/documents,
PUT /emulator/v1/projects/P:securityRules, POST /emulator/v1/projects/P:export {"export_directory": DIR}.
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
  const port = values.port === undefined ? 8080 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    return { kind: 'error', message: `--port must be a number from 0 to 65535, got "${values.port}".` };
  }
  return {
    kind: 'run',
    options: {
      host: values.host ?? '127.0.0.1',
      port,
      projectId: values.project,
      rulesFiles: values.rules ?? [],
      importDir: values.import ?? values.data,
      exportDir: values['export-on-exit'] ?? values.data,
      quiet: values.quiet ?? false,
    },
  };
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
      import: { type: 'string' },
      'export-on-exit': { type: 'string' },
      data: { type: 'string' },
      quiet: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
