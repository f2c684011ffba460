/// <reference lib="dom" />
// The student dashboard in a real browser, against the local stack, with the browser in America/New_York:
// every time on screen must still be India's. A teacher acts in a second browser context, so what the
// student sees change arrives through the live listeners, not a reload.
import {
  bookingModalTexts,
  findTeachersTexts,
  formatTime,
  formatWeekdayDate,
  ratingModalTexts,
  successMessages,
} from '@appointments/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type SignedIn, signedInAccount } from '../support/accounts';
import { callApi } from '../support/api';
import { DESKTOP, useChromium, type Viewport } from '../support/browser';
import { pickIstInstant, quarterHourFromNow } from '../support/ist-field';
import { hoursFromNow } from '../support/time';
import { searchFindTeachers, signedInPage, toastShown, uniqueWord } from './browser-session';

const browser = await useChromium();
async function publishSlots(teacher: SignedIn, slots: string[]): Promise<void> {
  for (const slot of slots) {
    const answer = await callApi('/teacher/availability', {
      method: 'POST',
      token: teacher.token,
      body: { slots: [slot] },
    });
    expect(answer.status).toBe(201);
  }
}

async function studentOnDashboard(viewport: Viewport = DESKTOP) {
  const student = await signedInAccount('student', { name: 'Priya Sharma' });
  const { context, page } = await signedInPage(browser, student, '/student/dashboard', { viewport });
  return { student, context, page };
}

function teacherCard(page: Page, teacherName: string) {
  return page.locator('#findTeachers').getByRole('article', { name: teacherName });
}

function appointmentCards(page: Page, teacherName: string) {
  return page.locator('#myAppointments').getByRole('article', { name: teacherName });
}

async function searchTeachers(page: Page, text: string): Promise<void> {
  await searchFindTeachers(page, text);
}

describe('student dashboard', () => {
  it('finds a teacher by subject, books a slot, sees it approved live, requests a custom time and rates', async () => {
    const subject = uniqueWord('Organic Chemistry');
    const teacher = await signedInAccount('teacher', {
      name: 'Kavita Menon',
      department: 'Chemistry',
      subject,
    });
    const slot = hoursFromNow(30);
    // Kept, not computed again later: a minute turning over meanwhile would name another time.
    const otherSlot = hoursFromNow(54);
    await publishSlots(teacher, [slot, otherSlot]);
    const { student, page, context } = await studentOnDashboard();

    await searchTeachers(page, subject.toLowerCase());
    const card = teacherCard(page, teacher.name);
    await card.waitFor();
    await expect(page.locator('#findTeachers').getByRole('article').count()).resolves.toBe(1);
    await card.getByText('2 slots available').waitFor();

    await card.getByRole('button', { name: findTeachersTexts.bookAppointment }).click();
    const booking = page.getByRole('dialog', { name: bookingModalTexts.title(true, teacher.name) });
    await booking.waitFor();
    // The browser runs in New York; the slot must read in India's time.
    const slotText = `${formatWeekdayDate(slot)}, ${formatTime(slot)}`;
    await booking.getByRole('radio', { name: slotText }).check();
    await booking.getByLabel(bookingModalTexts.purposeOptional).fill('Reaction mechanisms revision');
    await booking.getByRole('button', { name: bookingModalTexts.bookNow }).click();
    await toastShown(page, successMessages.slotBooked);
    await booking.waitFor({ state: 'detached' });

    const booked = appointmentCards(page, teacher.name).filter({ hasText: 'Reaction mechanisms revision' });
    await booked.getByText('Pending', { exact: true }).waitFor();
    await booked.getByText(formatTime(slot)).waitFor();
    await booked.getByText('Preset Slot').waitFor();
    await card.getByText('1 slot available').waitFor();

    // The teacher approves in another browser: the student's card turns approved without a reload.
    const teacherView = await signedInPage(browser, teacher, '/teacher/dashboard');
    await teacherView.page
      .getByRole('article')
      .filter({ hasText: 'Reaction mechanisms revision' })
      .getByRole('button', { name: 'Approve Session' })
      .click();
    await booked.getByText('Approved', { exact: true }).waitFor({ timeout: 10_000 });
    await booked.getByText('Next', { exact: true }).waitFor();
    await teacherView.context.close();

    // The other slot is taken by the API meanwhile: the card now offers a custom request.
    const other = await signedInAccount('student');
    const taken = await callApi('/student/book', {
      method: 'POST',
      token: other.token,
      body: { teacherId: teacher.uid, dateTime: otherSlot, purpose: '', bookingType: 'slot_booking' },
    });
    expect(taken.status).toBe(201);
    await card.getByText('No slots available').waitFor({ timeout: 10_000 });

    await card.getByRole('button', { name: findTeachersTexts.requestAppointment }).click();
    const request = page.getByRole('dialog', { name: bookingModalTexts.title(false, teacher.name) });
    await request.getByText(bookingModalTexts.noAvailableSlots).waitFor();
    await request.getByRole('button', { name: bookingModalTexts.sendRequest }).click();
    await request.getByText('Please select your preferred date and time').waitFor();
    const wanted = quarterHourFromNow(75);
    await pickIstInstant(request, bookingModalTexts.preferredDateTime, wanted);
    await request.getByRole('button', { name: bookingModalTexts.sendRequest }).click();
    await request.getByText('Please explain the purpose for your custom request').waitFor();
    await request.getByLabel(bookingModalTexts.purpose, { exact: true }).fill('Lab report feedback');
    await request.getByRole('button', { name: bookingModalTexts.sendRequest }).click();
    await toastShown(page, successMessages.customRequestSent);

    const requested = appointmentCards(page, teacher.name).filter({ hasText: 'Lab report feedback' });
    await requested.getByText('Custom Request').waitFor();
    // Typed as India's wall clock in a New York browser, shown back as the same India time.
    await requested.getByText(formatTime(wanted)).waitFor();

    // Rating: first a submit, then an update that shows the earlier rating and its date.
    await card.getByRole('button', { name: findTeachersTexts.rateTeacher }).click();
    const rating = page.getByRole('dialog', { name: ratingModalTexts.title(teacher.name) });
    const submit = rating.getByRole('button', { name: ratingModalTexts.submit });
    await submit.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await rating.getByRole('button', { name: ratingModalTexts.starLabel(4, 'Very Good') }).click();
    await rating.getByLabel(ratingModalTexts.review).fill('  Clear explanations  ');
    await submit.click();
    await toastShown(page, successMessages.ratingSubmitted);
    await card.getByText('4.0').waitFor({ timeout: 10_000 });

    await card.getByRole('button', { name: findTeachersTexts.rateTeacher }).click();
    await rating.getByText(/You rated 4\/5 on/).waitFor();
    await rating.getByRole('button', { name: ratingModalTexts.starLabel(5, 'Excellent') }).click();
    await rating.getByRole('button', { name: ratingModalTexts.update }).click();
    await toastShown(page, successMessages.ratingUpdated);
    await card.getByText('5.0').waitFor({ timeout: 10_000 });
    const stored = await callApi<{ rating: number; review: string }>(`/student/rating/${teacher.uid}`, {
      method: 'GET',
      token: student.token,
    });
    expect(stored.body.data).toMatchObject({ rating: 5, review: 'Clear explanations' });
    await context.close();
  });

  it('gives a slot to exactly one of two students who book it at once; the other is told', async () => {
    const subject = uniqueWord('Linear Algebra');
    const teacher = await signedInAccount('teacher', {
      name: 'Rohan Gupta',
      department: 'Mathematics',
      subject,
    });
    const slot = hoursFromNow(40);
    await publishSlots(teacher, [slot]);
    const first = await studentOnDashboard();
    const second = await studentOnDashboard();

    const dialogs = [];
    for (const { page } of [first, second]) {
      await searchTeachers(page, subject);
      await teacherCard(page, teacher.name)
        .getByRole('button', { name: findTeachersTexts.bookAppointment })
        .click();
      const dialog = page.getByRole('dialog', { name: bookingModalTexts.title(true, teacher.name) });
      await dialog.getByRole('radio', { name: `${formatWeekdayDate(slot)}, ${formatTime(slot)}` }).check();
      dialogs.push(dialog);
    }
    await Promise.all(
      dialogs.map((dialog) => dialog.getByRole('button', { name: bookingModalTexts.bookNow }).click()),
    );

    // Two bookings at once each start a function worker on the emulator: allow for its cold start.
    const outcome = /Appointment booked successfully|This time slot is no longer available/;
    const outcomes = await Promise.all(
      [first.page, second.page].map(async (page) => {
        const shown = page.getByRole('alert').filter({ hasText: outcome }).first();
        await shown.waitFor({ timeout: 30_000 });
        const text = (await shown.textContent()) ?? '';
        return text.includes(successMessages.slotBooked) ? ('booked' as const) : ('refused' as const);
      }),
    );
    expect([...outcomes].sort()).toEqual(['booked', 'refused']);
    const loser = outcomes.indexOf('refused') === 0 ? first.page : second.page;
    // The taken slot is gone from the loser's screen by itself: the open modal offers a custom request.
    const offered = loser.getByRole('dialog', { name: bookingModalTexts.title(false, teacher.name) });
    await offered.getByRole('button', { name: bookingModalTexts.cancel }).click();
    await teacherCard(loser, teacher.name).getByText('No slots available').waitFor({ timeout: 10_000 });

    const stored = await callApi<unknown[]>('/teacher/appointments', { method: 'GET', token: teacher.token });
    expect(stored.body.data).toHaveLength(1);
    await first.context.close();
    await second.context.close();
  });
});
