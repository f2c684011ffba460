/// <reference lib="dom" />
// 'Add to calendar' on approved appointment cards in a real browser: the student's card downloads an
// `.ics` that parses with the session's start, end and UID, and both cards link to Google Calendar
// with the session in UTC.
import { readFile } from 'node:fs/promises';
import { addToCalendarTexts, sessionEndMillis } from '@appointments/domain';
import ICAL from 'ical.js';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInAccount } from '../support/accounts';
import { callApi } from '../support/api';
import { useChromium } from '../support/browser';
import { hoursFromNow } from '../support/time';
import { signedInPage } from './browser-session';

const browser = await useChromium();

const googleDates = (slot: string) => {
  const utc = (millis: number) =>
    new Date(millis)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  return `${utc(Date.parse(slot))}/${utc(sessionEndMillis({ dateTime: slot }))}`;
};

async function googleLinkDates(card: Locator): Promise<string | null> {
  const href = await card.getByRole('link', { name: addToCalendarTexts.google }).getAttribute('href');
  return new URL(href ?? 'about:blank').searchParams.get('dates');
}

describe('add to calendar', () => {
  it('downloads the approved session as an .ics and links to Google Calendar, on both cards', async () => {
    const teacher = await signedInAccount('teacher', { name: 'Dr Diary', subject: 'Geography' });
    const student = await signedInAccount('student', { name: 'Diary Student' });
    const slot = hoursFromNow(30);
    const pendingSlot = hoursFromNow(54);
    expect(
      (await callApi('/teacher/availability', { token: teacher.token, body: { slots: [slot, pendingSlot] } }))
        .status,
    ).toBe(201);
    const book = async (dateTime: string, purpose: string) => {
      const booked = await callApi<{ _id: string }>('/student/book', {
        token: student.token,
        body: { teacherId: teacher.uid, dateTime, purpose, bookingType: 'slot_booking' },
      });
      expect(booked.status).toBe(201);
      return booked.body.data?._id ?? '';
    };
    const id = await book(slot, 'Map reading');
    await book(pendingSlot, 'Still waiting');
    const approved = await callApi(`/teacher/appointments/${id}`, {
      method: 'PUT',
      token: teacher.token,
      body: { status: 'approved' },
    });
    expect(approved.status).toBe(200);

    const studentSide = await signedInPage(browser, student, '/student/dashboard');
    try {
      const cards = studentSide.page.getByRole('article', { name: 'Dr Diary', exact: true });
      const card = cards.filter({ hasText: 'Map reading' });
      const download = card.getByRole('button', { name: addToCalendarTexts.download });
      await download.waitFor();
      // A request still waiting for the teacher offers nothing to add.
      const waiting = cards.filter({ hasText: 'Still waiting' });
      await waiting.waitFor();
      expect(await waiting.getByRole('button', { name: addToCalendarTexts.download }).count()).toBe(0);

      const [file] = await Promise.all([studentSide.page.waitForEvent('download'), download.click()]);
      expect(file.suggestedFilename()).toBe(`appointment-${id}.ics`);
      const calendar = new ICAL.Component(ICAL.parse(await readFile(await file.path(), 'utf8')));
      const vtimezone = calendar.getFirstSubcomponent('vtimezone');
      if (vtimezone) ICAL.TimezoneService.register(vtimezone);
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
      expect(event.uid).toBe(`appointment-${id}@college-appointments`);
      expect(event.startDate.toJSDate().toISOString()).toBe(slot);
      expect(event.endDate.toJSDate().getTime()).toBe(sessionEndMillis({ dateTime: slot }));
      expect(await googleLinkDates(card)).toBe(googleDates(slot));
    } finally {
      await studentSide.context.close();
    }

    const teacherSide = await signedInPage(browser, teacher, '/teacher/dashboard');
    try {
      const card = teacherSide.page
        .locator('#teacherAppointments')
        .getByRole('article')
        .filter({ hasText: 'Map reading' });
      await card.getByRole('button', { name: addToCalendarTexts.download }).waitFor();
      expect(await googleLinkDates(card)).toBe(googleDates(slot));
    } finally {
      await teacherSide.context.close();
    }
  });
});
