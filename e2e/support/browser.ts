// The browser tests' fixture: one Chromium for a lane's files (Debian's, with the standard flags, see
// scripts/lib/chromium.ts), pages in a fixed viewport and a time zone that is not the display zone (the app
// must show Asia/Kolkata whatever the browser's zone), and screenshots for a person to look at.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll } from 'vitest';
import { launchChromium, UNCOMPRESSED } from '../../scripts/lib/chromium';
import { repoRoot } from '../../scripts/lib/stack-config';
import type { StoredSession } from '../../scripts/lib/ui-login';

export const BROWSER_TIME_ZONE = 'America/New_York';
export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;
/** `openPage`'s option for a page with every animation the app has (see `openPage`). */
export const FULL_MOTION = { reducedMotion: 'no-preference' } as const;
export type Viewport = { width: number; height: number };

let shared: Promise<Browser> | undefined;

/**
 * The Chromium of the calling test file, called at the top of the file (`const browser = await
 * useChromium();`), so every test and hook of the file has it. The files of a lane run one after another in
 * one process (e2e/vitest.config.ts), so they share one browser rather than each starting its own; each works
 * in contexts of its own, and whatever context a file leaves open is closed after its last test. Playwright
 * closes the browser when the process ends.
 */
export async function useChromium(): Promise<Browser> {
  let browser = await shared?.catch(() => undefined);
  if (!browser?.isConnected()) {
    shared = launchChromium();
    browser = await shared;
  }
  const fileBrowser = browser;
  afterAll(async () => {
    await Promise.all(fileBrowser.contexts().map((context) => context.close()));
  });
  return fileBrowser;
}

/**
 * A new browser context and page. Service workers are blocked unless asked for: the app's worker precaches
 * every chunk a few seconds after a signed-in page settles, and dozens of contexts doing that at once swamp
 * the local Hosting emulator and the CPU the other lane shares. The files about the worker itself (the
 * installable app, push) ask for it with `serviceWorkers: 'allow'`.
 *
 * The browser asks for reduced motion, as a person can in their system settings, unless `reducedMotion:
 * 'no-preference'` is asked for: the skeletons' pulse and the transitions cost a page load about 0.2 CPU-s
 * of compositing and painting (bench/page-load/run.ts --reduced-motion), and the tests assert what a page
 * shows and does, the same either way. The keyboard journeys and the design system's file keep the full
 * motion, so dialogs, menus and the Quick Nav's scroll are still exercised with their animations.
 */
export async function openPage(
  browser: Browser,
  viewport: Viewport = DESKTOP,
  timezoneId: string = BROWSER_TIME_ZONE,
  {
    serviceWorkers = 'block',
    storageState,
    reducedMotion = 'reduce',
  }: {
    serviceWorkers?: 'allow' | 'block';
    storageState?: StoredSession;
    reducedMotion?: 'reduce' | 'no-preference';
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    timezoneId,
    acceptDownloads: true,
    serviceWorkers,
    storageState,
    reducedMotion,
    extraHTTPHeaders: UNCOMPRESSED,
  });
  const page = await context.newPage();
  return { context, page };
}

const screenshotDir = resolve(repoRoot, 'artifacts/screenshots');

/** Whether this run takes screenshots: CI has nobody to look at them unless SCREENSHOTS=1 asks. */
const takesScreenshots = () => !process.env.CI || process.env.SCREENSHOTS === '1';

/**
 * Screenshot for a person to look at: artifacts/screenshots/<name>-<width>x<height>.png. Whole page by
 * default; `fullPage: false` for what the viewport shows (an open modal covers only the viewport).
 */
export async function saveScreenshot(
  page: Page,
  name: string,
  viewport: Viewport,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<string> {
  const path = resolve(screenshotDir, `${name}-${viewport.width}x${viewport.height}.png`);
  // Screenshots are for a person to open; CI has nobody to look, and a full page's PNG costs CPU the other
  // lane needs (SCREENSHOTS=1 takes them in CI too).
  if (!takesScreenshots()) return path;
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path, fullPage });
  return path;
}

/**
 * One part of the page (`selector`) in light and then dark mode, for a person to look at:
 * artifacts/screenshots/<name>-<scheme>-<width>x<height>.png. The page is left in light mode.
 */
export async function saveElementScreenshots(
  page: Page,
  selector: string,
  name: string,
  viewport: Viewport,
): Promise<void> {
  if (!takesScreenshots()) return;
  mkdirSync(screenshotDir, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    // The colour change's transitions end before the picture.
    await page.waitForTimeout(150);
    const path = resolve(screenshotDir, `${name}-${scheme}-${viewport.width}x${viewport.height}.png`);
    await page.locator(selector).screenshot({ path });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
