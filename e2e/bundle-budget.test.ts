import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesWithChartLibrary, measureLazyChunks, measureRoutes } from '../scripts/lib/bundle-budget';
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

describe('JavaScript loaded on demand (gzip)', () => {
  const distDir = resolve(repoRoot, webOutDirFor('test'));
  for (const chunk of measureLazyChunks(distDir)) {
    it(`the ${chunk.name} with its chart library stays within ${chunk.budgetKb} KB`, () => {
      expect(chunk.gzipKb).toBeGreaterThan(0);
      expect(chunk.gzipKb).toBeLessThanOrEqual(chunk.budgetKb);
    });
  }

  it('keeps the chart library out of every first load but the insights page’s', () => {
    const lazy = measureLazyChunks(distDir).flatMap((chunk) => chunk.files);
    expect(filesWithChartLibrary(distDir, lazy).length).toBeGreaterThan(0);
    for (const route of measureRoutes(distDir).filter((route) => route.route !== '/admin/insights')) {
      expect(filesWithChartLibrary(distDir, route.files), route.route).toEqual([]);
    }
  });
});
