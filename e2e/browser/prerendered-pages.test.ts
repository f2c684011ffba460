/// <reference lib="dom" />
// The public pages as Hosting serves them: prerendered HTML with its styles, readable with JavaScript
// off, no empty band in a full-page screenshot, and hydrated by the SPA without replacing what is on screen.
import {
  DEMO_ACCOUNTS,
  finalCallToAction,
  footerContent,
  forgotPasswordTexts,
  howItWorks,
  LANDING_OVERVIEW_ANCHOR,
  landingFigures,
  landingHero,
  loginTexts,
  registerTexts,
  resetPasswordTexts,
  supportContact,
  technologies,
  testimonials,
} from '@appointments/domain';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DESKTOP, openPage, PHONE, useChromium, type Viewport } from '../support/browser';
import { appUrl, waitForPath } from './browser-session';

const browser = await useChromium();

const publicPages = [
  { path: '/', heading: landingHero.slogan },
  { path: '/login', heading: loginTexts.title },
  { path: '/register', heading: registerTexts.title },
  { path: '/forgot-password', heading: forgotPasswordTexts.title },
  { path: '/reset-password/some-token', heading: resetPasswordTexts.title },
  { path: '/contact', heading: supportContact.title },
];

const sectionTitles = [
  howItWorks.title,
  landingFigures.title,
  testimonials.title,
  technologies.title,
  finalCallToAction.title,
];

describe('Hosting', () => {
  it.each(publicPages)(
    'serves $path prerendered, with its styles and no inline script',
    async ({ path, heading }) => {
      const response = await fetch(`${appUrl}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`>${heading.replace(/&/g, '&amp;')}</h1>`);
      expect(html).toMatch(/<style data-emotion="css [^"]+">[^<]+<\/style>/);
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    },
  );

  it('serves the empty SPA shell for every other path', async () => {
    const response = await fetch(`${appUrl}/teacher/dashboard`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-emotion');
  });
});

/** Opacity of `selector`'s element times that of each of its ancestors. */
function effectiveOpacity(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    return opacity;
  });
}

describe('landing page without JavaScript', () => {
  it('shows the headline, every section and the footer', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(appUrl);
      const headline = page.getByRole('heading', { level: 1, name: landingHero.slogan });
      await expect.poll(() => headline.isVisible()).toBe(true);
      for (const title of sectionTitles) {
        const heading = page.getByRole('heading', { level: 2, name: title });
        await heading.scrollIntoViewIfNeeded();
        expect(await heading.isVisible(), title).toBe(true);
      }
      for (const id of [LANDING_OVERVIEW_ANCHOR, 'figures', 'testimonials', 'technologies', 'get-started']) {
        expect(await effectiveOpacity(page, `#${id}-title`), id).toBe(1);
      }
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      expect(await footer.isVisible()).toBe(true);
      expect(await footer.textContent()).toContain(footerContent.copyright);
      // The feature icons are drawn in SVG, not with an emoji font.
      expect(await page.locator(`#${LANDING_OVERVIEW_ANCHOR} li svg`).count()).toBe(
        howItWorks.features.length,
      );
    } finally {
      await context.close();
    }
  });
});

/**
 * The tallest run of screenshot rows that are one single colour from edge to edge, in CSS pixels. A
 * section that waits for a script to show itself is such a run as tall as the section.
 */
async function tallestBlankBand(png: Buffer, scale: number): Promise<number> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const rowIsBlank = (y: number) => {
    const start = y * info.width * info.channels;
    for (let x = 1; x < info.width; x++) {
      for (let c = 0; c < info.channels; c++) {
        if (data[start + x * info.channels + c] !== data[start + c]) return false;
      }
    }
    return true;
  };
  let tallest = 0;
  let run = 0;
  for (let y = 0; y < info.height; y++) {
    run = rowIsBlank(y) ? run + 1 : 0;
    tallest = Math.max(tallest, run);
  }
  return tallest / scale;
}

// Section paddings are at most 80 px and alternate backgrounds, so no legitimate blank run reaches this.
const BLANK_BAND_PX = 200;

describe('landing page full-page screenshot', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as Array<[string, Viewport]>)('has no blank band (%s)', async (_name, viewport) => {
    const { context, page } = await openPage(browser, viewport);
    try {
      await page.goto(appUrl);
      await page.getByRole('contentinfo').waitFor();
      const band = await tallestBlankBand(await page.screenshot({ fullPage: true }), 1);
      expect(band).toBeLessThan(BLANK_BAND_PX);

      // The measure can fail: the same page with its sections' contents hidden has bands.
      await page.addStyleTag({ content: 'section > div { opacity: 0 !important; }' });
      const hidden = await tallestBlankBand(await page.screenshot({ fullPage: true }), 1);
      expect(hidden).toBeGreaterThanOrEqual(BLANK_BAND_PX);
    } finally {
      await context.close();
    }
  });
});

describe('landing page script', () => {
  it('scrolls to the overview and moves focus there from Explore Features', async () => {
    const { context, page } = await openPage(browser, PHONE);
    try {
      await page.goto(appUrl);
      await page.getByRole('button', { name: landingHero.exploreFeatures }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(LANDING_OVERVIEW_ANCHOR);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
      // The prerendered landing page runs no React.
      expect(
        await page.evaluate(() => document.querySelectorAll('script[src*="/assets/index-"]').length),
      ).toBe(0);
      // Nor the hold on early form submissions, which only the app would ever release.
      expect(await page.evaluate(() => 'heldSubmits' in window)).toBe(false);
    } finally {
      await context.close();
    }
  });

  it("sends a visitor with a stored session to the role's home", async () => {
    const { context, page } = await openPage(browser, PHONE);
    try {
      await context.addInitScript(() => {
        localStorage.setItem(
          'persist:root',
          JSON.stringify({
            state: { isAuthenticated: true, token: 't', role: 'teacher', user: null },
            version: 0,
          }),
        );
      });
      await page.goto(appUrl);
      await waitForPath(page, '/teacher/dashboard');
    } finally {
      await context.close();
    }
  });
});

describe('hydration of a prerendered page', () => {
  it('waits for the first sign of use before starting the app', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      await page.goto(`${appUrl}/forgot-password`, { waitUntil: 'load' });
      const hydrated = () =>
        page.evaluate(() =>
          Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__react')),
        );
      await page.waitForTimeout(1000);
      expect(await hydrated()).toBe(false);
      await page.getByLabel('Email').focus();
      await expect.poll(hydrated, { timeout: 15_000 }).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('keeps the markup on screen, and logs in with what was typed and submitted before it', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // Hold every module of the SPA back, its entry included, so the test types into the prerendered form and
    // submits it before any of the app's code has run (on a slow network or a busy phone, the visitor can).
    let releaseApp = () => {};
    const appHeld = new Promise<void>((resolve) => {
      releaseApp = resolve;
    });
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    try {
      // A module script held back holds DOMContentLoaded too: go on once the markup is there.
      await page.goto(`${appUrl}/login`, { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1, name: loginTexts.title }).waitFor();
      await page.evaluate(() => {
        (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading =
          document.querySelector('h1');
      });
      const hydrated = () =>
        page.evaluate(() =>
          Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__react')),
        );
      await page.getByLabel('Email').fill(DEMO_ACCOUNTS.student.email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.student.password);
      // Submitted before the app is there: held, not sent to the page's address.
      await page.getByLabel('Password', { exact: true }).press('Enter');
      await page.waitForTimeout(500);
      expect(await hydrated()).toBe(false);
      expect(new URL(page.url()).search).toBe('');

      releaseApp();
      await expect.poll(hydrated, { timeout: 15_000 }).toBe(true);
      expect(
        await page.evaluate(
          () =>
            document.querySelector('h1') ===
            (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading,
        ),
        errors.join('\n'),
      ).toBe(true);
      await waitForPath(page, '/student/dashboard');
      expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
