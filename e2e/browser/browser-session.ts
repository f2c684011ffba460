/// <reference lib="dom" />
// Helpers shared by the browser tests: one Chromium per file, pages in a fixed viewport and a time zone
// that is not the display zone (the app must show Asia/Kolkata whatever the browser's zone).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { repoRoot } from '../../scripts/lib/stack-config';
import { logInThroughUi } from '../../scripts/lib/ui-login';

export const appUrl = inject('appUrl');
export const BROWSER_TIME_ZONE = 'America/New_York';
export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;
export type Viewport = { width: number; height: number };

export async function openPage(
  browser: Browser,
  viewport: Viewport = DESKTOP,
  timezoneId: string = BROWSER_TIME_ZONE,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, timezoneId, acceptDownloads: true });
  const page = await context.newPage();
  return { context, page };
}

export function logIn(page: Page, email: string, password: string): Promise<void> {
  return logInThroughUi(page, appUrl, email, password);
}

/** A new browser context in `zone`, signed in through the login screen and settled on `home`. */
export async function signedInPage(
  browser: Browser,
  account: { email: string; password: string },
  home: string,
  { viewport = DESKTOP, zone = BROWSER_TIME_ZONE }: { viewport?: Viewport; zone?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(browser, viewport, zone);
  await logIn(opened.page, account.email, account.password);
  await waitForPath(opened.page, home);
  return opened;
}

/** Waits for a toast with `text` (toasts close after 2 s, so wait from before the action ends). */
export async function toastShown(page: Page, text: string, timeout = 15_000): Promise<void> {
  await page.locator('.Toastify__toast', { hasText: text }).first().waitFor({ timeout });
}

let uniqueCounter = 0;
/** A word no other test's data carries, so a search finds exactly this test's accounts. */
export function uniqueWord(prefix: string): string {
  uniqueCounter += 1;
  return `${prefix} ${Date.now().toString(36)}${uniqueCounter}`;
}

export async function pathOf(page: Page): Promise<string> {
  return new URL(page.url()).pathname;
}

/** Waits until the SPA has settled on `path` (redirects are client-side). */
export async function waitForPath(page: Page, path: string, timeout = 15_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout });
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** Runs axe in the page; returns the serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // Colours are judged as they rest, not halfway through a button's transition after a click.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 2000 },
    )
    .catch(() => undefined);
  // Evaluated, not added as a script tag: the CSP (rightly) refuses inline scripts.
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as { axe: { run: () => Promise<{ violations: Array<Record<string, unknown>> }> } }
    ).axe.run();
    return result.violations as Array<{
      id: string;
      impact: string | null;
      help: string;
      nodes: Array<{ target: unknown; html: string }>;
    }>;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      // The element's markup too: generated class names alone do not say which element failed.
      nodes: violation.nodes.map((node) => `${JSON.stringify(node.target)} ${node.html.slice(0, 160)}`),
    }));
}

const screenshotDir = resolve(repoRoot, 'artifacts/screenshots');

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
  mkdirSync(screenshotDir, { recursive: true });
  const path = resolve(screenshotDir, `${name}-${viewport.width}x${viewport.height}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}

/** Scrolls to the bottom in steps so every reveal-on-scroll section has been shown. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(700);
}
