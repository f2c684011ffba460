import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findViolations, readSourceTree } from './import-boundaries';

const file = (path: string, ...imports: string[]) => ({
  path,
  text: imports.map((specifier, i) => `import { x${i} } from '${specifier}';`).join('\n'),
});

describe('web/src import boundaries', () => {
  it('rejects a deep import into another feature, by alias or by relative path', () => {
    const violations = findViolations([
      file('features/student-dashboard/components/card.tsx', '@/features/calendar/add-to-calendar'),
      file('features/teacher-dashboard/components/card.tsx', '../../calendar/add-to-calendar'),
    ]);
    expect(violations).toEqual([
      {
        file: 'features/student-dashboard/components/card.tsx',
        specifier: '@/features/calendar/add-to-calendar',
        reason: 'import the feature "calendar" through its index.ts (@/features/calendar)',
      },
      {
        file: 'features/teacher-dashboard/components/card.tsx',
        specifier: '../../calendar/add-to-calendar',
        reason: 'import the feature "calendar" through its index.ts (@/features/calendar)',
      },
    ]);
  });

  it("accepts another feature's index.ts and a feature's own insides", () => {
    expect(
      findViolations([
        file(
          'features/student-dashboard/components/card.tsx',
          '@/features/calendar',
          '@/features/calendar/index',
          '../../calendar/index.ts',
          '../model/filter',
          '@/features/student-dashboard/api/student-api',
          '@/lib/error-text',
          '@appointments/domain',
          '../../../../test/render',
        ),
      ]),
    ).toEqual([]);
  });

  it('rejects shared code importing a feature or the app, and a feature importing the app', () => {
    const violations = findViolations([
      file('lib/helper.ts', '@/features/calendar'),
      file('components/ui/card.tsx', '../../app/theme'),
      file('features/auth/login.tsx', '@/app/theme'),
    ]);
    expect(violations.map((v) => v.reason)).toEqual([
      'shared code must not import the feature "calendar"',
      'shared code must not import the app',
      'a feature must not import the app',
    ]);
  });

  it('lets the app and the entry files import any feature deeply', () => {
    expect(
      findViolations([
        file('app/router.tsx', '@/features/profile/student-profile-page'),
        file('main.tsx', './features/landing/landing-page'),
      ]),
    ).toEqual([]);
  });

  it('sees re-exports and lazy imports as well as plain imports', () => {
    const violations = findViolations([
      {
        path: 'features/profile/page.tsx',
        text: [
          "export { Card } from '../mail-preferences/mail-preferences-card';",
          "const Lazy = lazy(() => import('@/features/calendar/add-to-calendar'));",
          "import type { Row } from '@/features/admin-panel/model/paging';",
        ].join('\n'),
      },
    ]);
    expect(violations.map((v) => v.specifier)).toEqual([
      '../mail-preferences/mail-preferences-card',
      '@/features/calendar/add-to-calendar',
      '@/features/admin-panel/model/paging',
    ]);
  });

  describe('over a source tree on disk', () => {
    let root: string | undefined;
    afterEach(() => {
      if (root) rmSync(root, { recursive: true, force: true });
    });

    it('reads every .ts and .tsx file and fails on the deliberate deep import', () => {
      root = mkdtempSync(join(tmpdir(), 'boundaries-'));
      const write = (path: string, text: string) => {
        const full = join(root as string, path);
        mkdirSync(dirname(full), { recursive: true });
        writeFileSync(full, text);
      };
      write('features/calendar/index.ts', "export { AddToCalendar } from './add-to-calendar';\n");
      write('features/calendar/add-to-calendar.tsx', 'export function AddToCalendar() { return null; }\n');
      write('features/messages/thread.tsx', "import { AddToCalendar } from '../calendar/add-to-calendar';\n");
      write('vite-env.d.ts', "import '@/features/calendar/add-to-calendar';\n");
      const files = readSourceTree(root);
      expect(files.map((f) => f.path).sort()).toEqual([
        'features/calendar/add-to-calendar.tsx',
        'features/calendar/index.ts',
        'features/messages/thread.tsx',
      ]);
      expect(findViolations(files)).toEqual([
        {
          file: 'features/messages/thread.tsx',
          specifier: '../calendar/add-to-calendar',
          reason: 'import the feature "calendar" through its index.ts (@/features/calendar)',
        },
      ]);
    });
  });
});
