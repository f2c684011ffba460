/// <reference lib="dom" />
// The design system in a real browser (docs/design.md): the type scale tells a page title, a section title and a
// card title apart; the colour mode follows the system, can be switched from the bar, is remembered across
// reloads and is in place before the first paint; the catalogue shows every primitive in both modes.
import { navigationTexts } from '@appointments/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  BROWSER_TIME_ZONE,
  DESKTOP,
  FULL_MOTION,
  openPage,
  PHONE,
  saveScreenshot,
  useChromium,
} from '../support/browser';
import { appUrl, seriousAxeViolations } from './browser-session';

const browser = await useChromium();

const fontSizeOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));

/** Records whether <html> was dark when <body> first appeared, i.e. before anything could paint. */
async function recordModeAtFirstBody(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      (window as unknown as { darkAtFirstBody: boolean }).darkAtFirstBody =
        document.documentElement.classList.contains('dark');
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

const darkAtFirstBody = (page: Page) =>
  page.evaluate(() => (window as unknown as { darkAtFirstBody?: boolean }).darkAtFirstBody);

describe('type scale', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('gives page, section and card titles three different sizes on %s', async (_name, viewport) => {
    const { context, page } = await openPage(browser, viewport, BROWSER_TIME_ZONE, FULL_MOTION);
    await page.goto(`${appUrl}/design`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const pageTitle = await fontSizeOf(page, 'main h1');
    const sectionTitle = await fontSizeOf(page, 'main section h2');
    const cardTitle = await fontSizeOf(page, 'main section h3');
    expect(pageTitle).toBeGreaterThan(sectionTitle);
    expect(sectionTitle).toBeGreaterThan(cardTitle);
    expect(cardTitle).toBeGreaterThan(await fontSizeOf(page, 'main p'));
    await context.close();
  });
});

describe('colour mode', () => {
  it.each(['/login', '/'])(
    'follows the system, switches from the bar on %s, and stays switched across reloads from the first paint',
    async (path) => {
      const { context, page } = await openPage(browser, DESKTOP, BROWSER_TIME_ZONE, FULL_MOTION);
      await page.emulateMedia({ colorScheme: 'light' });
      await recordModeAtFirstBody(page);
      await page.goto(`${appUrl}${path}`);
      const toggle = page.getByRole('button', { name: navigationTexts.darkMode });
      await toggle.waitFor();
      expect(await darkAtFirstBody(page)).toBe(false);
      const pageBackground = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const lightBackground = await pageBackground();

      await toggle.click();
      await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      expect(await pageBackground()).not.toBe(lightBackground);

      await page.reload();
      await toggle.waitFor();
      expect(await darkAtFirstBody(page)).toBe(true);
      await page.waitForFunction(
        () => document.querySelector('[data-color-mode-toggle]')?.getAttribute('aria-pressed') === 'true',
      );

      // Back to light, also remembered: the pick now wins over a dark system.
      await toggle.click();
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.reload();
      await toggle.waitFor();
      expect(await darkAtFirstBody(page)).toBe(false);
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      await context.close();
    },
  );

  it('starts dark on a dark system when nothing was picked', async () => {
    const { context, page } = await openPage(browser, DESKTOP, BROWSER_TIME_ZONE, FULL_MOTION);
    await page.emulateMedia({ colorScheme: 'dark' });
    await recordModeAtFirstBody(page);
    await page.goto(`${appUrl}/register`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await darkAtFirstBody(page)).toBe(true);
    await context.close();
  });
});

describe('component catalogue', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    'shows every primitive in both modes with no serious accessibility violation on %s',
    async (_n, viewport) => {
      const { context, page } = await openPage(browser, viewport, BROWSER_TIME_ZONE, FULL_MOTION);
      for (const mode of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: mode });
        await page.goto(`${appUrl}/design`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await page.getByText('light mode', { exact: true }).count()).toBe(1);
        expect(await page.getByText('dark mode', { exact: true }).count()).toBe(1);
        await saveScreenshot(page, `catalogue-${mode}`, viewport);
        expect(await seriousAxeViolations(page)).toEqual([]);
      }
      await context.close();
    },
  );
});
