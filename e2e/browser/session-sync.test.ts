import { apiErrorMessages, sessionMessages } from '@appointments/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAccount, signedInAdmin } from '../support/accounts';
import { callApi } from '../support/api';
import { launchChromium } from '../support/browser';
import { logIn, openPage, waitForPath } from './browser-session';

let browser: Browser;
let admin: SignedIn;

beforeAll(async () => {
  browser = await launchChromium();
  admin = await signedInAdmin();
});

afterAll(async () => {
  await browser?.close();
});

describe('session kept in step with the account', () => {
  it('ends an open session at once when the admin suspends the account', async () => {
    const student = await signedInAccount('student');
    const { context, page } = await openPage(browser);
    await logIn(page, student.email, student.password);
    await waitForPath(page, '/student/dashboard');

    const suspended = await callApi(`/admin/suspend-student/${student.uid}`, {
      method: 'PUT',
      token: admin.token,
      body: { isApproved: false },
    });
    expect(suspended.status).toBe(200);

    await waitForPath(page, '/login', 10_000);
    await page.getByText(sessionMessages.accountNotApproved).first().waitFor({ timeout: 5_000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // Logging in again says why, rather than that the account awaits approval.
    await logIn(page, student.email, student.password);
    await page
      .locator('#login-failure', { hasText: apiErrorMessages.accountSuspended })
      .waitFor({ timeout: 10_000 });
    await context.close();
  });
});
