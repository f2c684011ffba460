import { apiErrorMessages, sessionMessages } from '@appointments/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAccount, signedInAdmin } from '../support/accounts';
import { callApi } from '../support/api';
import { openPage, useChromium } from '../support/browser';
import { appUrl, logIn, waitForPath } from './browser-session';

const browser = await useChromium();
let admin: SignedIn;

beforeAll(async () => {
  admin = await signedInAdmin();
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

  it('ends the session in another tab when one tab logs out, saying it has expired', async () => {
    const student = await signedInAccount('student');
    const { context, page } = await openPage(browser);
    await logIn(page, student.email, student.password);
    await waitForPath(page, '/student/dashboard');
    // A second tab of the same browser: the same Firebase Auth session, restored from IndexedDB.
    const other = await context.newPage();
    await other.goto(`${appUrl}/student/profile`);
    await other.getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(other.url()).pathname).toBe('/student/profile');

    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/login');

    // Firebase Auth tells the other tab its user is gone; that tab still held the session, so it ends it.
    await waitForPath(other, '/login', 15_000);
    await other.getByText(sessionMessages.sessionExpired).first().waitFor({ timeout: 5_000 });
    expect(await other.evaluate(() => localStorage.length)).toBe(0);
    await context.close();
  });
});
