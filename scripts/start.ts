// `npm start`: builds the app, starts the local stack with persistent data and prints where to go.
import { resolve } from 'node:path';
import { DEMO_ACCOUNTS } from '@appointments/domain';
import { startLocalStack } from './lib/local-stack';
import { repoRoot, type StackPorts } from './lib/stack-config';

const dataDir = resolve(repoRoot, '.local/data');

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
  Data:       ${dataDir} (kept across restarts; delete it for a fresh start)

Demo logins (password after the address):
  Admin:    ${DEMO_ACCOUNTS.admin.email}  ${DEMO_ACCOUNTS.admin.password}
  Student:  ${DEMO_ACCOUNTS.student.email}  ${DEMO_ACCOUNTS.student.password}
  Teacher:  ${DEMO_ACCOUNTS.teacher.email}  ${DEMO_ACCOUNTS.teacher.password}
  Every seeded student and teacher shares those passwords; see scripts/lib/seed-data.ts.

Press Ctrl-C to stop.
`);
}

const stack = await startLocalStack({
  profile: 'dev',
  dataDir,
  seed: true,
  log: (line) => console.log(line),
});
printWelcome(stack.appUrl, stack.ports);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the local stack and saving its data…');
  await stack.stop();
  console.log('Stopped.');
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
