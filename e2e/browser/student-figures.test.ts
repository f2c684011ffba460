/// <reference lib="dom" />
// What a student's dashboard says must agree with itself and stay true while it is open: the figures
// with the live list, a teacher card's slot count with the booking modal, the actions offered with
// what the server accepts, and the names on existing appointments with the teacher's current profile.
import {
  apiErrorMessages,
  bookingModalTexts,
  findTeachersTexts,
  IST_ZONE_LABEL,
  localEquivalentText,
  ratingModalTexts,
  studentDashboardTexts,
  successMessages,
  toKolkataInputValue,
} from '@appointments/domain';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAccount, signedInAdmin } from '../support/accounts';
import { setClockOffset } from '../support/admin';
import { callApi } from '../support/api';
import { openPage, useChromium } from '../support/browser';
import { pickIstDateTime, quarterHourFromNow } from '../support/ist-field';
import { hoursFromNow } from '../support/time';
import {
  appUrl,
  logIn,
  searchFindTeachers,
  signedInPage,
  toastShown,
  uniqueWord,
  waitForPath,
} from './browser-session';

const LIVE = 15_000;
const browser = await useChromium();
afterEach(async () => {
  await setClockOffset(0);
});
/** The figure a card under My Appointments shows, by its label (the student's figures stand there once). */
function statCardValue(page: Page, label: string) {
  return page
    .locator('#myAppointments')
    .getByText(label, { exact: true })
    .locator('xpath=../following-sibling::*[1]');
}

function teacherCard(page: Page, name: string) {
  return page.locator('#findTeachers').getByRole('article', { name });
}

async function approve(teacher: SignedIn, appointmentId: string) {
  const answer = await callApi(`/teacher/appointments/${appointmentId}`, {
    method: 'PUT',
    token: teacher.token,
    body: { status: 'approved' },
  });
  expect(answer.status).toBe(200);
}

async function requestTime(student: SignedIn, teacher: SignedIn, hours: number, purpose: string) {
  const answer = await callApi<{ _id: string }>('/student/book', {
    token: student.token,
    body: { teacherId: teacher.uid, dateTime: hoursFromNow(hours), purpose, bookingType: 'custom_request' },
  });
  expect(answer.status).toBe(201);
  return answer.body.data?._id ?? '';
}

describe('student dashboard figures', () => {
  it('moves the figures live when a teacher approves, as the list above them does', async () => {
    const teacher = await signedInAccount('teacher', { subject: uniqueWord('Statistics') });
    const student = await signedInAccount('student');
    const id = await requestTime(student, teacher, 30, 'Regression basics');
    const { page, context } = await signedInPage(browser, student, '/student/dashboard');
    const labels = studentDashboardTexts.statCards;
    await statCardValue(page, labels.pendingRequests).filter({ hasText: /^1$/ }).waitFor({ timeout: LIVE });
    await statCardValue(page, labels.approvedSessions).filter({ hasText: /^0$/ }).waitFor();

    const approved = await callApi(`/teacher/appointments/${id}`, {
      method: 'PUT',
      token: teacher.token,
      body: { status: 'approved' },
    });
    expect(approved.status).toBe(200);
    await page.locator('#myAppointments').getByText('Approved', { exact: true }).waitFor({ timeout: LIVE });
    await statCardValue(page, labels.approvedSessions).filter({ hasText: /^1$/ }).waitFor({ timeout: LIVE });
    await statCardValue(page, labels.pendingRequests).filter({ hasText: /^0$/ }).waitFor();
    await context.close();
  });

  it('offers Rate Teacher only for a teacher who approved a session with the student, with a hint elsewhere', async () => {
    const subject = uniqueWord('Rating');
    const stranger = await signedInAccount('teacher', { name: 'Never Met', subject });
    const known = await signedInAccount('teacher', { name: 'Met Before', subject });
    const student = await signedInAccount('student');
    await approve(known, await requestTime(student, known, 30, 'Office visit'));
    const { page, context } = await signedInPage(browser, student, '/student/dashboard');
    await searchFindTeachers(page, subject);

    const knownCard = teacherCard(page, known.name);
    const rate = knownCard.getByRole('button', { name: findTeachersTexts.rateTeacher });
    await rate.waitFor({ timeout: LIVE });
    const strangerCard = teacherCard(page, stranger.name);
    // The hint stands once above the list, not on each card it applies to.
    await page.locator('#findTeachers').getByText(apiErrorMessages.rateAfterSession).waitFor();
    expect(await strangerCard.getByText(apiErrorMessages.rateAfterSession).count()).toBe(0);
    expect(await strangerCard.getByRole('button', { name: findTeachersTexts.rateTeacher }).count()).toBe(0);

    await rate.click();
    const dialog = page.getByRole('dialog', { name: ratingModalTexts.title(known.name) });
    await dialog.getByRole('button', { name: ratingModalTexts.starLabel(4, 'Very Good') }).click();
    await dialog.getByRole('button', { name: ratingModalTexts.submit }).click();
    await toastShown(page, successMessages.ratingSubmitted);
    // The server's refusal stays for anyone who calls it directly.
    const refused = await callApi('/student/rate-teacher', {
      token: student.token,
      body: { teacherId: stranger.uid, rating: 5, review: '' },
    });
    expect(refused.status).toBe(403);
    await context.close();
  });

  it("counts on a teacher's card the slots the booking modal lists, once a slot's time has passed", async () => {
    const subject = uniqueWord('Slots');
    const teacher = await signedInAccount('teacher', { name: 'Slot Keeper', subject });
    const added = await callApi('/teacher/availability', {
      token: teacher.token,
      // The first is just past the hour of notice a booking needs, so both are bookable now.
      body: { slots: [hoursFromNow(1, 10), hoursFromNow(30)] },
    });
    expect(added.status).toBe(201);
    const student = await signedInAccount('student');
    const { page, context } = await openPage(browser);
    // The browser's clock, like the server's, is moved on below.
    await context.clock.install();
    await logIn(page, student.email, student.password);
    await waitForPath(page, '/student/dashboard');
    await searchFindTeachers(page, subject);
    const card = teacherCard(page, teacher.name);
    await card.getByText('2 slots available').waitFor({ timeout: LIVE });

    // The first slot's time passes; the expiry job has not run yet.
    await setClockOffset(80 * 60_000);
    await page.clock.fastForward('01:20:00');
    await card.getByText('1 slot available').waitFor({ timeout: LIVE });
    await card.getByRole('button', { name: findTeachersTexts.bookAppointment }).click();
    const booking = page.getByRole('dialog', { name: bookingModalTexts.title(true, teacher.name) });
    await booking.getByRole('radio').first().waitFor();
    expect(await booking.getByRole('radio').count()).toBe(1);
    await booking.getByRole('button', { name: bookingModalTexts.cancel }).click();

    // The job deletes the passed slot and corrects the stored counter; the card stays as it was.
    const run = await callApi('/internal/run-automatic-updates', { method: 'POST', body: {} });
    expect(run.status).toBe(200);
    const listed = await callApi<Array<{ _id: string; availableSlotsCount: number }>>('/student/teachers', {
      token: student.token,
    });
    expect(listed.body.data?.find((item) => item._id === teacher.uid)?.availableSlotsCount).toBe(1);
    await card.getByText('1 slot available').waitFor();
    await context.close();
  });

  it('names India Standard Time beside the custom-request picker and the local time in New York', async () => {
    const teacher = await signedInAccount('teacher', { name: 'Zone Teacher', subject: uniqueWord('Zones') });
    const student = await signedInAccount('student');
    const { page, context } = await signedInPage(browser, student, '/student/dashboard', {
      zone: 'America/New_York',
    });
    await searchFindTeachers(page, teacher.name);
    await teacherCard(page, teacher.name)
      .getByRole('button', { name: findTeachersTexts.requestAppointment })
      .click();
    const request = page.getByRole('dialog', { name: bookingModalTexts.title(false, teacher.name) });
    await request.getByText(IST_ZONE_LABEL, { exact: true }).waitFor();
    const picked = toKolkataInputValue(quarterHourFromNow(50));
    await pickIstDateTime(request, bookingModalTexts.preferredDateTime, picked);
    const equivalent = localEquivalentText(picked, 'America/New_York');
    expect(equivalent).toMatch(/America\/New_York/);
    await request.getByText(equivalent ?? '', { exact: true }).waitFor();
    await context.close();
  });

  it("shows a teacher's new name live on the student's existing appointment, and in the admin's CSV", async () => {
    const oldName = uniqueWord('Before');
    const newName = uniqueWord('After');
    const teacher = await signedInAccount('teacher', {
      name: oldName,
      subject: 'Optics',
      department: 'Physics',
    });
    const student = await signedInAccount('student');
    await requestTime(student, teacher, 40, 'Lens design');
    const { page, context } = await signedInPage(browser, student, '/student/dashboard');
    const appointments = page.locator('#myAppointments');
    await appointments.getByRole('article', { name: oldName }).waitFor({ timeout: LIVE });

    const renamed = await callApi('/teacher/profile', {
      method: 'PUT',
      token: teacher.token,
      body: { name: newName, subject: 'Optics', department: 'Physics', profile: {} },
    });
    expect(renamed.status).toBe(200);
    await appointments
      .getByRole('article', { name: newName })
      .getByText('Lens design')
      .waitFor({ timeout: LIVE });
    expect(await appointments.getByRole('article', { name: oldName }).count()).toBe(0);

    const admin = await signedInAdmin();
    const csv = await fetch(`${appUrl}/api/admin/export/teachers.csv`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const text = await csv.text();
    expect(text).toContain(newName);
    expect(text).not.toContain(oldName);
    await context.close();
  });
});
