/// <reference lib="dom" />
// The teacher dashboard in a real browser against the local stack, browser in America/New_York: slots are
// picked and shown as India's wall clock. A student acts in a second browser context; each side sees the
// other's change through the live listeners.
import {
  activeSlotsText,
  appointmentRequestTexts,
  availabilityTexts,
  bookingModalTexts,
  collections,
  findTeachersTexts,
  formatDate,
  formatTime,
  istFieldNames,
  quickAddLabel,
  quickSlotDate,
  removeSlotLabel,
  reviewBannerText,
  successMessages,
  TEACHER_HISTORY_PAGE_SIZE,
  teacherDashboardTexts,
  toKolkataInputValue,
  URGENT_REQUEST_WINDOW_MS,
  validationMessages,
} from '@appointments/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { dashboardLayoutTexts } from '../../web/src/features/teacher-dashboard/texts';
import { type SignedIn, signedInAccount } from '../support/accounts';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { useChromium } from '../support/browser';
import {
  istDateTimeValue,
  pickIstDateTime,
  pickIstInstant,
  quarterHourAfter,
  quarterHourFromNow,
} from '../support/ist-field';
import { decide, requestCustom } from '../support/lifecycle';
import { hoursFromNow } from '../support/time';
import { searchFindTeachers, signedInPage, toastShown, uniqueWord } from './browser-session';

const browser = await useChromium();
function availability(page: Page) {
  return page.locator('#updateAvailability');
}

/** The add form waits behind its disclosure: opened once, it stays open. */
async function openAddSlots(page: Page): Promise<void> {
  const toggle = availability(page).getByRole('button', { name: dashboardLayoutTexts.addSlots });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

async function addSlot(page: Page, slot: Date): Promise<void> {
  await openAddSlots(page);
  await pickIstInstant(availability(page), availabilityTexts.dateTimeLabel, slot);
  await availability(page).getByRole('button', { name: availabilityTexts.addSlot }).click();
}

function requestCard(page: Page, purpose: string) {
  return page.locator('#teacherAppointments').getByRole('article').filter({ hasText: purpose });
}

const DAY_MS = 86_400_000;

/**
 * A canceled or completed appointment `daysAgo` days in the past, in the booking route's document shape.
 * Written with the Admin SDK: the API cannot make the past, and the automatic updates would take a term.
 */
async function writePastAppointment(
  id: string,
  teacher: SignedIn,
  student: SignedIn,
  status: 'canceled' | 'completed',
  daysAgo: number,
): Promise<void> {
  const at = new Date(Date.now() - daysAgo * DAY_MS);
  const created = Timestamp.fromDate(new Date(at.getTime() - 2 * DAY_MS));
  const settled = Timestamp.fromDate(new Date(at.getTime() + 30 * 60_000));
  await adminDb
    .collection(collections.appointments)
    .doc(id)
    .set({
      teacherId: teacher.uid,
      studentId: student.uid,
      status,
      dateTime: Timestamp.fromDate(at),
      purpose: `Past session ${id}`,
      bookingType: 'custom_request',
      durationMinutes: 30,
      slotSeriesId: null,
      placeKind: 'online',
      canceledBy: status === 'canceled' ? 'student' : null,
      cancelReason: null,
      canceledAt: status === 'canceled' ? created : null,
      autoUpdated: status === 'completed',
      autoUpdatedAt: status === 'completed' ? settled : null,
      approvedAt: status === 'completed' ? created : null,
      createdAt: created,
      updatedAt: settled,
      teacher: {
        name: teacher.name,
        subject: 'Geology',
        department: 'Earth Sciences',
        profile: { profilePicture: null },
      },
      student: { name: student.name, email: student.email, profile: { profilePicture: null } },
    });
}

/** The request cards' appointment ids, top to bottom. */
function cardIds(page: Page): Promise<string[]> {
  return page
    .locator('#teacherAppointments')
    .getByRole('article')
    .evaluateAll((items) =>
      items.map((item) =>
        (item.getAttribute('aria-labelledby') ?? '').replace(/^appointment-|-student$/g, ''),
      ),
    );
}

/** Every appointment of the teacher, counted by status from the documents themselves. */
type Counts = Record<'all' | 'pending' | 'approved' | 'canceled' | 'completed', number>;

async function fullCounts(teacherId: string): Promise<Counts> {
  const all = await adminDb.collection(collections.appointments).where('teacherId', '==', teacherId).get();
  const counts: Counts & Record<string, number> = {
    all: all.size,
    pending: 0,
    approved: 0,
    canceled: 0,
    completed: 0,
  };
  for (const doc of all.docs)
    counts[doc.get('status') as string] = (counts[doc.get('status') as string] ?? 0) + 1;
  return counts;
}

async function shownCounts(page: Page): Promise<Record<string, number>> {
  const summary = page.locator('#teacherAppointments dl');
  // The total and the pending count are the welcome section's figures, shown once.
  const figures = page.locator('#welcome dl');
  const figure = async (label: string, list = summary) =>
    Number(
      await list.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]').textContent(),
    );
  return {
    all: await figure(teacherDashboardTexts.statTotalAppointments, figures),
    pending: await figure(teacherDashboardTexts.statPendingRequests, figures),
    approved: await figure(appointmentRequestTexts.summaryApproved),
    completed: await figure(appointmentRequestTexts.summaryCompleted),
  };
}

describe('teacher dashboard', () => {
  it('adds, refuses and removes slots, sees a booking arrive live and answers two requests', async () => {
    const subject = uniqueWord('Data Structures');
    const teacher = await signedInAccount('teacher', {
      name: 'Sunita Rao',
      department: 'Computer Science',
      subject,
    });
    const { page, context } = await signedInPage(browser, teacher, '/teacher/dashboard');
    await availability(page).getByText(availabilityTexts.noSlots).waitFor();

    // Picked on India's wall clock although the browser is in New York. A day and more ahead, but never
    // tomorrow's 2:00 PM, which the quick add below picks (29 hours on lands there between 8:45 and 9:00 IST).
    const tomorrowAtTwo = quickSlotDate(new Date(), '14:00').getTime();
    const typed = [quarterHourFromNow(29), quarterHourFromNow(30)].find(
      (time) => time.getTime() !== tomorrowAtTwo,
    );
    if (!typed) throw new Error('No typed time apart from the quick-add one');
    await addSlot(page, typed);
    await toastShown(page, successMessages.slotAdded);
    await availability(page).getByRole('status').filter({ hasText: successMessages.slotAdded }).waitFor();
    const typedRemove = availability(page).getByRole('button', {
      name: removeSlotLabel(formatDate(typed), formatTime(typed)),
    });
    await typedRemove.waitFor();
    await availability(page).getByText(activeSlotsText(1)).waitFor();

    await addSlot(page, typed);
    await availability(page).getByText(validationMessages.slotDuplicate).first().waitFor();
    await pickIstDateTime(availability(page), availabilityTexts.dateTimeLabel, '');
    await availability(page).getByRole('button', { name: availabilityTexts.addSlot }).click();
    await availability(page).getByText(validationMessages.slotDateTimeRequired).first().waitFor();

    // Quick add: tomorrow at 14:00 in India.
    await openAddSlots(page);
    await availability(page)
      .getByRole('button', { name: quickAddLabel('14:00') })
      .click();
    const quick = quickSlotDate(new Date(), '14:00');
    expect(await istDateTimeValue(availability(page), availabilityTexts.dateTimeLabel)).toBe(
      toKolkataInputValue(quick),
    );
    await availability(page).getByRole('button', { name: availabilityTexts.addSlot }).click();
    await availability(page)
      .getByRole('button', { name: removeSlotLabel(formatDate(quick), formatTime(quick)) })
      .waitFor();
    expect(formatTime(quick)).toBe('2:00 PM');
    await availability(page).getByText(activeSlotsText(2)).waitFor();

    await typedRemove.click();
    await toastShown(page, successMessages.slotRemoved);
    await typedRemove.waitFor({ state: 'detached' });
    await availability(page).getByText(activeSlotsText(1)).waitFor();

    // A student books the quick-add slot in another browser: it arrives here without a reload.
    const student = await signedInAccount('student', { name: 'Arjun Nair' });
    const studentView = await signedInPage(browser, student, '/student/dashboard');
    await searchFindTeachers(studentView.page, subject);
    await studentView.page
      .getByRole('article', { name: teacher.name })
      .getByRole('button', { name: findTeachersTexts.bookAppointment })
      .click();
    const booking = studentView.page.getByRole('dialog', {
      name: bookingModalTexts.title(true, teacher.name),
    });
    await booking.getByRole('radio').first().check();
    await booking.getByLabel(bookingModalTexts.purposeOptional).fill('Thesis outline review');
    await booking.getByRole('button', { name: bookingModalTexts.bookNow }).click();

    const booked = requestCard(page, 'Thesis outline review');
    await booked.getByText('Pending Review').waitFor({ timeout: 10_000 });
    await booked.getByText(student.name).waitFor();
    await booked.getByText(formatTime(quick)).waitFor();
    await availability(page).getByText(availabilityTexts.noSlots).waitFor();

    const custom = new Date(hoursFromNow(80));
    const requested = await callApi('/student/book', {
      method: 'POST',
      token: student.token,
      body: {
        teacherId: teacher.uid,
        dateTime: custom.toISOString(),
        purpose: 'Exam strategy',
        bookingType: 'custom_request',
      },
    });
    expect(requested.status).toBe(201);
    // The sooner session is the first to decide; 'Urgent' only if it starts within 24 hours (the quick slot
    // is tomorrow at 2 PM in India), never on the request three days away.
    const customCard = requestCard(page, 'Exam strategy');
    await customCard.getByText('#2').waitFor({ timeout: 10_000 });
    const bookedUrgent = quick.getTime() - Date.now() <= URGENT_REQUEST_WINDOW_MS;
    await booked.getByText(bookedUrgent ? 'Urgent' : '#1', { exact: true }).waitFor();
    expect(await customCard.getByText('Urgent', { exact: true }).count()).toBe(0);
    await page.getByText(reviewBannerText(2)).waitFor();

    await booked.getByRole('button', { name: appointmentRequestTexts.approve }).click();
    await toastShown(page, successMessages.appointmentApproved);
    await booked.getByText(appointmentRequestTexts.sessionApproved).waitFor();
    await customCard.getByRole('button', { name: appointmentRequestTexts.decline }).click();
    await toastShown(page, successMessages.appointmentCancelled);
    await customCard.getByText(appointmentRequestTexts.sessionCanceled).waitFor();
    await page.getByText(reviewBannerText(2)).waitFor({ state: 'detached' });

    // The student's screen follows both answers by itself.
    const myAppointments = studentView.page.locator('#myAppointments');
    await myAppointments
      .getByRole('article')
      .filter({ hasText: 'Thesis outline review' })
      .getByText('Approved', { exact: true })
      .waitFor({ timeout: 10_000 });
    await myAppointments
      .getByRole('article')
      .filter({ hasText: 'Exam strategy' })
      .getByText('Canceled', { exact: true })
      .waitFor({ timeout: 10_000 });

    await studentView.context.close();
    await context.close();
  });

  it('offers no time that has passed, and refuses one that passed while the form stood open', async () => {
    const teacher = await signedInAccount('teacher', {
      name: 'Kavya Menon',
      department: 'Physics',
      subject: uniqueWord('Optics'),
    });
    const openedAt = Date.now();
    const { page, context } = await signedInPage(browser, teacher, '/teacher/dashboard');
    onTestFinished(() => context.close());
    await openAddSlots(page);
    const label = availabilityTexts.dateTimeLabel;
    const times = availability(page)
      .getByRole('combobox', { name: istFieldNames.time(label), exact: true })
      .locator('option');
    // With no day picked, the times offered are the earliest day's, from the next quarter hour after the
    // page's clock (past ones are not in the list). The page read its clock between opening and now: the
    // first time offered is the quarter hour after one of the two (they differ only when one passed between).
    const firstOffered = await times.nth(1).textContent();
    const readAt = Date.now();
    const first = [quarterHourAfter(openedAt), quarterHourAfter(readAt)].find(
      (candidate) => formatTime(candidate) === firstOffered,
    );
    if (!first) throw new Error(`The first time offered, ${firstOffered}, is not the next quarter hour`);
    await pickIstInstant(availability(page), label, first);
    expect((await times.allTextContents())[1]).toBe(formatTime(first));
    // The clock passes the picked time before the teacher sends it: the form says so, the server is not asked.
    await page.clock.setFixedTime(first.getTime() + 60_000);
    await availability(page).getByRole('button', { name: availabilityTexts.addSlot }).click();
    await availability(page).getByText(validationMessages.futureDateTimeRequired).first().waitFor();
    await availability(page).getByText(availabilityTexts.noSlots).waitFor();
  });

  it('shows what needs the teacher first, then the history a page at a time, live, with exact counts', async () => {
    const teacher = await signedInAccount('teacher', {
      name: 'Nandini Rao',
      department: 'Earth Sciences',
      subject: 'Geology',
    });
    const student = await signedInAccount('student', { name: 'Kabir Shah' });
    // More than a page of history: 20 completed and 8 canceled, one a day, newest first by id.
    const tag = uniqueWord('h').split(' ')[1];
    const history = Array.from(
      { length: TEACHER_HISTORY_PAGE_SIZE + 8 },
      (_, i) => `${tag}-${String(i + 1).padStart(2, '0')}`,
    );
    // Written behind the API's back, so the student's counters (which the admin's statistics sum) never
    // saw them: they leave when the test ends, as the statistics test compares those sums with the store.
    onTestFinished(async () => {
      const batch = adminDb.batch();
      for (const id of history) batch.delete(adminDb.collection(collections.appointments).doc(id));
      await batch.commit();
    });
    await Promise.all(
      history.map((id, i) =>
        writePastAppointment(id, teacher, student, i % 7 === 3 ? 'canceled' : 'completed', i + 1),
      ),
    );
    // What needs the teacher: a request to answer and an approved session ahead.
    const waiting = await requestCustom(student, teacher, hoursFromNow(70), 'Open request');
    const session = await requestCustom(student, teacher, hoursFromNow(50), 'Session ahead');
    expect([waiting.status, session.status]).toEqual([201, 201]);
    const waitingId = waiting.body.data?._id ?? '';
    const sessionId = session.body.data?._id ?? '';
    expect((await decide(teacher, sessionId, 'approved')).status).toBe(200);

    const { page, context } = await signedInPage(browser, teacher, '/teacher/dashboard');
    // Pending first, then the upcoming session, then the first page of history, newest first.
    await expect
      .poll(() => cardIds(page), { timeout: 20_000 })
      .toEqual([waitingId, sessionId, ...history.slice(0, TEACHER_HISTORY_PAGE_SIZE)]);
    // The counts are the whole history's, not the page's.
    const expected = await fullCounts(teacher.uid);
    expect(expected).toEqual({ all: 30, pending: 1, approved: 1, canceled: 4, completed: 24 });
    await expect
      .poll(() => shownCounts(page), { timeout: 10_000 })
      .toEqual({
        all: expected.all,
        pending: expected.pending,
        approved: expected.approved,
        completed: expected.completed,
      });
    const filter = page.getByLabel(appointmentRequestTexts.statusFilterLabel);
    expect(await filter.locator('option').allTextContents()).toEqual([
      `All (${expected.all})`,
      `Pending Review (${expected.pending})`,
      `Approved (${expected.approved})`,
      `Canceled (${expected.canceled})`,
      `Completed (${expected.completed})`,
    ]);

    // The next page comes after the last card shown: every card once, none missing, the button gone.
    await page.getByRole('button', { name: appointmentRequestTexts.showOlder }).click();
    await expect.poll(() => cardIds(page), { timeout: 15_000 }).toEqual([waitingId, sessionId, ...history]);
    expect(await page.getByRole('button', { name: appointmentRequestTexts.showOlder }).count()).toBe(0);

    // A change to a card on the second page shows without a reload.
    const later = history.at(-2) ?? '';
    await adminDb.collection(collections.appointments).doc(later).update({ 'student.name': 'Kabir S. Shah' });
    await page
      .getByRole('article')
      .filter({ hasText: `Past session ${later}` })
      .getByText('Kabir S. Shah')
      .waitFor({ timeout: 10_000 });

    // Declining the request moves it into the history (its time is ahead: the history's top) and the counts follow.
    await requestCard(page, 'Open request')
      .getByRole('button', { name: appointmentRequestTexts.decline })
      .click();
    await toastShown(page, successMessages.appointmentCancelled);
    await expect.poll(() => cardIds(page), { timeout: 15_000 }).toEqual([sessionId, waitingId, ...history]);
    const after = await fullCounts(teacher.uid);
    expect(after.canceled).toBe(expected.canceled + 1);
    await expect
      .poll(() => filter.locator('option').allTextContents(), { timeout: 10_000 })
      .toContain(`Canceled (${after.canceled})`);
    expect((await shownCounts(page)).pending).toBe(0);

    // A status filter of the history pages through that status alone.
    await filter.selectOption('completed');
    const completed = history.filter((_, i) => i % 7 !== 3);
    await expect
      .poll(() => cardIds(page), { timeout: 15_000 })
      .toEqual(completed.slice(0, TEACHER_HISTORY_PAGE_SIZE));
    await page.getByRole('button', { name: appointmentRequestTexts.showOlder }).click();
    await expect.poll(() => cardIds(page), { timeout: 15_000 }).toEqual(completed);
    await context.close();
  });
});
