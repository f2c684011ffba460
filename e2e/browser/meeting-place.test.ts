/// <reference lib="dom" />
// Where an approved session meets, on both sides' cards in a real browser: the place line, and 'Join'
// off (with the reason as its description) until 10 minutes before the start, then a link that opens
// the teacher's own Zoom address in a new tab. The browser's clock is moved on, as a waiting user's is.
import { formatTime, meetingPlaceTexts } from '@appointments/domain';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInAccount } from '../support/accounts';
import { callApi } from '../support/api';
import { openPage, useChromium } from '../support/browser';
import { hoursFromNow } from '../support/time';
import { logIn, uniqueWord, waitForPath } from './browser-session';

const LIVE = 15_000;
const browser = await useChromium();

/** The text of the element(s) that describe `control` (aria-describedby). */
async function descriptionOf(control: Locator): Promise<string> {
  return control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );
}

describe('the place on approved cards', { timeout: 180_000 }, () => {
  it("keeps 'Join' off until 10 minutes before the start, then opens the teacher's Zoom link in a new tab", async () => {
    const zoom = 'https://us02web.zoom.us/j/81234567890';
    const teacher = await signedInAccount('teacher', { name: 'Dr Join Window', subject: uniqueWord('Join') });
    const student = await signedInAccount('student', { name: 'Joining Student' });
    const saved = await callApi('/teacher/profile', {
      method: 'PUT',
      token: teacher.token,
      body: { name: teacher.name, profile: { meetingLink: zoom } },
    });
    expect(saved.status).toBe(200);
    // Just past the hour of notice a booking needs.
    const start = hoursFromNow(1, 20);
    const added = await callApi('/teacher/availability', {
      token: teacher.token,
      body: { slots: [start], place: { kind: 'online' } },
    });
    expect(added.status).toBe(201);
    const booked = await callApi<{ _id: string }>('/student/book', {
      token: student.token,
      body: { teacherId: teacher.uid, dateTime: start, purpose: 'Join check', bookingType: 'slot_booking' },
    });
    expect(booked.status).toBe(201);
    const approved = await callApi(`/teacher/appointments/${booked.body.data?._id}`, {
      method: 'PUT',
      token: teacher.token,
      body: { status: 'approved' },
    });
    expect(approved.status).toBe(200);

    const { page, context } = await openPage(browser);
    await context.clock.install();
    await logIn(page, student.email, student.password);
    await waitForPath(page, '/student/dashboard');
    const card = page.locator('#myAppointments').getByRole('article', { name: teacher.name });
    await card
      .getByText(`${meetingPlaceTexts.placeLabel}: ${meetingPlaceTexts.onlineVia('us02web.zoom.us')}`)
      .waitFor({ timeout: LIVE });
    const closed = card.getByRole('button', { name: meetingPlaceTexts.join });
    expect(await closed.isDisabled()).toBe(true);
    const opensAt = new Date(Date.parse(start) - 10 * 60_000);
    expect(await descriptionOf(closed)).toBe(meetingPlaceTexts.joinOpensAt(formatTime(opensAt)));
    // The link is nowhere on the page before the window opens.
    expect(await page.locator(`a[href="${zoom}"]`).count()).toBe(0);

    // 71 minutes on: 9 minutes before the start, inside the window.
    await page.clock.fastForward('01:11:00');
    const open = card.getByRole('link', { name: meetingPlaceTexts.join });
    await open.waitFor({ timeout: LIVE });
    expect(await open.getAttribute('href')).toBe(zoom);
    expect(await open.getAttribute('target')).toBe('_blank');
    expect(await open.getAttribute('rel')).toContain('noopener');
    expect(await descriptionOf(open)).toBe(meetingPlaceTexts.joinNewTab);
    await context.close();
  });
});
