import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readSourceTree } from './import-boundaries';
import { findPackageViolations } from './package-boundaries';

const file = (path: string, ...imports: string[]) => ({
  path,
  text: imports.map((specifier, i) => `import { x${i} } from '${specifier}';`).join('\n'),
});

const emulatorReason =
  "reaches inside @appointments/emulator: import '@appointments/emulator' or run emulator/bin/emulator.mjs";
const functionsReason =
  "reaches inside @appointments/functions: import '@appointments/functions/seed', '…/backfill' or '…/app'";

describe('package boundaries of the emulator and the functions', () => {
  it('rejects a deep import into functions/src from scripts and benches, static or lazy', () => {
    const violations = findPackageViolations([
      file('scripts/lib/seed.ts', '../../functions/src/data/admin-accounts'),
      {
        path: 'bench/support/student-pool.ts',
        text: "const { auth } = await import('../../functions/src/lib/firebase');",
      },
    ]);
    expect(violations).toEqual([
      {
        file: 'scripts/lib/seed.ts',
        specifier: '../../functions/src/data/admin-accounts',
        reason: functionsReason,
      },
      {
        file: 'bench/support/student-pool.ts',
        specifier: '../../functions/src/lib/firebase',
        reason: functionsReason,
      },
    ]);
  });

  it("rejects a deep import into the emulator, its sources or its tests, by path or by the package's name", () => {
    const violations = findPackageViolations([
      file(
        'bench/browser-listener/run.ts',
        '../../emulator/src/index.js',
        '../../emulator/test/browser/support.js',
      ),
      file('test/rules/firestore-rules.test.ts', '@appointments/emulator/src/core/value.js'),
      file('functions/test/support/emulator.ts', '../../../emulator/src/server/start-emulator.js'),
    ]);
    expect(violations.map((v) => [v.file, v.specifier, v.reason])).toEqual([
      ['bench/browser-listener/run.ts', '../../emulator/src/index.js', emulatorReason],
      ['bench/browser-listener/run.ts', '../../emulator/test/browser/support.js', emulatorReason],
      ['test/rules/firestore-rules.test.ts', '@appointments/emulator/src/core/value.js', emulatorReason],
      [
        'functions/test/support/emulator.ts',
        '../../../emulator/src/server/start-emulator.js',
        emulatorReason,
      ],
    ]);
  });

  it('accepts the public entries, and each package importing its own insides', () => {
    expect(
      findPackageViolations([
        file(
          'scripts/lib/seed.ts',
          '@appointments/functions/seed',
          '@appointments/functions/backfill',
          '@appointments/emulator',
          './api-client',
          '../../packages/domain/src/index',
        ),
        file('bench/support/in-process-app.ts', '@appointments/functions/app'),
        file('functions/test/booking.test.ts', '../src/services/booking'),
        file('functions/build.ts', './src/index.ts'),
        file('emulator/bench/browser-listener.ts', '../src/index.js', '../test/browser/support.js'),
      ]),
    ).toEqual([]);
  });

  describe('over a repository tree on disk', () => {
    let root: string | undefined;
    afterEach(() => {
      if (root) rmSync(root, { recursive: true, force: true });
    });

    it('reports the deliberate deep imports and skips installed packages', () => {
      root = mkdtempSync(join(tmpdir(), 'package-boundaries-'));
      const write = (path: string, text: string) => {
        const full = join(root as string, path);
        mkdirSync(dirname(full), { recursive: true });
        writeFileSync(full, text);
      };
      write('functions/src/public/seed.ts', "export { createAdminAccount } from '../data/admin-accounts';\n");
      write('functions/src/data/admin-accounts.ts', 'export function createAdminAccount() {}\n');
      write(
        'scripts/create-admin.ts',
        "import { createAdminAccount } from '../functions/src/data/admin-accounts';\n",
      );
      write('scripts/seed.ts', "import { createAdminAccount } from '@appointments/functions/seed';\n");
      write('bench/emulator/servers.mjs', "import { startEmulator } from '../../emulator/src/index.js';\n");
      write('scripts/node_modules/x/index.ts', "import '../../../functions/src/data/admin-accounts';\n");
      const files = ['functions', 'scripts', 'bench'].flatMap((folder) =>
        readSourceTree(join(root as string, folder)).map((f) => ({ ...f, path: `${folder}/${f.path}` })),
      );
      expect(findPackageViolations(files)).toEqual([
        {
          file: 'scripts/create-admin.ts',
          specifier: '../functions/src/data/admin-accounts',
          reason: functionsReason,
        },
        {
          file: 'bench/emulator/servers.mjs',
          specifier: '../../emulator/src/index.js',
          reason: emulatorReason,
        },
      ]);
    });
  });
});
