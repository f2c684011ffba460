import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { repoRoot, type StackPorts } from './stack-config';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** Bundles the functions into `outDir` (relative to the repo), the folder the stack's config names. */
export function buildFunctions(outDir: string): void {
  execFileSync(npx, ['tsx', 'functions/build.ts', '--outdir', resolve(repoRoot, outDir)], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
}

/** Builds the SPA against the emulators on `ports`; returns the output folder, relative to the repo. */
export function buildWebForEmulators(ports: StackPorts, outDir: string): string {
  execFileSync(
    npx,
    ['vite', 'build', '--mode', 'emulator', '--outDir', resolve(repoRoot, outDir), '--logLevel', 'warn'],
    {
      cwd: resolve(repoRoot, 'web'),
      stdio: 'inherit',
      // Variables already in the environment win over web/.env.emulator; NODE_ENV is pinned because
      // a test runner sets it to 'test', which would make Vite bundle React's development build.
      env: {
        ...process.env,
        NODE_ENV: 'production',
        VITE_AUTH_EMULATOR_URL: `http://127.0.0.1:${ports.auth}`,
        VITE_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
        VITE_STORAGE_EMULATOR_HOST: `127.0.0.1:${ports.storage}`,
      },
    },
  );
  return outDir;
}
