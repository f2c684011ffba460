/// <reference lib="dom" />
// The student and teacher profiles in a real browser: edit and save, cancel an edit, the field rules,
// picture uploads refused in the browser (too big, not an image) and by the server (not really an image),
// and a teacher's new picture reaching the card a signed-in student is looking at, without a reload.
import {
  errorMessages,
  profileTexts,
  studentProfileTexts,
  successMessages,
  teacherProfileTexts,
  validationMessages,
} from '@appointments/domain';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { profileOfficeHoursTexts } from '../../web/src/features/profile/office-hours-texts';
import { type SignedIn, signedInAccount } from '../support/accounts';
import { DESKTOP, openPage, PHONE, saveScreenshot, useChromium } from '../support/browser';
import { appUrl, logIn, searchFindTeachers, seriousAxeViolations, waitForPath } from './browser-session';

const browser = await useChromium();
let photo: Buffer;

beforeAll(async () => {
  photo = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#2f6f4f' } })
    .png()
    .toBuffer();
});

const tag = () => Date.now().toString(36);

async function openProfile(page: Page, account: SignedIn, role: 'student' | 'teacher'): Promise<void> {
  await logIn(page, account.email, account.password);
  await waitForPath(page, `/${role}/dashboard`);
  await page.goto(`${appUrl}/${role}/profile`);
  await page.getByRole('button', { name: profileTexts.editProfile }).waitFor();
}

async function toastsGone(page: Page): Promise<void> {
  await page
    .locator('.Toastify__toast')
    .first()
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => {});
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The browser refuses a 3 MB file and a file that is not an image, with the spec's messages. */
async function pictureRefusals(page: Page): Promise<void> {
  const chooser = page.locator('input[type="file"]');
  await chooser.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(3 * 1024 * 1024, 1),
  });
  await page.getByRole('alert').filter({ hasText: validationMessages.pictureTooLarge }).first().waitFor();
  await chooser.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
  await page.getByRole('alert').filter({ hasText: validationMessages.pictureNotImage }).first().waitFor();
  // Declared an image but is not one: the server reads the bytes and refuses it with the same message.
  // Every earlier toast must have closed first, so the one awaited below is the server's.
  await expect.poll(() => page.locator('.Toastify__toast').count(), { timeout: 10_000 }).toBe(0);
  await chooser.setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<script>alert(1)</script>'),
  });
  await page.locator('.Toastify__toast').filter({ hasText: validationMessages.pictureNotImage }).waitFor();
}

/** Uploads a real picture; returns its URL as the header shows it. */
async function uploadPicture(page: Page, name: string): Promise<string> {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
  await page.getByText(successMessages.profilePictureUpdated).waitFor();
  const picture = page.getByRole('img', { name: profileTexts.pictureAlt(name) }).first();
  const url = (await picture.getAttribute('src')) ?? '';
  expect(url).toMatch(/^http/);
  return url;
}

async function auditAndCapture(page: Page, name: string): Promise<void> {
  await toastsGone(page);
  await saveScreenshot(page, name, DESKTOP);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, name, PHONE);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize(DESKTOP);
}

describe('student profile', () => {
  it('edits and saves, cancels an edit, checks the fields and changes the picture', async () => {
    const student = await signedInAccount('student', { name: `Profile Student ${tag()}` });
    const { context, page } = await openPage(browser, DESKTOP);
    await openProfile(page, student, 'student');
    await page.getByRole('heading', { level: 1, name: 'Student Profile' }).waitFor();

    await page.getByRole('button', { name: profileTexts.editProfile }).click();
    expect(await page.getByLabel(profileTexts.email).isEditable()).toBe(false);
    await page.getByText(profileTexts.emailNote).waitFor();
    await page.getByLabel(studentProfileTexts.course).fill('B.Sc. Physics');
    await page.getByLabel(studentProfileTexts.year, { exact: true }).selectOption({ label: '2nd Year' });
    await page.getByLabel(studentProfileTexts.cgpa).fill('10.5');
    await page.getByLabel(studentProfileTexts.subjectsOfInterest).fill('Optics, , Lasers');
    await page.getByRole('textbox', { name: studentProfileTexts.careerGoals }).fill('Research, Teaching');
    await page.getByLabel(profileTexts.linkedin).fill('linkedin.com/in/someone');
    await page.getByRole('button', { name: profileTexts.save }).click();
    await page.getByText(validationMessages.cgpaInvalid).waitFor();
    await page.getByText(validationMessages.urlInvalid).waitFor();
    await auditAndCapture(page, 'student-profile-edit');

    await page.getByLabel(studentProfileTexts.cgpa).fill('8.75');
    await page.getByLabel(profileTexts.linkedin).fill('https://www.linkedin.com/in/someone');
    await page.getByRole('button', { name: profileTexts.save }).click();
    await page.getByText(successMessages.profileUpdated).waitFor();
    await page.getByRole('button', { name: profileTexts.editProfile }).waitFor();
    const academic = section(page, profileTexts.academicInformation);
    await academic.getByText('2nd Year').waitFor();
    await academic.getByText('Lasers').waitFor();
    await section(page, studentProfileTexts.academicInfo).getByText('8.75').waitFor();

    // Cancel throws the edit away.
    await page.getByRole('button', { name: profileTexts.editProfile }).click();
    await page.getByLabel(studentProfileTexts.course).fill('Something else');
    await page.getByRole('button', { name: profileTexts.cancel }).click();
    await academic.getByText('B.Sc. Physics').waitFor();
    expect(await page.getByText('Something else').count()).toBe(0);

    // Saved on the server, not just on screen.
    await page.reload();
    await section(page, profileTexts.academicInformation).getByText('B.Sc. Physics').waitFor();
    await section(page, studentProfileTexts.careerGoals).getByText('Teaching').waitFor();

    await pictureRefusals(page);
    await uploadPicture(page, student.name);
    await auditAndCapture(page, 'student-profile-view');
    await context.close();
  });
});

describe('teacher profile', () => {
  it('edits and saves, cancels an edit, and a new picture shows on the card a student is looking at', async () => {
    const teacher = await signedInAccount('teacher', { name: `Profile Teacher ${tag()}`, subject: 'Optics' });
    const student = await signedInAccount('student');

    const studentSide = await openPage(browser, DESKTOP);
    await logIn(studentSide.page, student.email, student.password);
    await waitForPath(studentSide.page, '/student/dashboard');
    // Find Teachers shows a page at a time: the student looks the teacher up, as one would among many.
    await searchFindTeachers(studentSide.page, teacher.name);
    const card = studentSide.page.getByRole('article', { name: teacher.name });
    await card.waitFor();
    expect(await card.getByRole('img').count()).toBe(0);

    const { context, page } = await openPage(browser, DESKTOP);
    await openProfile(page, teacher, 'teacher');
    await page.getByRole('heading', { level: 1, name: 'Teacher Profile' }).waitFor();
    const performancePanel = section(page, teacherProfileTexts.performance);
    await performancePanel.getByText(teacherProfileTexts.noRating).waitFor();
    expect(await page.getByRole('img', { name: /Average rating/ }).count()).toBe(0);

    await page.getByRole('button', { name: profileTexts.editProfile }).click();
    await page.getByLabel(teacherProfileTexts.experience).fill('2.5');
    await page.getByLabel(teacherProfileTexts.designation).fill('Associate Professor');
    await page.getByLabel(teacherProfileTexts.qualifications).fill('PhD, M.Sc.');
    await page.getByLabel(teacherProfileTexts.location).fill('Room 204, Optics Lab');
    await page.getByLabel(teacherProfileTexts.website).fill('https://optics.example');
    await page.getByRole('button', { name: profileTexts.save }).click();
    await page.getByText(validationMessages.experienceInvalid).waitFor();
    await page.getByLabel(teacherProfileTexts.experience).fill('7');
    await page.getByRole('button', { name: profileTexts.save }).click();
    await page.getByText(successMessages.profileUpdated).waitFor();
    // Office hours are made on the dashboard; the profile shows them (none yet) and keeps the location.
    await section(page, teacherProfileTexts.officeHours).getByText(profileOfficeHoursTexts.none).waitFor();
    await section(page, teacherProfileTexts.officeHours).getByText('Room 204, Optics Lab').waitFor();
    await section(page, profileTexts.academicInformation).getByText('M.Sc.').waitFor();

    await page.getByRole('button', { name: profileTexts.editProfile }).click();
    await page.getByLabel(teacherProfileTexts.designation).fill('Dean');
    await page.getByRole('button', { name: profileTexts.cancel }).click();
    await section(page, profileTexts.academicInformation).getByText('Associate Professor').waitFor();

    // The student's card follows the teacher's document live: the new experience, then the new picture.
    await card.getByText('7 years').waitFor({ timeout: 10_000 });
    await pictureRefusals(page);
    const url = await uploadPicture(page, teacher.name);
    const cardPicture = card.getByRole('img', { name: `Profile picture of ${teacher.name}` });
    await cardPicture.waitFor({ timeout: 10_000 });
    expect(await cardPicture.getAttribute('src')).toBe(url);
    expect(await studentSide.page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);

    await auditAndCapture(page, 'teacher-profile-view');
    await page.getByRole('button', { name: profileTexts.editProfile }).click();
    await auditAndCapture(page, 'teacher-profile-edit');
    await studentSide.context.close();
    await context.close();
  });

  it("says 'Failed to update profile' when the save does not go through, and stays in edit mode", async () => {
    const teacher = await signedInAccount('teacher');
    const { context, page } = await openPage(browser, DESKTOP);
    await openProfile(page, teacher, 'teacher');
    await page.getByRole('button', { name: profileTexts.editProfile }).click();
    await page.route('**/api/teacher/profile', (route) =>
      route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.getByRole('button', { name: profileTexts.save }).click();
    await page.getByText(errorMessages.profileUpdateFailed).waitFor();
    await page.getByRole('button', { name: profileTexts.cancel }).waitFor();
    await context.close();
  });
});
