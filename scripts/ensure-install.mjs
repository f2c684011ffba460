// Runs before anything else of `npm start` and `npm test` on a fresh clone: installs the locked
// dependencies when they are missing or older than package-lock.json, then makes sure the emulator's
// generated gRPC types exist (an install with --ignore-scripts skips the emulator's `prepare`, which
// makes them). Plain JavaScript, because nothing else can run before node_modules exists.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const lockFile = 'package-lock.json';
const installedMarker = 'node_modules/.package-lock.json';

const upToDate =
  existsSync(installedMarker) && statSync(installedMarker).mtimeMs >= statSync(lockFile).mtimeMs;
if (!upToDate) {
  console.log('Installing dependencies (npm ci)…');
  execSync('npm ci', { stdio: 'inherit' });
}
execSync('node emulator/scripts/generate-grpc-types.mjs', { stdio: 'inherit' });
