/// <reference lib="dom" />
// Web push's opt-in in the notification panel, in Chromium: offered only when the server says the college
// sends push; pressing it asks the browser's permission (granted here by Playwright) and then Firebase Cloud
// Messaging for a token, which this machine cannot reach (no internet): the panel says so clearly and stays
// off. A device registered through the API shows as on, and 'Turn off on this device' removes it. Blocked
// by the browser is said as such. Each state has no serious accessibility violation, phone and desktop,
// light and dark. (Tokens themselves are registered through the API in e2e/api/push.test.ts.)
import { type PushConfig, pushTexts } from '@appointments/domain';
import type { PushDeviceItem } from '@appointments/domain/documents';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { notificationCenterTexts } from '../../web/src/features/notifications/texts';
import { type SignedIn, signedInAccount } from '../support/accounts';
import { callApi } from '../support/api';
import { DESKTOP, PHONE, saveScreenshot, useChromium, type Viewport } from '../support/browser';
import { fcmToken } from '../support/push';
import { appUrl, seriousAxeViolations, signedInPage } from './browser-session';

const browser = await useChromium();

async function openPanel(page: Page) {
  await page.getByTestId('notification-bell').click();
  return page.getByRole('region', { name: notificationCenterTexts.heading, exact: true });
}

const devicesOf = async (account: SignedIn) =>
  (await callApi<{ devices: PushDeviceItem[] }>('/notifications/devices', { token: account.token })).body.data
    ?.devices ?? [];

/** One teacher, one browser context and one sign-in for the four looks of the same opt-in attempt. */
let noTokenSession: Promise<{ teacher: SignedIn; page: Page }> | undefined;
function teacherWithPermission(): Promise<{ teacher: SignedIn; page: Page }> {
  noTokenSession ??= (async () => {
    const teacher = await signedInAccount('teacher', { name: 'Dr Ping' });
    const { context, page } = await signedInPage(browser, teacher, '/teacher/dashboard', {
      serviceWorkers: 'allow',
    });
    await context.grantPermissions(['notifications'], { origin: appUrl });
    return { teacher, page };
  })();
  return noTokenSession;
}

describe('web push opt-in', () => {
  it.each([
    ['desktop', 'light', DESKTOP],
    ['phone', 'light', PHONE],
    ['desktop', 'dark', DESKTOP],
    ['phone', 'dark', PHONE],
  ] as Array<[string, 'light' | 'dark', Viewport]>)(
    'on %s in %s mode: asks permission, then says clearly that no token could be had',
    async (_label, mode, viewport) => {
      const { teacher, page } = await teacherWithPermission();
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: mode });
      // The panel learns of push once the page is idle: a fresh load, with the permission in place, and
      // nothing of the last attempt on screen.
      await page.reload();
      const panel = await openPanel(page);
      const optIn = panel.getByTestId('push-opt-in');
      await expect.poll(() => optIn.getAttribute('data-state'), { timeout: 10_000 }).toBe('off');
      expect(await optIn.getByText(pushTexts.off).isVisible()).toBe(true);
      expect(await optIn.getByTestId('push-message').count()).toBe(0);

      await optIn.getByRole('button', { name: pushTexts.turnOn }).click();
      const message = optIn.getByTestId('push-message');
      await message.waitFor({ timeout: 30_000 });
      expect(await message.textContent()).toBe(pushTexts.noToken);
      expect(await optIn.getAttribute('data-state')).toBe('off');
      expect(await optIn.getByRole('button', { name: pushTexts.turnOn }).isEnabled()).toBe(true);
      expect(await page.evaluate(() => Notification.permission)).toBe('granted');
      expect(await devicesOf(teacher)).toEqual([]);

      const box = await panel.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
      await saveScreenshot(page, `push-no-token${mode === 'dark' ? '-dark' : ''}`, viewport, {
        fullPage: false,
      });
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
  );

  it("shows a registered device as on, and 'Turn off on this device' removes it", async () => {
    const student = await signedInAccount('student', { name: 'Pinged Student' });
    const registered = await callApi<{ device: PushDeviceItem }>('/notifications/devices', {
      token: student.token,
      body: { token: fcmToken('browser'), label: 'Chrome on Linux' },
    });
    const id = registered.body.data?.device._id ?? '';
    const { context, page } = await signedInPage(browser, student, '/student/dashboard', {
      serviceWorkers: 'allow',
      viewport: PHONE,
    });
    try {
      await context.grantPermissions(['notifications'], { origin: appUrl });
      // What this browser kept when it turned push on.
      await page.evaluate((deviceId) => localStorage.setItem('pushDeviceId', deviceId), id);
      await page.reload();
      const panel = await openPanel(page);
      const optIn = panel.getByTestId('push-opt-in');
      await expect.poll(() => optIn.getAttribute('data-state'), { timeout: 10_000 }).toBe('on');
      expect(await optIn.getByText(pushTexts.on).isVisible()).toBe(true);
      await saveScreenshot(page, 'push-on', PHONE, { fullPage: false });
      expect(await seriousAxeViolations(page)).toEqual([]);

      await optIn.getByRole('button', { name: pushTexts.turnOff }).click();
      await expect.poll(() => optIn.getAttribute('data-state'), { timeout: 10_000 }).toBe('off');
      expect(await devicesOf(student)).toEqual([]);
      expect(await page.evaluate(() => localStorage.getItem('pushDeviceId'))).toBeNull();

      // A device the server no longer has (pruned when FCM called its token gone) shows as off once checked.
      await page.evaluate((deviceId) => localStorage.setItem('pushDeviceId', deviceId), id);
      await page.reload();
      const reopened = (await openPanel(page)).getByTestId('push-opt-in');
      await expect.poll(() => reopened.getAttribute('data-state'), { timeout: 10_000 }).toBe('off');
      expect(await page.evaluate(() => localStorage.getItem('pushDeviceId'))).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('says when the browser blocks notifications, and offers nothing where push is not configured', async () => {
    const teacher = await signedInAccount('teacher', { name: 'Dr Blocked' });
    const { context, page } = await signedInPage(browser, teacher, '/teacher/dashboard', {
      serviceWorkers: 'allow',
      viewport: DESKTOP,
    });
    try {
      await page.addInitScript(() => {
        Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
      });
      await page.reload();
      const panel = await openPanel(page);
      const optIn = panel.getByTestId('push-opt-in');
      await expect.poll(() => optIn.getAttribute('data-state'), { timeout: 10_000 }).toBe('blocked');
      expect(await optIn.getByText(pushTexts.blocked).isVisible()).toBe(true);
      expect(await optIn.getByRole('button').count()).toBe(0);
      await saveScreenshot(page, 'push-blocked', DESKTOP, { fullPage: false });
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }

    // A college that does not send push: the server says so, and the panel offers nothing.
    const other = await signedInPage(browser, teacher, '/teacher/dashboard', {
      serviceWorkers: 'allow',
      viewport: PHONE,
    });
    try {
      const off: PushConfig = { enabled: false, vapidKey: null };
      await other.page.route('**/api/notifications/push', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ success: true, data: off }),
        }),
      );
      let asked = false;
      other.page.on('request', (request) => {
        if (request.url().endsWith('/api/notifications/push')) asked = true;
      });
      await other.page.reload();
      const panel = await openPanel(other.page);
      await expect.poll(() => asked, { timeout: 10_000 }).toBe(true);
      await panel.getByText(notificationCenterTexts.emptyTitle).waitFor();
      expect(await panel.getByTestId('push-opt-in').count()).toBe(0);
      expect(await panel.getByRole('button', { name: pushTexts.turnOn }).count()).toBe(0);
    } finally {
      await other.context.close();
    }
  });
});
