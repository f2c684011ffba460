/// <reference lib="dom" />
// The notification bell in a real browser: the teacher's unread count moves live when a student books from
// another client, the panel lists the notice and links to what it is about, and 'Mark all as read' clears the
// count. The open panel has no serious accessibility violation, on a phone and a desktop, light and dark.
import { notificationTexts } from '@appointments/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { notificationCenterTexts } from '../../web/src/features/notifications/texts';
import { type SignedIn, signedInAccount } from '../support/accounts';
import { callApi } from '../support/api';
import { DESKTOP, PHONE, saveScreenshot, useChromium, type Viewport } from '../support/browser';
import { hoursFromNow } from '../support/time';
import { seriousAxeViolations, signedInPage } from './browser-session';

const browser = await useChromium();

async function book(student: SignedIn, teacher: SignedIn, hours: number) {
  const dateTime = hoursFromNow(hours);
  expect(
    (await callApi('/teacher/availability', { token: teacher.token, body: { slots: [dateTime] } })).status,
  ).toBe(201);
  const booked = await callApi('/student/book', {
    token: student.token,
    body: { teacherId: teacher.uid, dateTime, purpose: 'Bell check', bookingType: 'slot_booking' },
  });
  expect(booked.status).toBe(201);
}

/** One teacher with an unread booking notice, signed in once, for the four looks of the open panel. */
let noticeSession: Promise<Page> | undefined;
function teacherWithNotice(): Promise<Page> {
  noticeSession ??= (async () => {
    const teacher = await signedInAccount('teacher', { name: 'Dr Panel', subject: 'Optics' });
    const student = await signedInAccount('student', { name: 'Panel Student' });
    await book(student, teacher, 30);
    return (await signedInPage(browser, teacher, '/teacher/dashboard')).page;
  })();
  return noticeSession;
}

describe('notification center', () => {
  it("counts a booking live, lists it, and 'Mark all as read' clears the count", async () => {
    const teacher = await signedInAccount('teacher', { name: 'Dr Chime', subject: 'Acoustics' });
    const student = await signedInAccount('student', { name: 'Chime Student' });
    const { context, page } = await signedInPage(browser, teacher, '/teacher/dashboard');
    try {
      const bell = page.getByTestId('notification-bell');
      await bell.waitFor();
      expect(await page.getByTestId('notification-count').count()).toBe(0);

      await book(student, teacher, 30);
      const count = page.getByTestId('notification-count');
      await expect.poll(() => count.textContent(), { timeout: 10_000 }).toBe('1');
      await book(student, teacher, 54);
      await expect.poll(() => count.textContent(), { timeout: 10_000 }).toBe('2');
      expect(await bell.getAttribute('aria-label')).toBe(
        `${notificationCenterTexts.bellLabel}, ${notificationCenterTexts.unread(2)}`,
      );

      await bell.click();
      const panel = page.getByRole('region', { name: notificationCenterTexts.heading, exact: true });
      const title = notificationTexts.bookingRequest.subject('Chime Student');
      await expect.poll(() => panel.getByRole('link', { name: new RegExp(title) }).count()).toBe(2);

      await panel.getByRole('button', { name: notificationCenterTexts.markAllRead }).click();
      await expect.poll(() => page.getByTestId('notification-count').count(), { timeout: 10_000 }).toBe(0);
      expect(await bell.getAttribute('aria-label')).toBe(notificationCenterTexts.bellLabel);
      expect(
        await panel.getByRole('button', { name: notificationCenterTexts.markAllRead }).isDisabled(),
      ).toBe(true);

      // A notice is a link to what it is about; following it closes the panel.
      await panel
        .getByRole('link', { name: new RegExp(title) })
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === '/teacher/dashboard');
      expect(await panel.isHidden()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['desktop', 'light', DESKTOP],
    ['phone', 'light', PHONE],
    ['desktop', 'dark', DESKTOP],
    ['phone', 'dark', PHONE],
  ] as Array<[string, 'light' | 'dark', Viewport]>)(
    'the open panel on %s in %s mode has no serious accessibility violation',
    async (_label, mode, viewport) => {
      const page = await teacherWithNotice();
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: mode });
      // A fresh load in this size and mode, the panel closed, as a person opening the page on that screen.
      await page.reload();
      await page.getByTestId('notification-count').waitFor();
      await page.getByTestId('notification-bell').click();
      const panel = page.getByRole('region', { name: notificationCenterTexts.heading, exact: true });
      await panel.getByRole('link').first().waitFor();
      const box = await panel.boundingBox();
      // The panel fits the screen it opens on.
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
      await saveScreenshot(page, `notifications-open${mode === 'dark' ? '-dark' : ''}`, viewport, {
        fullPage: false,
      });
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
  );
});
