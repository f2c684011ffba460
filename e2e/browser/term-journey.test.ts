/// <reference lib="dom" />
// A whole term in one run, every role in its own browser: the admin creates a teacher, a student registers
// and is approved, the teacher publishes slots, the student books one and requests another time, the teacher
// approves and declines, they message each other, the session passes (server clock moved on) and completes
// by itself, the student rates, the admin exports both lists and deletes the student. Each step is checked on
// every screen it should reach. The browsers are in New York, ten and a half hours from India: every date and
// time the screens show must be India's, and none the browsers' own (a browser in India could not tell them
// apart, so a run there would show nothing this one does not).
import { readFile } from 'node:fs/promises';
import {
  activeSlotsText,
  appointmentRequestTexts,
  availabilityTexts,
  bookingModalTexts,
  deletedSuccessMessage,
  findTeachersTexts,
  formatDate,
  formatTime,
  messagesTexts,
  quickAddLabel,
  quickSlotDate,
  ratingModalTexts,
  ratingText,
  successMessages,
  URGENT_REQUEST_WINDOW_MS,
} from '@appointments/domain';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dashboardLayoutTexts } from '../../web/src/features/teacher-dashboard/texts';
import { type SignedIn, signedInAdmin } from '../support/accounts';
import { setClockOffset } from '../support/admin';
import { callApi, strongPassword, uniqueEmail } from '../support/api';
import { DESKTOP, openPage, useChromium } from '../support/browser';
import { pickIstInstant } from '../support/ist-field';
import { appUrl, logIn, searchFindTeachers, signedInPage, toastShown, waitForPath } from './browser-session';

const LIVE = 15_000;
const ZONE = 'America/New_York';
const DAY_MS = 86_400_000;
/** '9:00 AM' or 'Tuesday, 24 November 2026': what a screen shows of an instant. */
const DATE_OR_TIME = /\b\d{1,2}:\d{2} (?:AM|PM)\b|\b\w+day, \d{1,2} \w+ \d{4}\b/g;

const browser = await useChromium();
let admin: SignedIn;

beforeAll(async () => {
  admin = await signedInAdmin();
});
afterEach(async () => {
  await setClockOffset(0);
});
async function signIn(email: string, password: string, home: string): Promise<Page> {
  return (await signedInPage(browser, { email, password }, home, { zone: ZONE })).page;
}

const toast = (page: Page, text: string) => toastShown(page, text, LIVE);
const section = (page: Page, id: string) => page.locator(`section#${id}`);
const cardWith = (page: Page, sectionId: string, text: string) =>
  section(page, sectionId).getByRole('article').filter({ hasText: text });

/** The term's slots: fixed wall-clock times in India (tomorrow 09:00; a typed 16:30 two days on). */
function termTimes() {
  const slot = quickSlotDate(new Date(), '09:00');
  const custom = new Date(quickSlotDate(new Date(), '16:30').getTime() + DAY_MS);
  return { slot, custom };
}

/** How a browser reading its own clock would show an instant: the times the screens must never show. */
const inBrowserZone = (instant: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: 'numeric', minute: '2-digit' })
    .format(instant)
    // Some ICU versions put a narrow no-break space before AM/PM; the screens' times have a plain one.
    .replace(/\s/g, ' ');

describe(`a whole term with the browsers in ${ZONE}`, () => {
  it('runs from account creation to deletion, every screen in step', { timeout: 300_000 }, async () => {
    const tag = `Ter${Date.now().toString(36)}`;
    const shown: string[] = [];
    const { slot, custom } = termTimes();

    // The admin creates a teacher.
    const adminPage = await signIn(admin.email, admin.password, '/admin/panel');
    const teacher = {
      name: `Prof Term ${tag}`,
      email: uniqueEmail('term-teacher'),
      subject: `Quantum ${tag}`,
    };
    const form = section(adminPage, 'addTeacher');
    await form.getByRole('button', { name: 'Add a teacher' }).click();
    await form.getByLabel('Full Name').fill(teacher.name);
    await form.getByLabel('Email Address').fill(teacher.email);
    await form.getByLabel('Password', { exact: true }).fill(strongPassword);
    await form.getByLabel('Department').selectOption('Physics');
    await form.getByLabel('Subject/Specialization').fill(teacher.subject);
    await form.getByRole('button', { name: 'Add Teacher' }).click();
    await toast(adminPage, successMessages.teacherAdded);
    await section(adminPage, 'teacherList')
      .getByLabel('Search teachers', { exact: true })
      .fill(teacher.email);
    await cardWith(adminPage, 'teacherList', teacher.email).getByText('Active', { exact: true }).waitFor();

    // A student registers; the admin sees the request arrive and approves it.
    const student = { name: `Student Term ${tag}`, email: uniqueEmail('term-student') };
    const { page: studentPage, context: studentContext } = await openPage(browser, DESKTOP, ZONE);
    await studentPage.goto(`${appUrl}/register`);
    await studentPage.getByLabel('Full Name').fill(student.name);
    await studentPage.getByLabel('Email').fill(student.email);
    await studentPage.getByLabel('Password', { exact: true }).fill(strongPassword);
    await studentPage.getByRole('button', { name: 'Create Account' }).click();
    // The success view stays until the student leaves it: they go on to the login page themselves.
    const goToLogin = studentPage.getByRole('link', { name: 'Go to Login' });
    await goToLogin.waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
      // What the page showed instead (a field's message, a toast, the form as typed) says which step failed.
      const shown = await studentPage
        .locator('main')
        .innerText()
        .catch(() => '(no main)');
      const typed = await studentPage
        .locator('form input')
        .evaluateAll((inputs: HTMLInputElement[]) =>
          inputs.map(
            ({ name, type, value }) => `${name}=${type === 'password' ? '*'.repeat(value.length) : value}`,
          ),
        )
        .catch(() => []);
      throw new Error(
        `No success view at ${studentPage.url()}: ${shown} | fields: ${typed.join(', ')} | ${String(error)}`,
      );
    });
    await goToLogin.click();
    await waitForPath(studentPage, '/login');
    const pending = cardWith(adminPage, 'studentApproval', student.email);
    await pending.waitFor({ timeout: LIVE });
    await pending.getByRole('button', { name: 'Approve Student' }).click();
    await toast(adminPage, successMessages.studentApproved);
    await section(adminPage, 'studentList')
      .getByLabel('Search students', { exact: true })
      .fill(student.email);
    await cardWith(adminPage, 'studentList', student.email).getByText('Active', { exact: true }).waitFor();

    // The teacher publishes a quick-add slot and a typed one, shown in India's time.
    const teacherPage = await signIn(teacher.email, strongPassword, '/teacher/dashboard');
    const availability = section(teacherPage, 'updateAvailability');
    // The add form waits behind its disclosure.
    await availability.getByRole('button', { name: dashboardLayoutTexts.addSlots }).click();
    const quickAdd = availability.getByRole('button', { name: quickAddLabel('09:00') });
    await quickAdd.waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
      // What the section showed instead (the form still loading, an error, the disclosure shut) names the step.
      const shown = await availability.innerText().catch(() => '(no section)');
      throw new Error(
        `${String(error)}\nAt ${teacherPage.url()} the availability section showed:\n${shown.slice(0, 1500)}`,
      );
    });
    await quickAdd.click();
    await availability.getByRole('button', { name: availabilityTexts.addSlot }).click();
    await toast(teacherPage, successMessages.slotAdded);
    const later = new Date(slot.getTime() + 2 * 3_600_000);
    await pickIstInstant(availability, availabilityTexts.dateTimeLabel, later);
    await availability.getByRole('button', { name: availabilityTexts.addSlot }).click();
    await availability.getByText(activeSlotsText(2)).waitFor({ timeout: LIVE });
    shown.push(...(await availability.getByRole('listitem').allInnerTexts()));
    expect(shown.join(' ')).toContain(formatTime(slot));
    expect(shown.join(' ')).toContain(formatTime(later));

    // The student logs in, finds the teacher, books the 09:00 slot and requests a custom time.
    await logIn(studentPage, student.email, strongPassword);
    await waitForPath(studentPage, '/student/dashboard');
    await searchFindTeachers(studentPage, teacher.subject);
    const teacherCard = cardWith(studentPage, 'findTeachers', teacher.subject);
    await teacherCard.getByText('2 slots available').waitFor({ timeout: LIVE });
    await teacherCard.getByRole('button', { name: findTeachersTexts.bookAppointment }).click();
    const booking = studentPage.getByRole('dialog');
    await booking.getByRole('radio', { name: new RegExp(formatTime(slot)) }).check();
    await booking.getByLabel(bookingModalTexts.purposeOptional).fill(`Term project ${tag}`);
    await booking.getByRole('button', { name: bookingModalTexts.bookNow }).click();
    await toast(studentPage, successMessages.slotBooked);
    await teacherCard.getByRole('button', { name: findTeachersTexts.bookAppointment }).click();
    await booking.getByRole('button', { name: bookingModalTexts.customRequest }).click();
    await pickIstInstant(booking, bookingModalTexts.preferredDateTime, custom);
    await booking.getByLabel(bookingModalTexts.purpose, { exact: true }).fill(`Extra help ${tag}`);
    await booking.getByRole('button', { name: bookingModalTexts.sendRequest }).click();
    await toast(studentPage, successMessages.customRequestSent);

    // Both arrive on the teacher's screen; the slot is gone from the availability list.
    const slotRequest = cardWith(teacherPage, 'teacherAppointments', `Term project ${tag}`);
    const customRequest = cardWith(teacherPage, 'teacherAppointments', `Extra help ${tag}`);
    // The slot (tomorrow 9 AM) is the sooner decision: first, 'Urgent' when it starts within 24 hours; the
    // request the day after is never urgent.
    const slotUrgent = slot.getTime() - Date.now() <= URGENT_REQUEST_WINDOW_MS;
    await slotRequest.getByText(slotUrgent ? 'Urgent' : '#1', { exact: true }).waitFor({ timeout: LIVE });
    await customRequest.getByText('#2', { exact: true }).waitFor({ timeout: LIVE });
    await availability.getByText(activeSlotsText(1)).waitFor({ timeout: LIVE });
    shown.push(await slotRequest.innerText(), await customRequest.innerText());
    expect(await customRequest.innerText()).toContain(formatTime(custom));

    // The teacher approves the booking and declines the request; the student's screen follows.
    await slotRequest.getByRole('button', { name: appointmentRequestTexts.approve }).click();
    await toast(teacherPage, successMessages.appointmentApproved);
    await customRequest.getByRole('button', { name: appointmentRequestTexts.decline }).click();
    await toast(teacherPage, successMessages.appointmentCancelled);
    const myBooking = cardWith(studentPage, 'myAppointments', `Term project ${tag}`);
    const myRequest = cardWith(studentPage, 'myAppointments', `Extra help ${tag}`);
    await myBooking.getByText('Approved', { exact: true }).waitFor({ timeout: LIVE });
    await myBooking.getByText('Next', { exact: true }).waitFor();
    await myRequest.getByText('Canceled', { exact: true }).waitFor({ timeout: LIVE });
    shown.push(await myBooking.innerText(), await myRequest.innerText());
    expect(await myBooking.innerText()).toContain(formatDate(slot));

    // They message each other; each sees the other's message arrive.
    await studentPage.goto(`${appUrl}/messages`);
    await studentPage.getByRole('searchbox', { name: 'Search teachers' }).fill(teacher.name);
    await studentPage.getByRole('button', { name: new RegExp(teacher.name) }).click();
    await studentPage.getByRole('textbox', { name: messagesTexts.messageLabel }).fill(`See you at 9, ${tag}`);
    await studentPage.getByRole('button', { name: messagesTexts.send, exact: true }).click();
    await teacherPage.goto(`${appUrl}/messages`);
    await teacherPage.getByRole('searchbox', { name: 'Search students' }).fill(student.name);
    await teacherPage.getByRole('button', { name: new RegExp(student.name) }).click();
    await teacherPage.getByText(`See you at 9, ${tag}`).waitFor({ timeout: LIVE });
    await teacherPage.getByRole('textbox', { name: messagesTexts.messageLabel }).fill('Bring your notes.');
    await teacherPage.getByRole('button', { name: messagesTexts.send, exact: true }).click();
    await studentPage.getByText('Bring your notes.').waitFor({ timeout: LIVE });

    // The session passes: the server's clock moves two days on and the scheduled job completes it.
    await setClockOffset(2 * DAY_MS + 3_600_000);
    const updates = await callApi('/internal/run-automatic-updates', { method: 'POST' });
    expect(updates.status).toBe(200);
    await studentPage.goto(`${appUrl}/student/dashboard`);
    await myBooking.getByText('Completed', { exact: true }).waitFor({ timeout: LIVE });
    await myBooking.getByText(/Auto-updated on /).waitFor();
    await teacherPage.goto(`${appUrl}/teacher/dashboard`);
    await slotRequest
      .getByText(appointmentRequestTexts.sessionCompletedStatus, { exact: true })
      .waitFor({ timeout: LIVE });
    await setClockOffset(0);

    // The student rates the teacher; the teacher's header shows it.
    await searchFindTeachers(studentPage, teacher.subject);
    await teacherCard.getByRole('button', { name: findTeachersTexts.rateTeacher }).click();
    const rating = studentPage.getByRole('dialog');
    await rating.getByRole('button', { name: ratingModalTexts.starLabel(5, 'Excellent') }).click();
    await rating.getByLabel(ratingModalTexts.review).fill('A very clear term.');
    await rating.getByRole('button', { name: ratingModalTexts.submit }).click();
    await toast(studentPage, successMessages.ratingSubmitted);
    await teacherPage.getByText(ratingText(5, 1)).waitFor({ timeout: LIVE });

    // The admin exports both lists, then deletes the student: the teacher's requests from them go.
    const teachersCsv = await download(adminPage, 'teacherList', 'Export CSV of teachers');
    expect(teachersCsv).toContain(teacher.email);
    expect(teachersCsv.split('\n').find((line) => line.includes(teacher.email))).toContain('5.0');
    const studentsCsv = await download(adminPage, 'studentList', 'Export CSV of students');
    expect(studentsCsv).toContain(student.email);
    const listed = cardWith(adminPage, 'studentList', student.email);
    await listed.getByRole('button', { name: `Delete ${student.name}` }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(adminPage, deletedSuccessMessage(student.name));
    await slotRequest.waitFor({ state: 'detached', timeout: LIVE });
    await customRequest.waitFor({ state: 'detached', timeout: LIVE });
    await waitForPath(studentPage, '/login', LIVE);

    // The dates and times read off the screens: India's, never New York's.
    const shownTimes = shown.flatMap((text) => text.match(DATE_OR_TIME) ?? []);
    expect(shownTimes).toContain(formatTime(slot));
    expect(shownTimes).toContain(formatTime(custom));
    expect(shownTimes).toContain(formatDate(slot));
    for (const instant of [slot, later, custom]) expect(shownTimes).not.toContain(inBrowserZone(instant));
    await studentContext.close();
    await Promise.all([adminPage.context().close(), teacherPage.context().close()]);
  });
});

async function download(page: Page, sectionId: string, button: string): Promise<string> {
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: LIVE }),
    section(page, sectionId).getByRole('button', { name: button }).click(),
  ]);
  return readFile(await file.path(), 'utf8');
}
