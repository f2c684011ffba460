// Run before every service test file. The files share one module registry per worker (vitest.config.ts), so
// what one file sets up outside its modules must not reach the next: each file starts with the worker's own
// environment and no Admin SDK app, and leaves them so. An app made for one file's project (or for an
// emulator it started and stopped) would otherwise serve the next file's `db()`.
import { deleteApp, getApps } from 'firebase-admin/app';
import { afterAll } from 'vitest';

const workerEnvironment = { ...process.env };

function restoreEnvironment(): void {
  for (const name of Object.keys(process.env)) if (!(name in workerEnvironment)) delete process.env[name];
  Object.assign(process.env, workerEnvironment);
}

afterAll(async () => {
  await Promise.all(getApps().map((app) => deleteApp(app)));
  restoreEnvironment();
});
