// `npm start`: builds the app, starts the local stack with persistent data and prints where to go. After the
// banner the terminal shows only warnings, errors and services starting or stopping; each service's whole
// output is in its file under .local/logs/.
import { relative, resolve } from 'node:path';
import { DEMO_ACCOUNTS } from '@appointments/domain';
import { type LocalStack, serviceNames, startLocalStack } from './lib/local-stack';
import { repoRoot, type StackPorts } from './lib/stack-config';

const dataDir = resolve(repoRoot, '.local/data');
const logDir = resolve(repoRoot, '.local/logs');

function logFileLines(): string {
  return Object.values(serviceNames)
    .map((name) => `  ${`${name}:`.padEnd(19)}${relative(repoRoot, resolve(logDir, `${name}.log`))}`)
    .join('\n');
}

function printWelcome(appUrl: string, ports: StackPorts) {
  console.log(`
College Appointments is running on the local stack.

  App:        ${appUrl}
  API:        ${appUrl}/api/health
  Auth:       http://127.0.0.1:${ports.auth}
  Firestore:  127.0.0.1:${ports.firestore}
  Storage:    127.0.0.1:${ports.storage}
  Functions:  http://127.0.0.1:${ports.functions}
  Mail inbox: http://127.0.0.1:${ports.mailInbox} (password-reset mails land here)
  Push sink:  http://127.0.0.1:${ports.pushSink} (every web push the app sends, as JSON)
  Data:       ${dataDir} (kept across restarts; delete it for a fresh start)

Demo logins (password after the address):
  Admin:    ${DEMO_ACCOUNTS.admin.email}  ${DEMO_ACCOUNTS.admin.password}
  Student:  ${DEMO_ACCOUNTS.student.email}  ${DEMO_ACCOUNTS.student.password}
  Teacher:  ${DEMO_ACCOUNTS.teacher.email}  ${DEMO_ACCOUNTS.teacher.password}
  Every seeded student and teacher shares those passwords; see scripts/lib/seed-data.ts.

Full logs (below: only warnings, errors and services starting or stopping):
${logFileLines()}

Press Ctrl-C to stop.
`);
}

// Listening from the first moment: a Ctrl-C during the build or the start must still stop the services
// already running (they are in process groups of their own, so the terminal's signal does not reach them).
let starting: Promise<LocalStack> | undefined;
let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the local stack and saving its data…');
  try {
    const stack = await starting;
    await stack?.stop();
  } catch {
    // The start failed and already stopped what it had started.
  }
  console.log('Stopped.');
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

starting = startLocalStack({
  profile: 'dev',
  dataDir,
  logDir,
  seed: true,
  log: (line) => console.log(line),
});
const stack = await starting;
if (!stopping) printWelcome(stack.appUrl, stack.ports);
