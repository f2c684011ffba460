/// <reference lib="dom" />
// The login page of a college that signs people in with its own accounts: a button per identity provider
// above the password form, at phone and desktop size in both colour modes, with no serious accessibility
// violation; a press starts the provider's sign-in under the production Content-Security-Policy (Firebase's
// pop-up loads Google's script, which this offline machine cannot reach: the page then says so). The
// sign-in itself, through the Auth emulator and the blocking functions, is e2e/api/college-sign-in.test.ts.
import { collegeSignInTexts } from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { DESKTOP, openPage, PHONE, saveScreenshot, useChromium, type Viewport } from '../support/browser';
import { withCollegeSettings } from '../support/college-settings';
import { appUrl, seriousAxeViolations } from './browser-session';

const browser = await useChromium();
withCollegeSettings({
  signIn: { methods: ['password', 'google.com', 'saml.campus'], allowedDomains: ['college.test'] },
});

async function loginPage(viewport: Viewport) {
  const opened = await openPage(browser, viewport);
  await opened.page.goto(`${appUrl}/login`);
  // No touch needed: the page starts at once when the college has providers.
  await opened.page.getByRole('button', { name: 'Continue with Google' }).waitFor();
  return opened;
}

describe('the login page of a college with its own sign-in', { timeout: 120_000 }, () => {
  it('shows the providers above the password form, at phone and desktop size, light and dark', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await loginPage(viewport);
      expect(await page.getByRole('button', { name: 'Continue with your college account' }).count()).toBe(1);
      expect(await page.getByText(collegeSignInTexts.orWithPassword).count()).toBe(1);
      expect(await page.getByLabel('Email').count()).toBe(1);
      for (const mode of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: mode });
        await page.waitForTimeout(300);
        await saveScreenshot(page, mode === 'light' ? 'login-college' : 'login-college-dark', viewport);
      }
      expect(await seriousAxeViolations(page)).toEqual([]);
      await context.close();
    }
  });

  it("starts the provider's sign-in under the production policy, and says so when it cannot finish", async () => {
    const { context, page } = await loginPage(PHONE);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    const googleScript = page.waitForRequest((request) =>
      request.url().startsWith('https://apis.google.com/'),
    );
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await googleScript;
    await page.getByRole('alert').filter({ hasText: collegeSignInTexts.failed }).waitFor({ timeout: 30_000 });
    expect(violations).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});
