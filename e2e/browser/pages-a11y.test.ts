// Every page at desktop and phone size: no serious or critical axe violation, and a screenshot in
// artifacts/screenshots/ for a person to look at.
import { DEMO_ACCOUNTS } from '@appointments/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import {
  appUrl,
  DESKTOP,
  logIn,
  openPage,
  PHONE,
  saveScreenshot,
  scrollThrough,
  seriousAxeViolations,
  type Viewport,
  waitForPath,
} from './browser-session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

interface PageCase {
  name: string;
  path: string;
  account?: { email: string; password: string };
}

const pages: PageCase[] = [
  { name: 'landing', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'forgot-password', path: '/forgot-password' },
  { name: 'reset-password', path: '/reset-password/example-token' },
  { name: 'contact', path: '/contact' },
  { name: 'student-dashboard', path: '/student/dashboard', account: DEMO_ACCOUNTS.student },
  { name: 'student-profile', path: '/student/profile', account: DEMO_ACCOUNTS.student },
  { name: 'messages', path: '/messages', account: DEMO_ACCOUNTS.student },
  { name: 'teacher-dashboard', path: '/teacher/dashboard', account: DEMO_ACCOUNTS.teacher },
  { name: 'teacher-profile', path: '/teacher/profile', account: DEMO_ACCOUNTS.teacher },
  { name: 'admin-panel', path: '/admin/panel', account: DEMO_ACCOUNTS.admin },
];

async function visit(page: Page, entry: PageCase) {
  if (entry.account) {
    await logIn(page, entry.account.email, entry.account.password);
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
  }
  await page.goto(`${appUrl}${entry.path}`);
  await waitForPath(page, entry.path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await scrollThrough(page);
  // Let toasts from the login close (2 s) so they neither hide the page nor count in its audit.
  await page
    .locator('.Toastify__toast')
    .first()
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => {});
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as Array<[string, Viewport]>)('pages on %s', (_label, viewport) => {
  it.each(pages.map((entry) => [entry.name, entry] as const))(
    '%s has no serious accessibility violation',
    async (_name, entry) => {
      const { context, page } = await openPage(browser, viewport);
      await visit(page, entry);
      await saveScreenshot(page, entry.name, viewport);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await context.close();
    },
  );
});

describe('keyboard and code splitting', () => {
  it('reaches the Quick Nav by keyboard and scrolls the section to 120 px below the top', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await logIn(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await waitForPath(page, '/admin/panel');
    const toggle = page.getByRole('button', { name: /Quick Nav/ });
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: 'Pending Student Approvals' }).press('Enter');
    await page.waitForTimeout(800);
    const top = await page
      .locator('#studentApproval')
      .evaluate((element) => element.getBoundingClientRect().top);
    expect(Math.round(top)).toBe(120);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('loads no Firestore code on the landing page', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    await page.goto(`${appUrl}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((source) => source.includes('firestore.googleapis.com'))).toEqual([]);
    await context.close();
  });
});
