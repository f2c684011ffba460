/// <reference lib="dom" />
// Find Teachers a page at a time, in a real browser against the local stack: the department dropdown's
// counts come from the per-department documents the trigger keeps, a department shows its first page of
// cards and 'Show more teachers' adds the rest (the next page after the last card, itself live), the search
// inside a department is counted over every page, and a teacher added meanwhile arrives live.
import {
  collections,
  findTeachersTexts,
  NEXT_SLOT_AT_FIELD,
  SEARCH_KEYS_FIELD,
  teacherSearchKeys,
} from '@appointments/domain';
import { NO_NEXT_SLOT_AT } from '@appointments/functions/seed';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInAccount } from '../support/accounts';
import { adminDb } from '../support/admin';
import { useChromium } from '../support/browser';
import { seriousAxeViolations, signedInPage, uniqueWord } from './browser-session';

const browser = await useChromium();

const PAGE = 24;

/**
 * A teacher card as registration writes it (search keys included). Written with the Admin SDK because
 * 28 registrations and approvals through the API take minutes here; the department trigger counts these
 * writes as it counts any teacher write.
 */
async function writeTeacher(id: string, name: string, department: string, subject: string): Promise<void> {
  const email = `${id}@paging.test`;
  await adminDb
    .collection(collections.teachers)
    .doc(id)
    .set({
      name,
      email,
      subject,
      department,
      isApproved: true,
      createdAt: Timestamp.now(),
      averageRating: 0,
      totalRatings: 0,
      availableSlotsCount: 0,
      slotTimes: [],
      [NEXT_SLOT_AT_FIELD]: NO_NEXT_SLOT_AT,
      totalSessions: 0,
      stats: { totalStudents: 0, totalSessions: 0 },
      profile: { profilePicture: null, experience: null, bio: '' },
      [SEARCH_KEYS_FIELD]: teacherSearchKeys({ name, email, subject, department }),
    });
}

const cards = (page: Page) => page.locator('#findTeachers').getByRole('article');

describe('Find Teachers, a page at a time', () => {
  it('shows a department a page at a time, counts every match, and takes in a new teacher live', async () => {
    const department = uniqueWord('Paging');
    const tag = department.split(' ')[1];
    const total = 27;
    await Promise.all(
      Array.from({ length: total }, (_, i) =>
        writeTeacher(
          `pager-${tag}-${i}`,
          `Pager ${String(i + 1).padStart(2, '0')} ${tag}`,
          department,
          i % 2 === 0 ? 'Acoustics' : 'Optics',
        ),
      ),
    );
    const student = await signedInAccount('student');
    const { context, page } = await signedInPage(browser, student, '/student/dashboard');

    // The dropdown offers the department with its count once the trigger has counted the writes.
    const select = page.getByLabel(findTeachersTexts.departmentLabel);
    const option = findTeachersTexts.departmentOption(department, total);
    await expect
      .poll(async () => select.locator('option').allTextContents(), { timeout: 30_000 })
      .toContain(option);
    await select.selectOption({ label: option });

    // The first page only, by name; the rest on demand. The listener may first answer from the documents
    // the browser already holds, so wait for the server's page.
    const names = () =>
      cards(page).evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
    const pagerName = (i: number) => `Pager ${String(i + 1).padStart(2, '0')} ${tag}`;
    await expect
      .poll(names, { timeout: 15_000 })
      .toEqual(Array.from({ length: PAGE }, (_, i) => pagerName(i)));
    await page.getByText(findTeachersTexts.shownOf(PAGE, total)).waitFor();
    await page.getByRole('button', { name: findTeachersTexts.showMore }).click();
    await expect
      .poll(names, { timeout: 15_000 })
      .toEqual(Array.from({ length: total }, (_, i) => pagerName(i)));
    expect(await page.getByRole('button', { name: findTeachersTexts.showMore }).count()).toBe(0);

    // The second page is its own listener after the first page's last card: a change on it shows live.
    await adminDb.collection(collections.teachers).doc(`pager-${tag}-25`).update({ subject: 'Geodesy' });
    await cards(page)
      .filter({ hasText: pagerName(25) })
      .getByText('Geodesy')
      .waitFor({ timeout: 10_000 });
    await adminDb.collection(collections.teachers).doc(`pager-${tag}-25`).update({ subject: 'Optics' });

    // A search inside the department: the summary counts every match, not just the page shown.
    await page.getByLabel(findTeachersTexts.searchLabel).fill('ACOUSTICS');
    await page.getByText(`Found 14 teachers matching "ACOUSTICS"`).waitFor({ timeout: 10_000 });
    await expect.poll(() => cards(page).count()).toBe(14);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A teacher added meanwhile shows without a reload, and the department's count follows.
    await page.getByLabel(findTeachersTexts.searchLabel).fill('');
    await writeTeacher(`pager-${tag}-new`, `Pager 00 ${tag}`, department, 'Acoustics');
    await cards(page)
      .filter({ hasText: `Pager 00 ${tag}` })
      .first()
      .waitFor({ timeout: 10_000 });
    expect(await cards(page).first().getAttribute('aria-label')).toBe(`Pager 00 ${tag}`);
    await expect
      .poll(async () => select.locator('option').allTextContents(), { timeout: 30_000 })
      .toContain(findTeachersTexts.departmentOption(department, total + 1));
    await context.close();
  });
});
