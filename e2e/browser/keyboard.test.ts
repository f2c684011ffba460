/// <reference lib="dom" />
// Each role's main task with the keyboard alone, once the page is open: Tab / Shift+Tab to move, Enter and
// Space to act, typing, Escape to close. No clicks, no fill: every control on the way must be reachable
// and show where focus is.
import {
  accountListTexts,
  addTeacherTexts,
  appointmentRequestTexts,
  availabilityTexts,
  bookingModalTexts,
  findTeachersTexts,
  formatDate,
  formatTime,
  formatWeekdayDate,
  navigationTexts,
  pendingApprovalTexts,
  QUICK_NAV_SCROLL_OFFSET_PX,
  quickAddLabel,
  quickSlotDate,
  ratingModalTexts,
  removeSlotLabel,
  studentListTexts,
  successMessages,
  toKolkataInputValue,
} from '@appointments/domain';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { dashboardLayoutTexts } from '../../web/src/features/teacher-dashboard/texts';
import { registerAccount, type SignedIn, signedInAccount, signedInAdmin } from '../support/accounts';
import { callApi } from '../support/api';
import { BROWSER_TIME_ZONE, DESKTOP, FULL_MOTION, openPage, PHONE, useChromium } from '../support/browser';
import { istDateTimeValue } from '../support/ist-field';
import { hoursFromNow } from '../support/time';
import { waitForPath } from './browser-session';
import { expectFocused, isFocused, logInWithKeyboard, tabTo, waitForFocus, wholePage } from './keyboard';

const LIVE = 15_000;
const JOURNEY_TIMEOUT = 150_000;

const browser = await useChromium();
const contexts: BrowserContext[] = [];

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
async function freshPage(): Promise<Page> {
  const { context, page } = await openPage(browser, DESKTOP, BROWSER_TIME_ZONE, FULL_MOTION);
  contexts.push(context);
  return page;
}

let tagCounter = 0;
/** A word no other account carries, so a typed search finds exactly this test's accounts. */
function uniqueTag(): string {
  tagCounter += 1;
  return `Kb${Date.now().toString(36)}${tagCounter}`;
}

async function toast(page: Page, text: string): Promise<void> {
  await page.locator('.Toastify__toast').filter({ hasText: text }).first().waitFor({ timeout: LIVE });
}

async function expectChecked(target: Locator): Promise<void> {
  expect(await target.evaluate((element) => (element as HTMLInputElement).checked)).toBe(true);
}

describe('keyboard only', () => {
  it(
    'student: logs in, finds a teacher, books a slot, rates, and Escape returns focus to the opener',
    async () => {
      const subject = `Keyboard Optics ${uniqueTag()}`;
      const teacher = await signedInAccount('teacher', {
        name: 'Nandini Bhat',
        department: 'Physics',
        subject,
      });
      const slot = hoursFromNow(31);
      for (const dateTime of [slot, hoursFromNow(55)]) {
        const answer = await callApi('/teacher/availability', {
          method: 'POST',
          token: teacher.token,
          body: { slots: [dateTime] },
        });
        expect(answer.status).toBe(201);
      }
      const student = await signedInAccount('student', { name: 'Keyboard Student' });
      const page = await freshPage();

      await logInWithKeyboard(page, student.email, student.password);
      await waitForPath(page, '/student/dashboard');

      await tabTo(page, page.getByLabel(findTeachersTexts.searchLabel, { exact: true }));
      await page.keyboard.type(subject);
      const card = page
        .locator('#findTeachers')
        .getByRole('article', { name: teacher.name })
        .filter({ hasText: subject });
      await card.getByText('2 slots available').waitFor({ timeout: LIVE });

      const bookButton = card.getByRole('button', { name: findTeachersTexts.bookAppointment });
      await tabTo(page, bookButton);
      await page.keyboard.press('Enter');
      const booking = page.getByRole('dialog', { name: bookingModalTexts.title(true, teacher.name) });
      await booking.waitFor();
      const slotRadio = booking.getByRole('radio', {
        name: `${formatWeekdayDate(slot)}, ${formatTime(slot)}`,
      });
      await slotRadio.waitFor();
      await tabTo(page, slotRadio, { max: 15 });
      await page.keyboard.press('Space');
      await expectChecked(slotRadio);
      await tabTo(page, booking.getByLabel(bookingModalTexts.purposeOptional), { max: 10 });
      await page.keyboard.type('Keyboard-only booking');
      await tabTo(page, booking.getByRole('button', { name: bookingModalTexts.bookNow }), { max: 10 });
      await page.keyboard.press('Enter');
      await toast(page, successMessages.slotBooked);
      await booking.waitFor({ state: 'detached' });

      const booked = page
        .locator('#myAppointments')
        .getByRole('article', { name: teacher.name })
        .filter({ hasText: 'Keyboard-only booking' });
      await booked.getByText('Pending', { exact: true }).waitFor({ timeout: LIVE });
      await card.getByText('1 slot available').waitFor({ timeout: LIVE });

      // A student may rate a teacher who has approved a session with them: the teacher approves through the API.
      const requests = await callApi<Array<{ _id: string }>>('/teacher/appointments', {
        method: 'GET',
        token: teacher.token,
      });
      const [request] = requests.body.data ?? [];
      if (!request) throw new Error('the keyboard booking did not reach the teacher');
      const decided = await callApi(`/teacher/appointments/${request._id}`, {
        method: 'PUT',
        token: teacher.token,
        body: { status: 'approved' },
      });
      expect(decided.status).toBe(200);
      await booked.getByText('Approved', { exact: true }).waitFor({ timeout: LIVE });

      // Shift+Tab walks back up from the appointments to the teacher's card.
      const rateButton = card.getByRole('button', { name: findTeachersTexts.rateTeacher });
      await tabTo(page, rateButton, { backwards: true, max: 80 });
      await page.keyboard.press('Enter');
      const rating = page.getByRole('dialog', { name: ratingModalTexts.title(teacher.name) });
      const submit = rating.getByRole('button', { name: ratingModalTexts.submit });
      await submit.waitFor();
      const fourStars = rating.getByRole('button', { name: ratingModalTexts.starLabel(4, 'Very Good') });
      await tabTo(page, fourStars, { max: 10 });
      await page.keyboard.press('Space');
      expect(await fourStars.getAttribute('aria-pressed')).toBe('true');
      await tabTo(page, rating.getByLabel(ratingModalTexts.review), { max: 10 });
      await page.keyboard.type('Patient and clear');
      await tabTo(page, submit, { max: 10 });
      await page.keyboard.press('Enter');
      await toast(page, successMessages.ratingSubmitted);
      await rating.waitFor({ state: 'detached' });
      await card.getByText('4.0').waitFor({ timeout: LIVE });

      // Escape closes either modal and hands focus back to the button that opened it.
      for (const [opener, dialog] of [
        [rateButton, rating],
        [bookButton, booking],
      ] as const) {
        if (!(await isFocused(opener))) await tabTo(page, opener, { backwards: true, max: 80 });
        await page.keyboard.press('Enter');
        await dialog.waitFor();
        await dialog.getByRole('button').first().waitFor();
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        await waitForFocus(page, opener, 'after Escape closed the modal');
      }
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'teacher: logs in, quick-adds a slot and approves a pending request',
    async () => {
      const teacher = await signedInAccount('teacher', {
        name: 'Keyboard Teacher',
        department: 'Mathematics',
        subject: `Keyboard Calculus ${uniqueTag()}`,
      });
      const student = await signedInAccount('student', { name: 'Requesting Student' });
      const requested = await callApi('/student/book', {
        method: 'POST',
        token: student.token,
        body: {
          teacherId: teacher.uid,
          dateTime: hoursFromNow(60),
          purpose: 'Series convergence',
          bookingType: 'custom_request',
        },
      });
      expect(requested.status).toBe(201);
      const page = await freshPage();

      await logInWithKeyboard(page, teacher.email, teacher.password);
      await waitForPath(page, '/teacher/dashboard');
      const availability = page.locator('#updateAvailability');
      await availability.getByText(availabilityTexts.noSlots).waitFor({ timeout: LIVE });

      // The add form opens from its disclosure, by keyboard too.
      await tabTo(page, availability.getByRole('button', { name: dashboardLayoutTexts.addSlots }));
      await page.keyboard.press('Enter');
      await tabTo(page, availability.getByRole('button', { name: quickAddLabel('14:00') }));
      await page.keyboard.press('Enter');
      const quick = quickSlotDate(new Date(), '14:00');
      expect(await istDateTimeValue(availability, availabilityTexts.dateTimeLabel)).toBe(
        toKolkataInputValue(quick),
      );
      await tabTo(page, availability.getByRole('button', { name: availabilityTexts.addSlot }), { max: 10 });
      await page.keyboard.press('Enter');
      await toast(page, successMessages.slotAdded);
      await availability
        .getByRole('button', { name: removeSlotLabel(formatDate(quick), formatTime(quick)) })
        .waitFor({ timeout: LIVE });

      const request = page
        .locator('#teacherAppointments')
        .getByRole('article')
        .filter({ hasText: 'Series convergence' });
      await request.waitFor({ timeout: LIVE });
      await tabTo(page, request.getByRole('button', { name: appointmentRequestTexts.approve }));
      await page.keyboard.press('Enter');
      await toast(page, successMessages.appointmentApproved);
      await request.getByText(appointmentRequestTexts.sessionApproved).waitFor({ timeout: LIVE });
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'admin: logs in, approves a student, views a profile, and adds a teacher with a generated password',
    async () => {
      const tag = uniqueTag();
      const pending = await registerAccount('student', { name: `${tag} Waiting` });
      const admin: SignedIn = await signedInAdmin();
      const page = await freshPage();

      await logInWithKeyboard(page, admin.email, admin.password);
      await waitForPath(page, '/admin/panel');

      const approvals = page.locator('section#studentApproval');
      await tabTo(page, approvals.getByLabel(pendingApprovalTexts.studentSearchLabel, { exact: true }));
      await page.keyboard.type(tag);
      const waiting = approvals.getByRole('article', { name: pending.name });
      await waiting.waitFor({ timeout: LIVE });
      await tabTo(page, waiting.getByRole('button', { name: pendingApprovalTexts.approveStudent }), {
        max: 10,
      });
      await page.keyboard.press('Enter');
      await toast(page, successMessages.studentApproved);
      await waiting.waitFor({ state: 'detached', timeout: LIVE });

      const students = page.locator('section#studentList');
      await tabTo(page, students.getByLabel(studentListTexts.searchLabel, { exact: true }));
      await page.keyboard.type(pending.email);
      const listed = students.getByRole('article', { name: pending.name });
      await listed.waitFor({ timeout: LIVE });
      const viewProfile = listed.getByRole('button', { name: accountListTexts.viewProfile });
      await tabTo(page, viewProfile, { max: 20 });
      await page.keyboard.press('Enter');
      const profile = page.getByRole('dialog', { name: studentListTexts.profileTitle(pending.name) });
      await profile.waitFor();
      await page.keyboard.press('Escape');
      await profile.waitFor({ state: 'detached' });
      await waitForFocus(page, viewProfile, 'after Escape closed View Profile');

      const form = page.locator('section#addTeacher');
      const name = `${tag} Created`;
      // The form opens from its section's button; focus stays on the button, so the next Tab enters the form.
      await tabTo(page, form.getByRole('button', { name: 'Add a teacher' }), { max: 30 });
      await page.keyboard.press('Enter');
      await form.getByLabel(addTeacherTexts.name, { exact: true }).waitFor();
      await tabTo(page, form.getByLabel(addTeacherTexts.name, { exact: true }), { max: 5 });
      await page.keyboard.type(name);
      await page.keyboard.press('Tab');
      await expectFocused(
        page,
        form.getByLabel(addTeacherTexts.email, { exact: true }),
        'Tab from Full Name',
      );
      const email = `${tag.toLowerCase()}.created@college.test`;
      await page.keyboard.type(email);
      await tabTo(page, form.getByRole('button', { name: addTeacherTexts.generateLabel }), { max: 5 });
      await page.keyboard.press('Enter');
      await toast(page, successMessages.passwordGenerated);
      const password = await form.locator('#new-teacher-password').inputValue();
      expect(password).toMatch(/^[A-Za-z0-9@#$%]{12}$/);
      const department = form.getByLabel(addTeacherTexts.department, { exact: true });
      await tabTo(page, department, { max: 5 });
      // A closed native select picks the option whose label starts with what is typed.
      await page.keyboard.type('Physics');
      expect(await department.inputValue()).toBe('Physics');
      await page.keyboard.press('Tab');
      await expectFocused(page, form.getByLabel(addTeacherTexts.subject), 'Tab from Department');
      await page.keyboard.type('Acoustics');
      await tabTo(page, form.getByRole('button', { name: addTeacherTexts.submit, exact: true }), { max: 5 });
      await page.keyboard.press('Enter');
      await toast(page, successMessages.teacherAdded);
      expect(await form.getByTestId('credentials-email').textContent()).toBe(email);
      expect(await form.getByTestId('credentials-password').textContent()).toBe(password);
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'Quick Nav: opens from the keyboard, moves focus to the chosen section, closes on Escape and when Tab leaves it',
    async () => {
      const student = await signedInAccount('student', { name: 'Navigating Student' });
      const page = await freshPage();
      await logInWithKeyboard(page, student.email, student.password);
      await waitForPath(page, '/student/dashboard');

      const toggle = page.getByRole('button', { name: navigationTexts.quickNav });
      await tabTo(page, toggle, { max: 15 });
      await page.keyboard.press('Enter');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await tabTo(page, page.getByRole('button', { name: 'My Appointments', exact: true }), { max: 6 });
      await page.keyboard.press('Enter');
      const target = page.locator('section#myAppointments');
      await waitForFocus(page, target, 'after choosing My Appointments');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      // Held there while the lists above it finish arriving, and brought there once those below make the page
      // long enough (on a busy machine they can take seconds).
      await expect
        .poll(
          async () => Math.round(await target.evaluate((element) => element.getBoundingClientRect().top)),
          {
            timeout: 10_000,
          },
        )
        .toBe(QUICK_NAV_SCROLL_OFFSET_PX);
      // Tab carries on inside the chosen section.
      await page.keyboard.press('Tab');
      expect(await target.evaluate((section) => section.contains(document.activeElement))).toBe(true);

      // Back past every teacher card of Find Teachers: as many as the suite has approved.
      await tabTo(page, toggle, { backwards: true, max: wholePage(page) });
      await page.keyboard.press('Enter');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await expectFocused(page, toggle, 'after Escape closed the Quick Nav');

      // Tab past the last section closes the list rather than leaving it over the page.
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByRole('button', { name: 'Contact & Support', exact: true }), { max: 6 });
      await page.keyboard.press('Tab');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'phone menu: opens from the keyboard, a section takes focus, Escape closes it onto its button, Tab out closes it',
    async () => {
      const student = await signedInAccount('student', { name: 'Phone Student' });
      const { context, page } = await openPage(browser, PHONE, BROWSER_TIME_ZONE, FULL_MOTION);
      contexts.push(context);
      await logInWithKeyboard(page, student.email, student.password);
      await waitForPath(page, '/student/dashboard');

      const menuButton = page.getByRole('button', { name: navigationTexts.openMenu });
      await tabTo(page, menuButton, { max: 10 });
      await page.keyboard.press('Enter');
      const closeButton = page.getByRole('button', { name: navigationTexts.closeMenu });
      expect(await closeButton.getAttribute('aria-expanded')).toBe('true');
      await tabTo(page, page.getByRole('button', { name: 'My Appointments', exact: true }), { max: 8 });
      await page.keyboard.press('Enter');
      const target = page.locator('section#myAppointments');
      await waitForFocus(page, target, 'after choosing My Appointments in the phone menu');
      expect(await menuButton.getAttribute('aria-expanded')).toBe('false');

      await tabTo(page, menuButton, { backwards: true, max: wholePage(page) });
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await expectFocused(page, menuButton, 'after Escape closed the phone menu');
      expect(await menuButton.getAttribute('aria-expanded')).toBe('false');

      // The open menu covers the page: Tab past its last item closes it, so focus is never hidden behind it.
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByRole('button', { name: navigationTexts.logout }), { max: 10 });
      await page.keyboard.press('Tab');
      expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
      const hidden = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const box = element.getBoundingClientRect();
        const shown = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return shown !== null && shown !== element && !element.contains(shown);
      });
      expect(hidden).toBe(false);
    },
    JOURNEY_TIMEOUT,
  );
});
