/// <reference lib="dom" />
// 'Find the right teacher' in a real browser (zone America/New_York): a need in a student's own words,
// suggestions with their reasons and earliest slot in India's time, and that slot booked through the booking
// modal, opened with the slot chosen and the need as the purpose.
import {
  bookingModalTexts,
  collections,
  formatDateTime,
  formatTime,
  formatWeekdayDate,
  matchingTexts,
  successMessages,
} from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { signedInAccount } from '../support/accounts';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { useChromium } from '../support/browser';
import { matchingInLine } from '../support/matching';
import { hoursFromNow } from '../support/time';
import { signedInPage, toastShown } from './browser-session';

const browser = await useChromium();

describe('find the right teacher', () => {
  it('types a need, sees teachers with reasons and slots, and books the earliest slot through the prefilled modal', async () => {
    // A word no other teacher's profile carries, so this teacher is the nearest.
    const topic = `zebrafish${Date.now().toString(36)}`;
    const teacher = await signedInAccount('teacher', { name: 'Kavya Raghunathan' });
    const saved = await callApi('/teacher/profile', {
      method: 'PUT',
      token: teacher.token,
      body: {
        name: teacher.name,
        subject: 'Genetics',
        department: 'Biology',
        profile: {
          researchInterests: [`${topic} heredity`, 'Plant breeding'],
          qualification: ['PhD Genetics'],
        },
      },
    });
    expect(saved.status).toBe(200);
    const [first, second] = [hoursFromNow(30), hoursFromNow(54)];
    const slots = await callApi('/teacher/availability', {
      token: teacher.token,
      body: { slots: [second, first] },
    });
    expect(slots.status).toBe(201);
    // The profile trigger embeds the teacher's current profile moments after the write.
    await matchingInLine(teacher.uid);

    const student = await signedInAccount('student');
    const { page, context } = await signedInPage(browser, student, '/student/dashboard');
    const section = page.locator('#matchTeachers');
    await section.getByRole('heading', { name: matchingTexts.title }).waitFor();

    // Filler alone is refused in the form, with the shared schema's words.
    await section.getByLabel(matchingTexts.needLabel).fill('samajh nahi aa raha');
    await section.getByRole('button', { name: matchingTexts.submit }).click();
    await section.getByText(/Please name the subject or topic/).waitFor();

    const need = `Mujhe ${topic} wala genetics samajh nahi aa raha`;
    await section.getByLabel(matchingTexts.needLabel).fill(need);
    await section.getByRole('button', { name: matchingTexts.submit }).click();
    const result = section.getByRole('article', { name: teacher.name });
    await result.waitFor();
    await result.getByText(`${matchingTexts.reasonKinds.subject}: Genetics`).waitFor();
    await result.getByText(`${matchingTexts.reasonKinds.researchInterest}: ${topic} heredity`).waitFor();
    await expect(result.getByText('Plant breeding').count()).resolves.toBe(0);
    // The browser is in New York; the slot reads in India's time.
    await result.getByText(`${matchingTexts.earliestSlot}: ${formatDateTime(first)}`).waitFor();
    await expect(section.getByRole('article').count()).resolves.toBeLessThanOrEqual(5);

    await result
      .getByRole('button', { name: matchingTexts.bookSlotLabel(teacher.name, formatDateTime(first)) })
      .click();
    // Nothing is booked yet: the modal shows the slot chosen and the need as the purpose.
    const booking = page.getByRole('dialog', { name: bookingModalTexts.title(true, teacher.name) });
    const chosen = booking.getByRole('radio', { name: `${formatWeekdayDate(first)}, ${formatTime(first)}` });
    await chosen.waitFor();
    expect(await chosen.isChecked()).toBe(true);
    expect(await booking.getByLabel(bookingModalTexts.purposeOptional).inputValue()).toBe(need);
    const before = await adminDb
      .collection(collections.appointments)
      .where('studentId', '==', student.uid)
      .get();
    expect(before.size).toBe(0);
    await booking.getByRole('button', { name: bookingModalTexts.bookNow }).click();
    await toastShown(page, successMessages.slotBooked);
    const booked = page.locator('#myAppointments').getByRole('article', { name: teacher.name });
    await booked.getByText('Pending', { exact: true }).waitFor();
    await booked.getByText(formatTime(first)).waitFor();
    // The booked slot is gone: the suggestion now offers the teacher's next one.
    await result.getByText(`${matchingTexts.earliestSlot}: ${formatDateTime(second)}`).waitFor();

    const stored = await adminDb
      .collection(collections.appointments)
      .where('studentId', '==', student.uid)
      .get();
    expect(stored.docs.map((doc) => [doc.get('teacherId'), doc.get('bookingType')])).toEqual([
      [teacher.uid, 'slot_booking'],
    ]);
    await context.close();
  });
});
