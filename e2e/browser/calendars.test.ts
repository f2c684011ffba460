/// <reference lib="dom" />
// Calendars both ways in a real browser: the subscription card (address, apps, a new address) on the
// profile page, the teacher's busy-calendar card with its status, the week's held-back slots and clash,
// and the day-shape form naming a wrong field; each at phone and desktop size, light and dark.
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { busyCalendarTexts, calendarFeedTexts, dayShapeTexts } from '@appointments/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSignedCertificate } from '../../scripts/lib/test-certificate';
import { signedInAccount } from '../support/accounts';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { DESKTOP, PHONE, saveElementScreenshots, useChromium } from '../support/browser';
import { addSlots, bookSlot, decide } from '../support/lifecycle';
import { appUrl, signedInPage, toastShown } from './browser-session';

const browser = await useChromium();
const TEST_HOST = 'calendar.test';
const certificate = selfSignedCertificate(TEST_HOST);
const HOUR = 3_600_000;
const IST = 5.5 * HOUR;
/** Tomorrow at `hour` IST. */
const tomorrowAt = (hour: number) => {
  const istMidnight = Math.floor((Date.now() + IST) / (24 * HOUR)) * 24 * HOUR;
  return istMidnight + 24 * HOUR + hour * HOUR - IST;
};
const ics = (millis: number) => `${new Date(millis).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
const calendar = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Test//Busy//EN',
  'BEGIN:VEVENT',
  'UID:seminar@test',
  'DTSTAMP:20260101T000000Z',
  `DTSTART:${ics(tomorrowAt(10))}`,
  `DTEND:${ics(tomorrowAt(11))}`,
  'SUMMARY:Department seminar',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

let server: Server;
let port = 0;
beforeAll(async () => {
  server = createServer({ cert: certificate.cert, key: certificate.key }, (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar' }).end(calendar);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
  await adminDb.doc('_emulator/busyCalendarTestHost').set({ hostname: TEST_HOST, cert: certificate.cert });
});
afterAll(async () => {
  await adminDb.doc('_emulator/busyCalendarTestHost').delete();
  await new Promise<void>((done) => server.close(() => done()));
});

describe('calendars both ways', { timeout: 240_000 }, () => {
  it('shows the subscription card and makes a new address after asking', async () => {
    const student = await signedInAccount('student');
    // One page, seen at phone size and then at desktop size.
    const { context, page } = await signedInPage(browser, student, '/student/dashboard', { viewport: PHONE });
    try {
      await page.goto(`${appUrl}/student/profile`);
      const card = page.getByRole('region', { name: calendarFeedTexts.title, exact: true });
      const address = card.getByLabel(calendarFeedTexts.addressLabel);
      await expect
        .poll(() => address.inputValue(), { timeout: 15_000 })
        .toMatch(/\/api\/calendar\/feed\/.+\.ics$/);
      const before = await address.inputValue();
      expect(await card.getByRole('link', { name: calendarFeedTexts.apple }).getAttribute('href')).toBe(
        before.replace(/^https?:\/\//, 'webcal://'),
      );
      await saveElementScreenshots(page, '#calendar-subscription', 'calendar-subscription', PHONE);
      await page.setViewportSize(DESKTOP);
      await card.getByRole('link', { name: calendarFeedTexts.apple }).waitFor();
      await saveElementScreenshots(page, '#calendar-subscription', 'calendar-subscription', DESKTOP);

      await card.getByRole('button', { name: calendarFeedTexts.rotate }).click();
      await card.getByText(calendarFeedTexts.rotateConfirm).waitFor();
      await card.getByRole('group').getByRole('button', { name: calendarFeedTexts.rotate }).click();
      await toastShown(page, calendarFeedTexts.rotated);
      await expect.poll(() => address.inputValue()).not.toBe(before);
    } finally {
      await context.close();
    }
  });

  it("marks the teacher's busy slots and the clash, and names a wrong day setting", async () => {
    const teacher = await signedInAccount('teacher', { name: 'Dr Busy' });
    const student = await signedInAccount('student', { name: 'Clashing Student' });
    const iso = (ms: number) => new Date(ms).toISOString();
    const busySlot = iso(tomorrowAt(10));
    const freeSlot = iso(tomorrowAt(12));
    const sessionSlot = iso(tomorrowAt(10.5));
    expect((await addSlots(teacher, [busySlot, freeSlot, sessionSlot])).status).toBe(201);
    const booked = await bookSlot(student, teacher, sessionSlot);
    expect((await decide(teacher, booked.body.data?._id ?? '', 'approved')).status).toBe(200);
    const saved = await callApi<{ status: string }>('/teacher/busy-calendar', {
      method: 'PUT',
      token: teacher.token,
      body: { url: `https://${TEST_HOST}:${port}/seminar.ics` },
    });
    expect(saved.body.data?.status).toBe('ok');

    // One page, seen at phone size and then at desktop size.
    const { context, page } = await signedInPage(browser, teacher, '/teacher/dashboard', { viewport: PHONE });
    try {
      const week = page.locator('section[aria-labelledby="week-view-heading"]');
      const busyCard = page.locator('#busy-calendar');
      const shape = page.locator('#day-shape');
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await week.locator('[data-blocked="busy"]').first().waitFor({ timeout: 20_000 });
        expect(await week.locator('[data-blocked]').count()).toBe(1);
        await week.locator('[data-conflict="true"]').first().waitFor();
        await saveElementScreenshots(
          page,
          'section[aria-labelledby="week-view-heading"]',
          'week-busy',
          viewport,
        );

        await busyCard.getByText(busyCalendarTexts.conflictsTitle).waitFor();
        await busyCard
          .getByRole('status')
          .getByText(/Read .*1 busy time/)
          .waitFor();
        await saveElementScreenshots(page, '#busy-calendar', 'busy-calendar-card', viewport);

        await shape.getByLabel(dayShapeTexts.bufferBefore).fill('90');
        await shape.getByRole('button', { name: dayShapeTexts.save }).click();
        await shape.getByText(dayShapeTexts.bufferRange).waitFor();
        await saveElementScreenshots(page, '#day-shape', 'day-shape-card', viewport);
        // A valid value, saved, takes the message away, so the desktop round sees it come back; the next
        // Save is pressed only once this one has finished (a save under way holds the button).
        await shape.getByLabel(dayShapeTexts.bufferBefore).fill('0');
        await shape.getByRole('button', { name: dayShapeTexts.save }).click();
        await toastShown(page, dayShapeTexts.saved);
        await shape.getByText(dayShapeTexts.bufferRange).waitFor({ state: 'detached' });
        await shape.getByRole('button', { name: dayShapeTexts.save }).and(page.locator(':enabled')).waitFor();
      }
    } finally {
      await context.close();
    }
  });
});
