import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const workerStart = fileURLToPath(new URL('../../bin/functions-worker-start.cjs', import.meta.url));
const { packageDirectoryOf } = require(workerStart) as {
  packageDirectoryOf: (packageName: string, file: string) => string;
};
const runtime = require.resolve('firebase-tools/lib/emulator/functionsEmulatorRuntime');
const shared = join(dirname(runtime), 'functionsEmulatorShared.js');

/** What a worker that preloads the start has loaded once firebase-tools' runtime module has run. */
function workerAfterLoad(preloads: string[]): { deployCodeLoaded: boolean; exports: Record<string, string> } {
  const probe = `{
    require(process.argv[1]);
    const loaded = Object.keys(require.cache);
    const shared = require(${JSON.stringify(shared)});
    const exports = {};
    for (const name of ['findModuleRoot', 'emulatedFunctionsFromEndpoints']) exports[name] = typeof shared[name];
    console.log(JSON.stringify({ deployCodeLoaded: loaded.some((file) => file.includes('/lib/deploy/')), exports }));
    // Ends with the answer, whatever the runtime's module may have left running.
    process.exit(0);
  }`;
  const output = execFileSync(
    process.execPath,
    [...preloads.flatMap((file) => ['--require', file]), '--eval', probe, runtime],
    { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
  );
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}');
}

describe('the Functions emulator worker start', () => {
  it('finds the package a file belongs to as firebase-tools does', () => {
    const { findModuleRoot } = require(shared) as { findModuleRoot: (name: string, file: string) => string };
    const functionsRequire = createRequire(
      fileURLToPath(new URL('../../../functions/package.json', import.meta.url)),
    );
    const cases: Array<[string, string]> = [
      ['firebase-functions', functionsRequire.resolve('firebase-functions/v2')],
      ['firebase-admin', functionsRequire.resolve('firebase-admin/firestore')],
      ['firebase-admin', functionsRequire.resolve('firebase-functions/v2')],
      ['firebase-tools', runtime],
    ];
    for (const [name, file] of cases)
      expect(packageDirectoryOf(name, file), name).toBe(findModuleRoot(name, file));
    expect(
      packageDirectoryOf('firebase-functions', functionsRequire.resolve('firebase-functions/v2')),
    ).toMatch(/node_modules\/firebase-functions$/);
    expect(packageDirectoryOf('firebase-admin', functionsRequire.resolve('firebase-functions/v2'))).toBe('');
  });

  it('keeps the CLI’s deploy code out of a worker and still answers for the rest of the module', () => {
    // The probe is given the runtime's path as its first argument (process.argv[1]), as a real worker's entry.
    const plain = workerAfterLoad([]);
    const light = workerAfterLoad([workerStart]);
    expect(plain.deployCodeLoaded).toBe(true);
    expect(light.deployCodeLoaded).toBe(false);
    expect(light.exports).toEqual({ findModuleRoot: 'function', emulatedFunctionsFromEndpoints: 'function' });
  });
});
