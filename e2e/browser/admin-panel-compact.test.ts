/// <reference lib="dom" />
// The admin panel as a compact tool on the local stack (demo seed plus 200 students and 50 teachers made
// here): every section present and the page at most 6,000 px tall on a phone and 5,000 px on a desktop, no
// 'N/A' on a list row, and a bulk approval through the selection showing its result.
import { QUICK_NAV_SECTIONS } from '@appointments/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countersInLine } from '../support/account-counters';
import { registerAccount, type SignedIn, signedInAdmin } from '../support/accounts';
import { storedDoc } from '../support/admin';
import { DESKTOP, PHONE, saveScreenshot, useChromium, type Viewport } from '../support/browser';
import { pendingAccounts } from '../support/pending-accounts';
import { type SeededAccounts, seedAccounts } from '../support/seeded-accounts';
import { openAdminPanelAs } from './browser-session';

const LIVE = 15_000;
const COUNTS = 60_000;
const JOURNEY_TIMEOUT = 180_000;
const TAG = `Cp${Date.now().toString(36)}`;
const SECTIONS = [
  'dashboard',
  'studentApproval',
  'teacherApproval',
  'studentList',
  'addTeacher',
  'teacherList',
];

const browser = await useChromium();
let admin: SignedIn;
let seeded: SeededAccounts;

beforeAll(async () => {
  admin = await signedInAdmin();
  seeded = await seedAccounts(TAG, 200, 50);
  await countersInLine();
}, 180_000);

afterAll(async () => {
  await seeded?.remove();
});

const openAdminPanel = (viewport: Viewport): Promise<Page> => openAdminPanelAs(browser, admin, viewport);

/** Every section on the page with its rows and counts arrived, so the height is the settled one. */
async function settled(page: Page) {
  for (const id of SECTIONS) await page.locator(`section#${id}`).waitFor({ timeout: LIVE });
  for (const id of ['studentApproval', 'teacherApproval', 'studentList', 'teacherList']) {
    await page.locator(`section#${id}`).getByRole('article').nth(4).waitFor({ timeout: COUNTS });
  }
  await page
    .locator('section#studentList')
    .getByText(/^\d+ of \d+ students$/)
    .waitFor({ timeout: COUNTS });
  await page
    .locator('section#teacherList')
    .getByText(/^\d+ of \d+ teachers$/)
    .waitFor({ timeout: COUNTS });
  await page.getByTestId('stat-totalStudents').getByText(/^\d+$/).waitFor({ timeout: COUNTS });
}

describe('a compact admin panel', () => {
  it.each([
    { viewport: PHONE, label: 'phone', maxHeight: 6_000 },
    { viewport: DESKTOP, label: 'desktop', maxHeight: 5_000 },
  ])(
    'fits every section in at most $maxHeight px on a $label, with no N/A on a row',
    async ({ viewport, maxHeight }) => {
      const page = await openAdminPanel(viewport);
      await settled(page);
      const order = await page
        .locator('section[id]')
        .evaluateAll((sections) => sections.map((section) => section.id));
      // The Quick Nav's anchors, in its order, and the pending teachers right after the pending students.
      expect(order.filter((id) => QUICK_NAV_SECTIONS.admin.includes(id))).toEqual([
        ...QUICK_NAV_SECTIONS.admin,
      ]);
      expect(order).toEqual(SECTIONS);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height).toBeLessThanOrEqual(maxHeight);
      const rows = await page.getByRole('article').allInnerTexts();
      expect(rows.length).toBeGreaterThanOrEqual(20);
      expect(rows.filter((text) => text.includes('N/A'))).toEqual([]);
      await saveScreenshot(page, 'admin-panel-compact', viewport);
      // The same panel in the dark colour mode (the system's choice, followed until the person picks one).
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.reload();
      await settled(page);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      await saveScreenshot(page, 'admin-panel-compact-dark', viewport);
      await page.close();
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'asks a reason before declining a registration, on a phone',
    async () => {
      // A registration of its own, the newest, so its row is listed first and its name is nobody else's.
      const name = `Declinable ${TAG}`;
      await registerAccount('student', { name });
      const page = await openAdminPanel(PHONE);
      const pending = page.locator('section#studentApproval');
      const row = pending.getByRole('article', { name, exact: true });
      await row.waitFor({ timeout: COUNTS });
      await row.getByRole('button', { name: `Decline ${name}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(`Decline ${name}?`).waitFor();
      await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
      await dialog.getByText('Please give a reason').waitFor();
      // The login's toast closes after 2 s; it is not part of the picture.
      await page
        .locator('.Toastify__toast')
        .first()
        .waitFor({ state: 'detached', timeout: 10_000 })
        .catch(() => {});
      await saveScreenshot(page, 'admin-panel-decline-reason', PHONE, { fullPage: false });
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      // Nothing was declined: the row is still there.
      await pending.getByRole('article', { name, exact: true }).waitFor();
      await page.close();
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'approves the selected pending students in one bulk decision and shows the result',
    async () => {
      const tag = `${TAG}b`;
      const { ids } = await pendingAccounts('student', tag, 12);
      const page = await openAdminPanel(DESKTOP);
      const pending = page.locator('section#studentApproval');
      await pending.getByLabel('Search pending students', { exact: true }).fill(tag);
      await pending.getByRole('article').nth(11).waitFor({ timeout: COUNTS });
      await pending.getByRole('checkbox', { name: 'Select all shown' }).check();
      const bar = pending.getByRole('group', { name: '12 selected' });
      await bar.getByRole('button', { name: 'Approve', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Approve 12 students?').waitFor();
      await saveScreenshot(page, 'admin-panel-bulk-confirm', DESKTOP, { fullPage: false });
      await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
      await pending.getByTestId('bulk-result').getByText('12 approved').waitFor({ timeout: COUNTS });
      await page.locator('.Toastify__toast', { hasText: '12 approved' }).first().waitFor({ timeout: LIVE });
      const approved = await Promise.all(
        ids.map(async (id) => (await storedDoc.student(id).get()).get('isApproved')),
      );
      expect(approved.every((flag) => flag === true)).toBe(true);
      await pending.getByText('No students match your search criteria.').waitFor({ timeout: LIVE });
      await page.close();
    },
    JOURNEY_TIMEOUT,
  );
});
