/// <reference lib="dom" />
// The student dashboard's first screen, in a real browser against the local stack with the demo seed and a
// college of 200 more students and 50 more teachers: on a phone the next session is within the first screen,
// Find Teachers lists the soonest free slot first and says when it is, and the figures speak of this month.
import { formatTime, formatWeekdayDateTime, studentDashboardTexts } from '@appointments/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAccount } from '../support/accounts';
import { callApi } from '../support/api';
import { DESKTOP, PHONE, saveScreenshot, useChromium } from '../support/browser';
import { type SeededAccounts, seedAccounts } from '../support/seeded-accounts';
import { hoursFromNow } from '../support/time';
import { signedInPage, uniqueWord } from './browser-session';

const browser = await useChromium();
const LIVE = 15_000;

let college: SeededAccounts;
beforeAll(async () => {
  college = await seedAccounts(uniqueWord('College').split(' ')[1] ?? 'college', 200, 50);
});
afterAll(async () => {
  await college?.remove();
});

async function publishSlots(teacher: SignedIn, slots: string[]): Promise<void> {
  for (const slot of slots) {
    const answer = await callApi('/teacher/availability', { token: teacher.token, body: { slots: [slot] } });
    expect(answer.status).toBe(201);
  }
}

async function request(
  student: SignedIn,
  teacher: SignedIn,
  dateTime: string,
  purpose: string,
): Promise<string> {
  const answer = await callApi<{ _id: string }>('/student/book', {
    token: student.token,
    body: { teacherId: teacher.uid, dateTime, purpose, bookingType: 'custom_request' },
  });
  expect(answer.status).toBe(201);
  return answer.body.data?._id ?? '';
}

async function approve(teacher: SignedIn, id: string): Promise<void> {
  const answer = await callApi(`/teacher/appointments/${id}`, {
    method: 'PUT',
    token: teacher.token,
    body: { status: 'approved' },
  });
  expect(answer.status).toBe(200);
}

/** The names of Find Teachers' cards, in the order shown. */
function cardNames(page: Page): Promise<string[]> {
  return page
    .locator('#findTeachers')
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
}

describe('student dashboard, first screen', () => {
  it('shows the next session within the first phone screen, then the waiting request, with month lines', async () => {
    const teacher = await signedInAccount('teacher', { name: 'Nandini Rao', subject: uniqueWord('Optics') });
    const other = await signedInAccount('teacher', {
      name: 'Vikram Sethi',
      subject: uniqueWord('Acoustics'),
    });
    const student = await signedInAccount('student', { name: 'Isha Kapoor' });
    const sessionAt = hoursFromNow(30);
    await approve(teacher, await request(student, teacher, sessionAt, 'Lens design doubts'));
    await request(student, other, hoursFromNow(50), 'Room acoustics project');

    const { page, context } = await signedInPage(browser, student, '/student/dashboard', { viewport: PHONE });
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Isha Kapoor!' }).waitFor();
    const next = page.getByTestId('next-session');
    await next.getByText(teacher.name).waitFor({ timeout: LIVE });
    await next.getByText(new RegExp(formatTime(sessionAt))).waitFor();
    await next.getByText(/\(in \d+ (hour|day)s?\)/).waitFor();

    // Where the page opens (no scrolling), the whole card is inside the phone's 844 px.
    const { top, bottom, scrolled } = await next.evaluate((card) => {
      const box = card.getBoundingClientRect();
      return { top: box.top + window.scrollY, bottom: box.bottom + window.scrollY, scrolled: window.scrollY };
    });
    expect(scrolled).toBe(0);
    expect(top).toBeGreaterThan(0);
    expect(bottom).toBeLessThanOrEqual(PHONE.height);

    const waiting = page.getByRole('region', { name: /Waiting for the teacher \(1\)/ });
    await waiting.getByText(other.name).waitFor();
    await waiting.getByText('Pending', { exact: true }).waitFor();

    // My Appointments is one tap away: the bottom bar scrolls to it.
    await page
      .getByRole('navigation', { name: 'Dashboard sections' })
      .getByRole('button', { name: 'Appointments' })
      .click();
    await expect
      .poll(
        () => page.locator('#myAppointments').evaluate((section) => section.getBoundingClientRect().top),
        {
          timeout: 5_000,
        },
      )
      .toBeLessThan(200);

    // Both made this month, none last month: 'new', never '+100%'.
    const figure = (label: string) =>
      page.locator('#myAppointments').getByText(label, { exact: true }).locator('xpath=../..');
    const labels = studentDashboardTexts.statCards;
    await figure(labels.totalAppointments).getByText('2 new this month').waitFor();
    await figure(labels.pendingRequests).getByText('1 new this month').waitFor();
    // Nothing completed in either month: no line at all.
    await expect(figure(labels.completedSessions).textContent()).resolves.toBe(
      `${labels.completedSessions}0`,
    );
    await expect(page.getByText(/\+100% this month/).count()).resolves.toBe(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'student-dashboard-first-screen', PHONE, { fullPage: false });
    await saveScreenshot(page, 'student-dashboard-overview', PHONE);
    await context.close();
  });

  it('lists teachers by soonest free slot, saying when, with the slotless ones after', async () => {
    const department = uniqueWord('Ordering');
    const tag = department.split(' ')[1] ?? '';
    // Names in the reverse of the wanted order, so name order cannot pass for slot order.
    const later = await signedInAccount('teacher', {
      name: `Bharat Later ${tag}`,
      department,
      subject: 'Optics',
    });
    const sooner = await signedInAccount('teacher', {
      name: `Zara Sooner ${tag}`,
      department,
      subject: 'Optics',
    });
    const none = await signedInAccount('teacher', {
      name: `Aditi None ${tag}`,
      department,
      subject: 'Optics',
    });
    const laterSlot = hoursFromNow(78);
    const soonerSlot = hoursFromNow(30);
    await publishSlots(later, [laterSlot]);
    await publishSlots(sooner, [hoursFromNow(100), soonerSlot]);
    // Among all teachers (the demo seed, the 50 above, every other test's), this one's slot is the soonest.
    const first = await signedInAccount('teacher', { name: `Zz Soonest ${tag}`, subject: 'Optics' });
    const firstSlot = hoursFromNow(2);
    await publishSlots(first, [firstSlot]);

    const student = await signedInAccount('student');
    const { page, context } = await signedInPage(browser, student, '/student/dashboard', {
      viewport: DESKTOP,
    });
    const section = page.locator('#findTeachers');

    // The whole college, first page: the teacher with the soonest slot leads, and no teacher without a free
    // slot stands before one with a slot.
    await expect.poll(async () => (await cardNames(page))[0], { timeout: LIVE }).toBe(first.name);
    await section
      .getByRole('article', { name: first.name })
      .getByText(`Next free: ${formatWeekdayDateTime(firstSlot)}`)
      .waitFor();
    const hasNext = await section
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => (card.textContent ?? '').includes('Next free:')));
    expect(hasNext.indexOf(false) === -1 || !hasNext.slice(hasNext.indexOf(false)).includes(true)).toBe(true);

    // One department: soonest first whatever the names, then the teacher without a slot.
    // The dropdown lists the department once the trigger has counted its teachers.
    await section.locator(`option[value="${department}"]`).waitFor({ state: 'attached', timeout: LIVE });
    await section.getByLabel('Department').selectOption(department);
    await expect.poll(() => cardNames(page), { timeout: LIVE }).toEqual([sooner.name, later.name, none.name]);
    await section
      .getByRole('article', { name: sooner.name })
      .getByText(`Next free: ${formatWeekdayDateTime(soonerSlot)}`)
      .waitFor();
    await section
      .getByRole('article', { name: later.name })
      .getByText(`Next free: ${formatWeekdayDateTime(laterSlot)}`)
      .waitFor();
    const slotless = section.getByRole('article', { name: none.name });
    await expect(slotless.getByText(/Next free/).count()).resolves.toBe(0);
    await expect(slotless.getByText(/Experience|N\/A/).count()).resolves.toBe(0);
    await section.evaluate((element) => element.scrollIntoView());
    await saveScreenshot(page, 'student-dashboard-find-teachers', DESKTOP, { fullPage: false });
    await context.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    'screenshots the dashboard with a session, a request and teachers, light and dark (%s)',
    async (_name, viewport) => {
      const teacher = await signedInAccount('teacher', {
        name: 'Meera Pillai',
        department: 'Physics',
        subject: 'Optics',
      });
      await publishSlots(teacher, [hoursFromNow(26), hoursFromNow(50)]);
      const student = await signedInAccount('student', { name: 'Rahul Verma' });
      await approve(teacher, await request(student, teacher, hoursFromNow(20), 'Diffraction grating lab'));
      await request(student, teacher, hoursFromNow(44), 'Exam revision');
      const { page, context } = await signedInPage(browser, student, '/student/dashboard', { viewport });
      await page.getByTestId('next-session').getByText(teacher.name).waitFor({ timeout: LIVE });
      await page.locator('#findTeachers').getByRole('article').first().waitFor({ timeout: LIVE });
      await page.locator('.Toastify__toast').first().waitFor({ state: 'detached', timeout: 15_000 });
      await saveScreenshot(page, 'student-dashboard-top', viewport, { fullPage: false });
      await saveScreenshot(page, 'student-dashboard-page', viewport);

      // Dark: the mode follows the system until the person picks one (web/public/color-mode.js).
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.reload();
      await page.getByTestId('next-session').getByText(teacher.name).waitFor({ timeout: LIVE });
      await page.locator('#findTeachers').getByRole('article').first().waitFor({ timeout: LIVE });
      await expect(page.evaluate(() => document.documentElement.classList.contains('dark'))).resolves.toBe(
        true,
      );
      await saveScreenshot(page, 'student-dashboard-top-dark', viewport, { fullPage: false });
      await saveScreenshot(page, 'student-dashboard-page-dark', viewport);
      await context.close();
    },
  );
});
