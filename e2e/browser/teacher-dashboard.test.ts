/// <reference lib="dom" />
// The teacher dashboard in a real browser against the local stack, browser in America/New_York: slots are
// typed and shown as India's wall clock. A student acts in a second browser context; each side sees the
// other's change through the live listeners.
import {
  activeSlotsText,
  appointmentRequestTexts,
  availabilityTexts,
  bookingModalTexts,
  findTeachersTexts,
  formatDate,
  formatTime,
  quickAddLabel,
  quickSlotDate,
  removeSlotLabel,
  reviewBannerText,
  successMessages,
  toKolkataInputValue,
  validationMessages,
} from '@appointments/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInAccount } from '../support/accounts';
import { callApi } from '../support/api';
import { DESKTOP, PHONE, saveScreenshot, useChromium } from '../support/browser';
import { hoursFromNow } from '../support/time';
import {
  searchFindTeachers,
  seriousAxeViolations,
  signedInPage,
  toastShown,
  uniqueWord,
} from './browser-session';

const browser = await useChromium();
function availability(page: Page) {
  return page.locator('#updateAvailability');
}

async function addSlot(page: Page, inputValue: string): Promise<void> {
  await availability(page).getByLabel(availabilityTexts.dateTimeLabel).fill(inputValue);
  await availability(page).getByRole('button', { name: availabilityTexts.addSlot }).click();
}

function requestCard(page: Page, purpose: string) {
  return page.locator('#teacherAppointments').getByRole('article').filter({ hasText: purpose });
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

    // Typed as India's wall clock although the browser is in New York.
    const typed = new Date(hoursFromNow(29));
    await addSlot(page, toKolkataInputValue(typed));
    await toastShown(page, successMessages.slotAdded);
    await availability(page).getByRole('status').filter({ hasText: successMessages.slotAdded }).waitFor();
    const typedRemove = availability(page).getByRole('button', {
      name: removeSlotLabel(formatDate(typed), formatTime(typed)),
    });
    await typedRemove.waitFor();
    await availability(page).getByText(activeSlotsText(1)).waitFor();

    await addSlot(page, toKolkataInputValue(typed));
    await availability(page).getByText(validationMessages.slotDuplicate).first().waitFor();
    await addSlot(page, toKolkataInputValue(new Date(Date.now() - 3_600_000)));
    await availability(page).getByText(validationMessages.futureDateTimeRequired).first().waitFor();
    await availability(page).getByLabel(availabilityTexts.dateTimeLabel).fill('');
    await availability(page).getByRole('button', { name: availabilityTexts.addSlot }).click();
    await availability(page).getByText(validationMessages.slotDateTimeRequired).first().waitFor();

    // Quick add: tomorrow at 14:00 in India.
    await availability(page)
      .getByRole('button', { name: quickAddLabel('14:00') })
      .click();
    const quick = quickSlotDate(new Date(), '14:00');
    expect(await availability(page).getByLabel(availabilityTexts.dateTimeLabel).inputValue()).toBe(
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
    const customCard = requestCard(page, 'Exam strategy');
    await customCard.getByText('Urgent').waitFor({ timeout: 10_000 });
    await booked.getByText('#2').waitFor();
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

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    'has no serious accessibility violation with slots and requests listed (%s)',
    async (_name, viewport) => {
      const teacher = await signedInAccount('teacher', {
        name: 'Farah Khan',
        department: 'Physics',
        subject: 'Optics',
      });
      const student = await signedInAccount('student', { name: 'Dev Patel' });
      for (const slot of [hoursFromNow(20), hoursFromNow(44)]) {
        await callApi('/teacher/availability', {
          method: 'POST',
          token: teacher.token,
          body: { slots: [slot] },
        });
      }
      await callApi('/student/book', {
        method: 'POST',
        token: student.token,
        body: {
          teacherId: teacher.uid,
          dateTime: hoursFromNow(50),
          purpose: 'Lens design',
          bookingType: 'custom_request',
        },
      });
      const { page, context } = await signedInPage(browser, teacher, '/teacher/dashboard', { viewport });
      await requestCard(page, 'Lens design').waitFor();
      await availability(page).getByText(activeSlotsText(2)).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, 'teacher-dashboard', viewport);
      await context.close();
    },
  );
});
