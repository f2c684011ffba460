/// <reference lib="dom" />
// The choice of notification mails on the profile page, in a real browser: a teacher turns appointment
// requests off, the choice survives a reload, and the next booking queues no mail for them while the
// student's own mails still go.
import { collections, mailPreferencesTexts, notificationTexts } from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { signedInAccount } from '../support/accounts';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { useChromium } from '../support/browser';
import { hoursFromNow } from '../support/time';
import { appUrl, signedInPage, toastShown } from './browser-session';

const browser = await useChromium();

async function queuedSubjects(email: string): Promise<string[]> {
  const queued = await adminDb.collection(collections.mail).where('to', '==', email).get();
  return queued.docs.map((doc) => String(doc.get('message.subject')));
}

describe('mail preferences on the profile page', () => {
  it('turns appointment-request mails off, and the next request is not mailed', async () => {
    const teacher = await signedInAccount('teacher', { name: 'Dr Quiet', subject: 'Poetry' });
    const student = await signedInAccount('student', { name: 'Booking Student' });
    const { context, page } = await signedInPage(browser, teacher, '/teacher/dashboard');
    try {
      await page.goto(`${appUrl}/teacher/profile`);
      const card = page.getByRole('region', { name: mailPreferencesTexts.title, exact: true });
      const requests = card.getByRole('checkbox', { name: mailPreferencesTexts.kinds.bookingRequests.label });
      const reminders = card.getByRole('checkbox', { name: mailPreferencesTexts.kinds.reminders.label });
      await requests.waitFor();
      expect(await requests.isChecked()).toBe(true);
      expect(await reminders.isChecked()).toBe(true);

      await requests.click();
      await toastShown(page, mailPreferencesTexts.saved);
      expect(await requests.isChecked()).toBe(false);
      await page.reload();
      await requests.waitFor();
      await expect.poll(() => requests.isChecked()).toBe(false);
      expect(await reminders.isChecked()).toBe(true);
    } finally {
      await context.close();
    }

    const slot = hoursFromNow(40);
    expect(
      (await callApi('/teacher/availability', { token: teacher.token, body: { slots: [slot] } })).status,
    ).toBe(201);
    const booked = await callApi<{ _id: string }>('/student/book', {
      token: student.token,
      body: { teacherId: teacher.uid, dateTime: slot, purpose: 'Sonnets', bookingType: 'slot_booking' },
    });
    expect(booked.status).toBe(201);
    // The mail is queued in the booking's own transaction: none was, for the teacher.
    expect(await queuedSubjects(teacher.email)).toEqual([]);
    // The teacher's other kinds still go: the student's approval goes to the student, and its
    // decision mail is queued as before.
    const decided = await callApi(`/teacher/appointments/${booked.body.data?._id}`, {
      method: 'PUT',
      token: teacher.token,
      body: { status: 'approved' },
    });
    expect(decided.status).toBe(200);
    expect(await queuedSubjects(student.email)).toEqual([notificationTexts.approved.subject('Dr Quiet')]);
  });
});
