/// <reference lib="dom" />
// The teacher dashboard opens on what the teacher came for, on a phone, among a college's worth of accounts
// (the demo seed plus 200 students and 50 teachers written here): the first request waiting for a decision
// is within the first 1,300 px, 'Urgent' marks only the request due within 24 hours, and an in-person
// session names its place on the teacher's card and the student's alike.
import { meetingPlaceTexts } from '@appointments/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAccount } from '../support/accounts';
import { callApi } from '../support/api';
import { DESKTOP, PHONE, saveScreenshot, useChromium, type Viewport } from '../support/browser';
import { type SeededAccounts, seedAccounts } from '../support/seeded-accounts';
import { hoursFromNow } from '../support/time';
import { signedInPage, uniqueWord } from './browser-session';

const browser = await useChromium();
const OFFICE = 'Room 214, Humanities Block';

let seeded: SeededAccounts;
let teacher: SignedIn;
let student: SignedIn;

beforeAll(async () => {
  seeded = await seedAccounts(uniqueWord('Crowd').split(' ')[1] ?? 'Crowd', 200, 50);
  teacher = await signedInAccount('teacher', {
    name: 'Kavya Menon',
    department: 'History',
    subject: 'Modern History',
  });
  student = await signedInAccount('student', { name: 'Rohan Gupta' });
  const office = await callApi('/teacher/profile', {
    method: 'PUT',
    token: teacher.token,
    // The profile is saved whole: the subject and department go with the office.
    body: {
      name: teacher.name,
      subject: 'Modern History',
      department: 'History',
      profile: { officeHours: { location: OFFICE } },
    },
  });
  expect(office.status).toBe(200);
  // Availability the page also shows: a few slots over the week.
  for (const hours of [30, 54, 78]) {
    const added = await callApi('/teacher/availability', {
      token: teacher.token,
      body: { slots: [hoursFromNow(hours)], place: { kind: 'in_person' } },
    });
    expect(added.status).toBe(201);
  }
  // A request four days away (not urgent) and one due in ten hours (urgent), both to meet in person.
  for (const [hours, purpose] of [
    [96, 'Essay structure'],
    [10, 'Exam tomorrow'],
  ] as const) {
    const asked = await callApi('/student/book', {
      token: student.token,
      body: {
        teacherId: teacher.uid,
        dateTime: hoursFromNow(hours),
        purpose,
        bookingType: 'custom_request',
        place: { kind: 'in_person' },
      },
    });
    expect(asked.status).toBe(201);
  }
}, 180_000);

afterAll(async () => {
  await seeded?.remove();
});

function requests(page: Page) {
  return page.locator('#teacherAppointments').getByRole('article');
}

/** How far below the top of the page an element starts, in CSS pixels. */
function pageOffset(page: Page, selector: string): Promise<number> {
  return page.evaluate((target) => {
    const element = document.querySelector(target);
    if (!element) throw new Error(`${target} is not on the page`);
    return element.getBoundingClientRect().top + window.scrollY;
  }, selector);
}

/** The same page in the dark colour mode (the mode the person chose is remembered under 'color-mode'). */
async function saveDarkScreenshot(page: Page, viewport: Viewport): Promise<void> {
  await page.evaluate(() => localStorage.setItem('color-mode', 'dark'));
  await page.reload();
  await requests(page).first().waitFor({ timeout: 20_000 });
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await saveScreenshot(page, 'teacher-dashboard-first-screen-dark', viewport);
  await page.evaluate(() => localStorage.removeItem('color-mode'));
}

describe('the teacher dashboard, phone first', { timeout: 120_000 }, () => {
  it('shows the first request waiting for a decision within the first 1,300 px of a phone, urgent only within 24 hours', async () => {
    const { page, context } = await signedInPage(browser, teacher, '/teacher/dashboard', { viewport: PHONE });
    const urgent = requests(page).filter({ hasText: 'Exam tomorrow' });
    await urgent.waitFor({ timeout: 20_000 });
    // The soonest session is the decision that cannot wait: it comes first.
    expect(await requests(page).first().textContent()).toContain('Exam tomorrow');
    expect(await pageOffset(page, '#teacherAppointments article')).toBeLessThan(1300);

    await urgent.getByText('Urgent', { exact: true }).waitFor();
    const later = requests(page).filter({ hasText: 'Essay structure' });
    expect(await later.getByText('Urgent', { exact: true }).count()).toBe(0);
    expect(await page.locator('#teacherAppointments').getByText('Urgent', { exact: true }).count()).toBe(1);

    // The request to meet in person names where: the office, as the teacher's profile gives it.
    const where = `${meetingPlaceTexts.placeLabel}: ${meetingPlaceTexts.inPersonAt(OFFICE)}`;
    await urgent.getByText(where).waitFor({ timeout: 10_000 });
    await page
      .locator('#updateAvailability')
      .getByText(meetingPlaceTexts.inPersonAt(OFFICE))
      .first()
      .waitFor();

    await saveScreenshot(page, 'teacher-dashboard-first-screen', PHONE);
    await saveDarkScreenshot(page, PHONE);
    await context.close();
  });

  it('lays the same dashboard out on a desktop, and the student sees the same place on their card', async () => {
    const { page, context } = await signedInPage(browser, teacher, '/teacher/dashboard', {
      viewport: DESKTOP,
    });
    await requests(page).filter({ hasText: 'Essay structure' }).waitFor({ timeout: 20_000 });
    await saveScreenshot(page, 'teacher-dashboard-first-screen', DESKTOP);
    await saveDarkScreenshot(page, DESKTOP);
    await context.close();

    const studentSide = await signedInPage(browser, student, '/student/dashboard', { viewport: PHONE });
    const card = studentSide.page
      .locator('#myAppointments')
      .getByRole('article')
      .filter({ hasText: 'Exam tomorrow' });
    await card
      .getByText(`${meetingPlaceTexts.placeLabel}: ${meetingPlaceTexts.inPersonAt(OFFICE)}`)
      .waitFor({ timeout: 20_000 });
    await studentSide.context.close();
  });
});
