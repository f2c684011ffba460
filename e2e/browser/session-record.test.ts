/// <reference lib="dom" />
// The session record in two real browsers: the student checks in and the teacher's card shows it
// live; the teacher publishes a summary and the student's card (live) and mail show it; 'Book a
// follow-up' opens the booking modal with the same teacher and the next steps as the purpose, and from
// the teacher's card books the student into the teacher's next free time.
import {
  bookingModalTexts,
  bookingTypeLabel,
  collections,
  sessionRecordErrors,
  sessionRecordMails,
  sessionRecordMessages,
  sessionRecordTexts,
} from '@appointments/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { signedInAccount, signedInAdmin } from '../support/accounts';
import { adminDb, setClockOffset } from '../support/admin';
import { callApi } from '../support/api';
import { DESKTOP, PHONE, saveScreenshot, useChromium } from '../support/browser';
import { addSlots, decide, requestCustom } from '../support/lifecycle';
import { mailsWithSubject } from '../support/mail';
import { hoursFromNow } from '../support/time';
import { signedInPage, toastShown, uniqueWord } from './browser-session';

const browser = await useChromium();

describe('the session record in two browsers', () => {
  it('check-in shows live to the teacher; a published summary reaches the student; a follow-up is prefilled', async () => {
    const teacher = await signedInAccount('teacher', {
      name: 'Kavita Menon',
      subject: uniqueWord('Calculus'),
    });
    const student = await signedInAccount('student', { name: 'Arjun Pillai' });
    const purpose = uniqueWord('Limits');
    const freeTime = hoursFromNow(30);
    await addSlots(teacher, [freeTime]);
    // A session that began five minutes ago: booked while the functions' clock stood two hours back
    // (bookings need notice), then the clock is set right again.
    await setClockOffset(-2 * 3_600_000);
    const booked = await requestCustom(student, teacher, hoursFromNow(-5 / 60), purpose);
    expect(booked.status).toBe(201);
    expect((await decide(teacher, booked.body.data?._id ?? '', 'approved')).status).toBe(200);
    await setClockOffset(0);

    const teacherView = await signedInPage(browser, teacher, '/teacher/dashboard');
    const teacherCard = teacherView.page
      .locator('#teacherAppointments')
      .getByRole('article')
      .filter({ hasText: purpose });
    await teacherCard.waitFor();
    const studentView = await signedInPage(browser, student, '/student/dashboard');
    const studentCard = studentView.page
      .locator('#myAppointments')
      .getByRole('article', { name: teacher.name });

    await studentCard.getByRole('button', { name: sessionRecordTexts.checkIn }).click();
    await studentCard.getByText(/^Checked in at /).waitFor();
    // The teacher did not reload: the listener brings the check-in.
    await teacherCard.getByText(/^Student is here \(checked in /).waitFor({ timeout: 10_000 });

    await teacherCard.getByRole('button', { name: sessionRecordTexts.openNotes }).click();
    await teacherCard.getByLabel(sessionRecordTexts.privateNoteLabel).fill('Unsure about one-sided limits');
    await teacherCard.getByLabel(sessionRecordTexts.coveredLabel).fill('Limits and continuity');
    await teacherCard.getByLabel(sessionRecordTexts.nextStepsLabel).fill('Exercises 3.1 to 3.4');
    await teacherCard.getByRole('group', { name: sessionRecordTexts.markAttendance }).waitFor();
    await teacherCard.getByRole('button', { name: sessionRecordTexts.publishSummary }).click();
    await toastShown(teacherView.page, sessionRecordMessages.summaryPublished);
    await saveScreenshot(teacherView.page, 'session-record-teacher', DESKTOP);

    const summary = studentCard.getByRole('region', { name: sessionRecordTexts.summaryTitle });
    await summary.getByText('Exercises 3.1 to 3.4').waitFor({ timeout: 10_000 });
    await summary.getByText('Limits and continuity').waitFor();
    expect(await studentCard.textContent()).not.toContain('one-sided');
    await saveScreenshot(studentView.page, 'session-record-student', DESKTOP);
    const mails = await mailsWithSubject(student.email, sessionRecordMails.summary.subject(teacher.name));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Exercises 3.1 to 3.4');

    await studentCard.getByRole('button', { name: sessionRecordTexts.bookFollowUp }).click();
    const dialog = studentView.page.getByRole('dialog', {
      name: bookingModalTexts.title(true, teacher.name),
    });
    await dialog.waitFor();
    expect(await dialog.locator('#booking-purpose').inputValue()).toBe('Exercises 3.1 to 3.4');
    await dialog.getByRole('radio').first().waitFor();
    await saveScreenshot(studentView.page, 'session-record-follow-up', DESKTOP, { fullPage: false });
    await dialog.getByRole('button', { name: bookingModalTexts.cancel }).click();

    // The cards on a phone, light and dark.
    for (const view of [studentView, teacherView]) {
      await view.page.setViewportSize(PHONE);
      const name = view === studentView ? 'session-record-student' : 'session-record-teacher';
      await (view === studentView ? studentCard : teacherCard).scrollIntoViewIfNeeded();
      await saveScreenshot(view.page, name, PHONE, { fullPage: false });
      await view.page.emulateMedia({ colorScheme: 'dark' });
      await saveScreenshot(view.page, `${name}-dark`, PHONE, { fullPage: false });
    }

    // The teacher's side of 'Book a follow-up': their next free time first, the next steps as the purpose;
    // booked approved at once, it reaches the student's list live and their mailbox.
    await teacherCard.getByRole('button', { name: sessionRecordTexts.bookFollowUp }).click();
    const followUp = teacherView.page.getByRole('dialog', {
      name: sessionRecordTexts.followUpTitleFor(student.name),
    });
    await followUp.waitFor();
    expect(await followUp.getByLabel(sessionRecordTexts.purposeLabel).inputValue()).toBe(
      'Exercises 3.1 to 3.4',
    );
    const firstTime = followUp.getByRole('radio').first();
    await firstTime.waitFor();
    expect(await firstTime.isChecked()).toBe(true);
    expect(await firstTime.getAttribute('value')).toBe(freeTime);
    await saveScreenshot(teacherView.page, 'session-record-teacher-follow-up-dark', PHONE, {
      fullPage: false,
    });
    await teacherView.page.emulateMedia({ colorScheme: 'light' });
    await saveScreenshot(teacherView.page, 'session-record-teacher-follow-up', PHONE, { fullPage: false });
    await teacherView.page.setViewportSize(DESKTOP);
    await saveScreenshot(teacherView.page, 'session-record-teacher-follow-up', DESKTOP, { fullPage: false });
    await followUp.getByRole('button', { name: sessionRecordTexts.followUpSubmit }).click();
    await toastShown(teacherView.page, sessionRecordMessages.followUpBooked);
    await studentView.page
      .locator('#myAppointments')
      .getByRole('article', { name: teacher.name })
      .filter({ hasText: bookingTypeLabel('slot_booking') })
      .filter({ hasText: 'Exercises 3.1 to 3.4' })
      .filter({ hasText: 'Approved' })
      .waitFor({ timeout: 10_000 });
    expect(
      await mailsWithSubject(student.email, sessionRecordMails.followUp.subject(teacher.name)),
    ).toHaveLength(1);
    await teacherView.context.close();
    await studentView.context.close();
  }, 120_000);
});

describe("a paused student's dashboard", () => {
  it('says that new bookings are paused and until when, live, and stops saying it when an admin lifts the pause', async () => {
    const student = await signedInAccount('student', { name: 'Neha Paused' });
    const admin = await signedInAdmin();
    const { context, page } = await signedInPage(browser, student, '/student/dashboard', { viewport: PHONE });
    const until = new Date(Date.now() + 14 * 86_400_000);
    // The pause as the no-show policy's third mark writes it (e2e/api/session-record.test.ts proves that path).
    await adminDb
      .collection(collections.students)
      .doc(student.uid)
      .update({
        bookingPause: { until: Timestamp.fromDate(until), since: Timestamp.now(), causes: ['a', 'b', 'c'] },
      });
    const banner = page.getByRole('status').filter({ hasText: sessionRecordErrors.bookingPaused(until) });
    await banner.waitFor({ timeout: 15_000 });
    await saveScreenshot(page, 'student-dashboard-paused', PHONE, { fullPage: false });

    const lifted = await callApi(`/admin/booking-pauses/${student.uid}`, {
      method: 'DELETE',
      token: admin.token,
    });
    expect(lifted.status).toBe(200);
    await banner.waitFor({ state: 'detached', timeout: 15_000 });
    await context.close();
  });
});
