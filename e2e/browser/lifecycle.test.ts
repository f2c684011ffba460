/// <reference lib="dom" />
// The appointment lifecycle in two real browsers against the local stack: one side cancels, the other
// sees it through the live listeners without a reload; weekly office hours typed by a teacher in India
// read the same to a student whose browser is in New York.
import {
  activeSlotsText,
  appointmentRequestTexts,
  bookingModalTexts,
  findTeachersTexts,
  formatDate,
  formatTime,
  formatWeekdayDate,
  lifecycleErrorMessages,
  lifecycleSuccessMessages,
  lifecycleTexts,
  officeHoursSlotTimes,
} from '@appointments/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dashboardLayoutTexts } from '../../web/src/features/teacher-dashboard/texts';
import { signedInAccount } from '../support/accounts';
import { useChromium } from '../support/browser';
import { addSlots, bookSlot, decide, istDateFromToday, requestCustom } from '../support/lifecycle';
import { hoursFromNow } from '../support/time';
import { searchFindTeachers, signedInPage, toastShown, uniqueWord } from './browser-session';

const browser = await useChromium();
function requestCard(page: Page, purpose: string) {
  return page.locator('#teacherAppointments').getByRole('article').filter({ hasText: purpose });
}

function myAppointment(page: Page, teacherName: string) {
  return page.locator('#myAppointments').getByRole('article', { name: teacherName });
}

describe('appointment lifecycle in two browsers', () => {
  it('a student cancels with a reason and the teacher’s card changes live; the slot comes back', async () => {
    const teacher = await signedInAccount('teacher', { name: 'Anil Kapoor', subject: uniqueWord('Optics') });
    const student = await signedInAccount('student', { name: 'Ritu Sen' });
    const slot = hoursFromNow(30);
    await addSlots(teacher, [slot]);
    const booked = await bookSlot(student, teacher, slot);
    expect(booked.status).toBe(201);

    const teacherView = await signedInPage(browser, teacher, '/teacher/dashboard');
    const card = requestCard(teacherView.page, 'Slot session');
    await card.getByText('Pending Review', { exact: true }).waitFor();
    await teacherView.page.locator('#updateAvailability').getByText(activeSlotsText(0)).waitFor();

    const studentView = await signedInPage(browser, student, '/student/dashboard');
    const mine = myAppointment(studentView.page, teacher.name);
    await mine.getByRole('button', { name: lifecycleTexts.cancel, exact: true }).click();
    const dialog = studentView.page.getByRole('dialog', { name: lifecycleTexts.cancelDialogTitle });
    await dialog
      .getByText(lifecycleTexts.cancelDialogBody(`${formatDate(slot)}, ${formatTime(slot)}`, teacher.name))
      .waitFor();
    await dialog.getByLabel(lifecycleTexts.reasonOptional).fill('Exam moved to that day');
    await dialog.getByRole('button', { name: lifecycleTexts.confirmCancel }).click();
    await toastShown(studentView.page, lifecycleSuccessMessages.canceledByStudent);
    await mine.getByText('Canceled', { exact: true }).waitFor();

    // The teacher did not reload: the listener brings the cancel and the returned slot.
    await card.getByText(appointmentRequestTexts.sessionCanceled).waitFor({ timeout: 10_000 });
    await card
      .getByText(
        `${lifecycleTexts.canceledByStudent} · ${lifecycleTexts.canceledReason('Exam moved to that day')}`,
      )
      .waitFor();
    await teacherView.page
      .locator('#updateAvailability')
      .getByText(activeSlotsText(1))
      .waitFor({ timeout: 10_000 });
    await teacherView.context.close();
    await studentView.context.close();
  });

  it('a teacher cancels an approved session with a reason and the student sees it live', async () => {
    const teacher = await signedInAccount('teacher', { name: 'Sunita Rao', subject: uniqueWord('Botany') });
    const student = await signedInAccount('student', { name: 'Varun Das' });
    const requested = await requestCustom(student, teacher, hoursFromNow(50), 'Plant cells revision');
    expect((await decide(teacher, requested.body.data?._id ?? '', 'approved')).status).toBe(200);

    const studentView = await signedInPage(browser, student, '/student/dashboard');
    const mine = myAppointment(studentView.page, teacher.name);
    await mine.getByText('Approved', { exact: true }).waitFor();

    const teacherView = await signedInPage(browser, teacher, '/teacher/dashboard');
    const card = requestCard(teacherView.page, 'Plant cells revision');
    await card.getByRole('button', { name: lifecycleTexts.cancelSession }).click();
    const dialog = teacherView.page.getByRole('dialog', { name: lifecycleTexts.teacherCancelDialogTitle });
    await dialog.getByRole('button', { name: lifecycleTexts.confirmCancel }).click();
    // A reason is owed to the student: the dialog says so and stays open.
    await dialog.getByText(lifecycleErrorMessages.cancelReasonRequired).waitFor();
    await dialog.getByLabel(lifecycleTexts.reasonRequired).fill('Called to an external exam board');
    await dialog.getByRole('button', { name: lifecycleTexts.confirmCancel }).click();
    await toastShown(teacherView.page, lifecycleSuccessMessages.canceledByTeacher);
    await card.getByText(appointmentRequestTexts.sessionCanceled).waitFor();

    await mine.getByText(lifecycleTexts.canceledByTeacher).waitFor({ timeout: 10_000 });
    await mine.getByText(lifecycleTexts.canceledReason('Called to an external exam board')).waitFor();
    await expect(
      mine.getByRole('button', { name: lifecycleTexts.cancel, exact: true }).count(),
    ).resolves.toBe(0);
    await teacherView.context.close();
    await studentView.context.close();
  });

  it('a student moves an approved session to another slot; the teacher sees it pending again, the old slot back', async () => {
    const teacher = await signedInAccount('teacher', {
      name: 'Hema Pillai',
      subject: uniqueWord('Genetics'),
    });
    const student = await signedInAccount('student', { name: 'Arjun Bose' });
    const [first, second] = [hoursFromNow(30), hoursFromNow(54)];
    await addSlots(teacher, [first, second]);
    const booked = await bookSlot(student, teacher, first);
    expect((await decide(teacher, booked.body.data?._id ?? '', 'approved')).status).toBe(200);

    const teacherView = await signedInPage(browser, teacher, '/teacher/dashboard');
    const card = requestCard(teacherView.page, 'Slot session');
    await card.getByText(appointmentRequestTexts.sessionApproved).waitFor();

    const studentView = await signedInPage(browser, student, '/student/dashboard');
    const mine = myAppointment(studentView.page, teacher.name);
    await mine.getByRole('button', { name: lifecycleTexts.reschedule }).click();
    const dialog = studentView.page.getByRole('dialog', { name: lifecycleTexts.rescheduleTitle });
    await dialog.getByRole('radio', { name: `${formatWeekdayDate(second)}, ${formatTime(second)}` }).check();
    await dialog.getByRole('button', { name: lifecycleTexts.rescheduleSubmit }).click();
    await toastShown(studentView.page, lifecycleSuccessMessages.rescheduled);
    await mine.getByText('Pending', { exact: true }).waitFor();
    await mine.getByText(formatTime(second)).waitFor();

    await card.getByText('Pending Review', { exact: true }).waitFor({ timeout: 10_000 });
    await card.getByText(formatTime(second)).waitFor();
    await teacherView.page
      .locator('#updateAvailability')
      .getByText(activeSlotsText(1))
      .waitFor({ timeout: 10_000 });
    await teacherView.context.close();
    await studentView.context.close();
  });

  it('a teacher in India creates 4 weeks of Monday/Wednesday office hours; a student in New York sees the same IST times', async () => {
    const subject = uniqueWord('Linear Algebra');
    const teacher = await signedInAccount('teacher', { name: 'Gauri Shetty', subject });
    const student = await signedInAccount('student', { name: 'Omar Khan' });
    const definition = {
      days: [0, 2],
      startTime: '10:00',
      endTime: '11:00',
      slotMinutes: 30,
      fromDate: istDateFromToday(1),
      untilDate: istDateFromToday(28),
    };
    const expected = officeHoursSlotTimes(definition).map((time) => time.toISOString());
    expect(expected).toHaveLength(16);

    const teacherView = await signedInPage(browser, teacher, '/teacher/dashboard', { zone: 'Asia/Kolkata' });
    // The generator opens from its disclosure under the slot list.
    await teacherView.page
      .locator('#updateAvailability')
      .getByRole('button', { name: dashboardLayoutTexts.weeklyOfficeHours })
      .click();
    const form = teacherView.page.getByRole('form', { name: lifecycleTexts.officeHoursHeading });
    await form.getByLabel('Monday').check();
    await form.getByLabel('Wednesday').check();
    await form.getByLabel(lifecycleTexts.officeHoursStart).selectOption('10:00');
    await form.getByLabel(lifecycleTexts.officeHoursEnd).selectOption('11:00');
    await form.getByLabel(lifecycleTexts.officeHoursLength).selectOption('30');
    await form.getByLabel(lifecycleTexts.officeHoursFrom).selectOption(definition.fromDate);
    await form.getByLabel(lifecycleTexts.officeHoursUntil).selectOption(definition.untilDate);
    await form.getByRole('button', { name: lifecycleTexts.officeHoursCreate }).click();
    await toastShown(teacherView.page, lifecycleSuccessMessages.officeHoursCreated(16, 0));
    await teacherView.page
      .locator('#updateAvailability')
      .getByText(activeSlotsText(16))
      .waitFor({ timeout: 10_000 });
    // The series is listed with its remove button, named by its days, times and dates.
    await teacherView.page
      .getByRole('button', { name: lifecycleTexts.removeSeriesLabel('Mon, Wed, 10:00 AM – 11:00 AM IST') })
      .waitFor();

    const studentView = await signedInPage(browser, student, '/student/dashboard');
    await searchFindTeachers(studentView.page, subject.toLowerCase());
    const card = studentView.page
      .getByRole('article', { name: teacher.name })
      .filter({ has: studentView.page.getByRole('button', { name: findTeachersTexts.bookAppointment }) });
    await card.getByText('16 slots available').waitFor({ timeout: 10_000 });
    await card.getByRole('button', { name: findTeachersTexts.bookAppointment }).click();
    const booking = studentView.page.getByRole('dialog', {
      name: bookingModalTexts.title(true, teacher.name),
    });
    await booking.getByRole('radio').first().waitFor();
    const radios = booking.getByRole('radio');
    await expect(radios.count()).resolves.toBe(16);
    for (const slot of expected) {
      // New York's clock would say 11:30 PM or 12:00 AM; the modal says India's 10:00 and 10:30 AM.
      expect(['10:00 AM', '10:30 AM']).toContain(formatTime(slot));
      await booking.getByRole('radio', { name: `${formatWeekdayDate(slot)}, ${formatTime(slot)}` }).waitFor();
    }
    // Grouped by day: eight days, each with its two times.
    const days = booking.getByRole('group', { name: /^(Mon|Wed), / });
    await expect(days.count()).resolves.toBe(8);
    await expect(days.first().getByRole('radio').count()).resolves.toBe(2);
    await studentView.context.close();
    await teacherView.context.close();
  });
});
