import { resolve } from 'node:path';
import { DEMO_ACCOUNTS } from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import {
  filesWithChartLibrary,
  measureLazyChunks,
  measureRoutes,
  SIGNED_IN_LOADED_CEILING_KB,
  signedInPagesByRole,
} from '../scripts/lib/bundle-budget';
import { UNCOMPRESSED } from '../scripts/lib/chromium';
import { jsUntilNetworkQuiet } from '../scripts/lib/loaded-js';
import { repoRoot, webOutDirFor } from '../scripts/lib/stack-config';
import { appUrl, storedSessionOf } from './browser/browser-session';
import { PHONE, useChromium } from './support/browser';

// The stack's global setup has just built the SPA into web/dist-test; its chunks are the
// production ones (only the emulator addresses differ).
const distDir = resolve(repoRoot, webOutDirFor('test'));

describe('initial JavaScript per route (gzip)', () => {
  for (const route of measureRoutes(distDir)) {
    it(`${route.route} stays within ${route.budgetKb} KB`, () => {
      expect(route.gzipKb).toBeGreaterThan(0);
      expect(route.gzipKb).toBeLessThanOrEqual(route.budgetKb);
    });
  }
});

// What the initial figure cannot see: the chunks a signed-in page imports once it has rendered (its live
// navigation bar, its sections), which still arrive before a phone's user can act. Each page opened afresh
// with the demo account's session stored (one login per role), as a person returning to it would.
const browser = await useChromium();
// The pages are measured side by side (vitest runs up to five at once): each waits seconds for quiet, and its
// own context keeps the others' downloads out of its count.
describe.concurrent('JavaScript a signed-in page downloads until the network is quiet (gzip)', () => {
  for (const [role, paths] of Object.entries(signedInPagesByRole)) {
    const account = DEMO_ACCOUNTS[role as keyof typeof DEMO_ACCOUNTS];
    for (const path of paths) {
      it(`${path} as the ${role} stays within ${SIGNED_IN_LOADED_CEILING_KB} KB`, async () => {
        // A context of its own: an empty HTTP cache, so every script the page needs is downloaded.
        const context = await browser.newContext({
          viewport: PHONE,
          storageState: await storedSessionOf(browser, account),
          extraHTTPHeaders: UNCOMPRESSED,
        });
        try {
          const loaded = await jsUntilNetworkQuiet(await context.newPage(), appUrl, path, distDir);
          // The page's own chunk is among them: the page really was opened, signed in, and measured.
          expect(loaded.files.some((file) => file.includes('signed-in-routes'))).toBe(true);
          expect(loaded.gzipKb).toBeLessThanOrEqual(SIGNED_IN_LOADED_CEILING_KB);
        } finally {
          await context.close();
        }
      }, 90_000);
    }
  }
});

describe('JavaScript loaded on demand (gzip)', () => {
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
