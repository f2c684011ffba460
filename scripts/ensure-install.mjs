// Runs before anything else of `npm start` on a fresh clone: installs the locked dependencies
// when they are missing or older than package-lock.json. Plain JavaScript, because nothing
// else can run before node_modules exists.
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
