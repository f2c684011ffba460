/// <reference lib="dom" />
// The admin panel's lists on the local stack over more accounts than a page: search (accents and case
// folded), status and department filters and 'Show more' (the next page of 50, after the last card) show
// what a full scan of the stored accounts finds, counts included, and every page shown stays live.
import {
  collections,
  matchesSearch,
  normaliseSearchText,
  STUDENT_NOUN,
  searchSummaryText,
  showMoreText,
  shownOfTotalText,
  studentSearchFieldsOf,
  studentSearchTexts,
  TEACHER_NOUN,
  teacherSearchFieldsOf,
  teacherSearchTexts,
} from '@appointments/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countersInLine, scanAccounts } from '../support/account-counters';
import { type SignedIn, signedInAdmin } from '../support/accounts';
import { adminDb } from '../support/admin';
import { useChromium } from '../support/browser';
import { type SeededAccounts, seedAccounts } from '../support/seeded-accounts';
import { openAdminPanelAs } from './browser-session';

const LIVE = 15_000;
// Counts come through the Functions emulator, which answers one request at a time on a busy machine.
const COUNTS = 60_000;
const JOURNEY_TIMEOUT = 180_000;
const TAG = `Bq${Date.now().toString(36)}`;

const browser = await useChromium();
let admin: SignedIn;
let seeded: SeededAccounts;

beforeAll(async () => {
  admin = await signedInAdmin();
  seeded = await seedAccounts(TAG, 130, 70);
  // The lists' totals come from the role counters, rebuilt by the seeding (written around the API).
  await countersInLine();
}, 180_000);

afterAll(async () => {
  await seeded?.remove();
});

const openAdminPanel = (): Promise<Page> => openAdminPanelAs(browser, admin);

const section = (page: Page, id: string) => page.locator(`section#${id}`);

/** Waits for the list's 'x of y' line; a failure says what the section showed instead. */
async function countsShown(list: Locator, pattern: RegExp) {
  try {
    await list.getByText(pattern).waitFor({ timeout: COUNTS });
  } catch (failure) {
    throw new Error(`no ${pattern} in: ${(await list.innerText()).slice(0, 600)}`, { cause: failure });
  }
}
const cards = (list: Locator) => list.getByRole('article');

/**
 * The list's cards once `count` of them are there: the counts come from the API and the cards from the live
 * query, after a painted frame (the staged first page), so one may be on screen before the other.
 */
async function cardsShown(list: Locator, count: number): Promise<number> {
  await cards(list)
    .nth(count - 1)
    .waitFor({ timeout: COUNTS });
  return cards(list).count();
}

/** The statistics' Total Students card shows what a full scan of the stored students counts. */
async function studentStatisticsShown(page: Page) {
  const { total, pending } = (await scanAccounts()).student;
  const card = page.getByTestId('stat-totalStudents');
  await card.getByText(String(total), { exact: true }).waitFor({ timeout: COUNTS });
  await card.getByText(`${total - pending} approved`, { exact: true }).waitFor({ timeout: COUNTS });
}

/** Every stored account of a kind, as the header's total must say. */
async function storedCount(kind: 'student' | 'teacher'): Promise<number> {
  const stored = adminDb.collection(kind === 'student' ? collections.students : collections.teachers);
  return (await stored.count().get()).data().count;
}

/** The seeded student a card shows, by the index its unique email carries. */
function seededStudentId(cardText: string): string {
  const index = new RegExp(`\\.(\\d+)\\.${TAG.toLowerCase()}@`).exec(cardText)?.[1];
  if (index === undefined) throw new Error(`not a seeded student: ${cardText.slice(0, 200)}`);
  return `${TAG}-s${index}`;
}

/** Names of the stored accounts a search and filter match, by a scan of every stored account. */
async function scan(kind: 'student' | 'teacher', search: string, keep: (data: FirebaseData) => boolean) {
  const docs = (
    await adminDb.collection(kind === 'student' ? collections.students : collections.teachers).get()
  ).docs;
  return docs.filter((doc) => {
    const data = doc.data();
    const texts =
      kind === 'student'
        ? studentSearchTexts(studentSearchFieldsOf(data))
        : teacherSearchTexts(teacherSearchFieldsOf(data));
    return matchesSearch(texts, search) && keep(data);
  }).length;
}
type FirebaseData = Record<string, unknown>;

describe('admin lists over many accounts', () => {
  it(
    "students: search, status filter and 'Show more' show what a full scan finds; the page stays live",
    async () => {
      const page = await openAdminPanel();
      const list = section(page, 'studentList');
      await countsShown(list, /^\d+ of \d+ students$/);
      // Closed, the section previews its first rows; opened, it shows the first page.
      expect(await cardsShown(list, 5)).toBe(5);
      await list.getByRole('button', { name: 'Show all students' }).click();
      expect(await cardsShown(list, 50)).toBe(50);
      await studentStatisticsShown(page);

      // The tag alone: all 130 seeded students, 50 at a time; each 'Show more' adds a page of new cards
      // and the header counts the cards shown of every student stored.
      const total = await storedCount('student');
      await list.getByLabel('Search students', { exact: true }).fill(TAG.toUpperCase());
      await list
        .getByText(searchSummaryText(130, TAG.toUpperCase(), STUDENT_NOUN))
        .waitFor({ timeout: COUNTS });
      await list
        .getByText(shownOfTotalText(50, total, STUDENT_NOUN), { exact: true })
        .waitFor({ timeout: COUNTS });
      expect(await cardsShown(list, 50)).toBe(50);
      const firstPage = await cards(list).allInnerTexts();
      await list.getByRole('button', { name: showMoreText(80) }).click();
      await cards(list).nth(99).waitFor({ timeout: LIVE });
      const twoPages = await cards(list).allInnerTexts();
      expect(twoPages.slice(0, 50)).toEqual(firstPage);
      expect(new Set(twoPages.map(seededStudentId)).size).toBe(100);
      await list
        .getByText(shownOfTotalText(100, total, STUDENT_NOUN), { exact: true })
        .waitFor({ timeout: LIVE });

      // A change to a student on the second page shows in its card, in place, without a reload.
      const onPageTwo = seededStudentId(twoPages[75] ?? '');
      const renamed = `Renamed Live ${TAG}`;
      await adminDb.collection(collections.students).doc(onPageTwo).update({ name: renamed });
      await expect
        .poll(async () => (await cards(list).nth(75).locator('h3').textContent()) ?? '', { timeout: LIVE })
        .toBe(renamed);
      expect(await cards(list).count()).toBe(100);

      // A new student arrives on the first page: its last card is pushed past the second page's cursor, and
      // stays listed (the first page is reopened up to that cursor), with the newcomer on top.
      const copied = (await adminDb.collection(collections.students).doc(`${TAG}-s0`).get()).data();
      const newcomer = adminDb.collection(collections.students).doc(`${TAG}-new`);
      await newcomer.set({ ...copied, name: `Newcomer Live ${TAG}`, createdAt: Timestamp.now() });
      try {
        await expect
          .poll(async () => (await cards(list).first().locator('h3').textContent()) ?? '', { timeout: LIVE })
          .toBe(`Newcomer Live ${TAG}`);
        await expect.poll(() => cards(list).count(), { timeout: LIVE }).toBe(101);
        const withNewcomer = (await cards(list).allInnerTexts()).slice(1);
        expect(withNewcomer.map(seededStudentId)).toEqual(twoPages.map(seededStudentId));
      } finally {
        await newcomer.delete();
      }
      await expect.poll(() => cards(list).count(), { timeout: LIVE }).toBe(100);

      await list.getByRole('button', { name: showMoreText(30) }).click();
      await cards(list).nth(129).waitFor({ timeout: LIVE });
      expect(await cards(list).count()).toBe(130);
      expect(new Set((await cards(list).allInnerTexts()).map(seededStudentId)).size).toBe(130);
      expect(await list.getByRole('button', { name: /^Show more/ }).count()).toBe(0);
      await list
        .getByText(shownOfTotalText(130, total, STUDENT_NOUN), { exact: true })
        .waitFor({ timeout: LIVE });

      // Accents and case folded, a phrase from the second word on, with the status filter.
      const term = `ÁLVAREZ ${TAG.toLowerCase()}`;
      await list.getByLabel('Search students', { exact: true }).fill(term);
      await list.getByLabel('Status').selectOption('pending');
      const expected = await scan('student', term, (data) => data.isApproved === false);
      expect(expected).toBeGreaterThan(0);
      await list.getByText(searchSummaryText(expected, term, STUDENT_NOUN)).waitFor({ timeout: COUNTS });
      await expect.poll(() => cards(list).count(), { timeout: LIVE }).toBe(expected);
      const names = await cards(list).locator('h3').allTextContents();
      expect(names.every((name) => normaliseSearchText(name).includes(`alvarez ${TAG.toLowerCase()}`))).toBe(
        true,
      );

      // Approving one elsewhere takes its card out of the pending list and the count follows.
      const first = await cards(list).first().locator('h3').textContent();
      const target = (
        await adminDb
          .collection(collections.students)
          .where('name', '==', first)
          .where('isApproved', '==', false)
          .limit(1)
          .get()
      ).docs[0]?.id;
      expect(target).toBeTruthy();
      // Seeded accounts have no Auth user for the approval route to update: the document changes directly.
      await adminDb
        .collection(collections.students)
        .doc(target ?? '')
        .update({ isApproved: true });
      await list.getByText(searchSummaryText(expected - 1, term, STUDENT_NOUN)).waitFor({ timeout: COUNTS });
      await expect.poll(() => cards(list).count(), { timeout: LIVE }).toBe(expected - 1);
      // The statistics follow the approval the list saw (counted afresh, before the trigger has run).
      await studentStatisticsShown(page);

      // A search nothing matches.
      await list.getByLabel('Search students', { exact: true }).fill(`${TAG}nothing`);
      await list
        .getByText(`No students found matching "${TAG}nothing". Try a different search term.`)
        .waitFor({ timeout: COUNTS });
      await page.close();
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'teachers: the department and status filters with search show what a full scan finds',
    async () => {
      const page = await openAdminPanel();
      const list = section(page, 'teacherList');
      await countsShown(list, /^\d+ of \d+ teachers$/);
      await list.getByLabel('Search teachers', { exact: true }).fill(TAG);
      await list.getByText(searchSummaryText(70, TAG, TEACHER_NOUN)).waitFor({ timeout: COUNTS });
      expect(await cardsShown(list, 50)).toBe(50);

      await list.getByLabel('Department').selectOption('Physics');
      const inPhysics = await scan('teacher', TAG, (data) => data.department === 'Physics');
      await list.getByText(searchSummaryText(inPhysics, TAG, TEACHER_NOUN)).waitFor({ timeout: COUNTS });
      await expect.poll(() => cards(list).count(), { timeout: LIVE }).toBe(inPhysics);

      await list.getByLabel('Status').selectOption('active');
      const activeInPhysics = await scan(
        'teacher',
        TAG,
        (data) => data.department === 'Physics' && data.isApproved === true,
      );
      await list
        .getByText(searchSummaryText(activeInPhysics, TAG, TEACHER_NOUN))
        .waitFor({ timeout: COUNTS });
      await expect.poll(() => cards(list).count(), { timeout: LIVE }).toBe(activeInPhysics);

      // The pending teachers' own list is searched the same way.
      const pending = section(page, 'teacherApproval');
      await pending.getByLabel('Search pending teachers', { exact: true }).fill('ÉCONOMIE');
      const pendingEconomics = await scan('teacher', 'économie', (data) => data.isApproved === false);
      expect(pendingEconomics).toBeGreaterThan(0);
      expect(pendingEconomics).toBeLessThanOrEqual(50);
      await expect.poll(() => cards(pending).count(), { timeout: LIVE }).toBe(pendingEconomics);
      await page.close();
    },
    JOURNEY_TIMEOUT,
  );
});
