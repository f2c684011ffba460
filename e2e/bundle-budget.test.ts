import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureRoutes } from '../scripts/lib/bundle-budget';
import { repoRoot, webOutDirFor } from '../scripts/lib/stack-config';

// The stack's global setup has just built the SPA into web/dist-test; its chunks are the
// production ones (only the emulator addresses differ).
describe('initial JavaScript per route (gzip)', () => {
  for (const route of measureRoutes(resolve(repoRoot, webOutDirFor('test')))) {
    it(`${route.route} stays within ${route.budgetKb} KB`, () => {
      expect(route.gzipKb).toBeGreaterThan(0);
      expect(route.gzipKb).toBeLessThanOrEqual(route.budgetKb);
    });
  }
});
