/// <reference lib="dom" />
// The Rosters screen against the real stack, on a phone: reached from the Admin Panel, a file previewed
// (the counts and the refused cells by line and column), applied after a confirmation naming the counts,
// a newer file's left-out person suspended on confirmation, and the application listed on the audit page.
// Screenshots at 390×844 and 1280×800, light and dark.
import { auditActionLabels, pageTitles, rosterTexts } from '@appointments/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAdmin } from '../support/accounts';
import { uniqueEmail } from '../support/api';
import { DESKTOP, PHONE, saveScreenshot, useChromium, type Viewport } from '../support/browser';
import { seriousAxeViolations, signedInPage, waitForPath } from './browser-session';

const browser = await useChromium();
let admin: SignedIn;

beforeAll(async () => {
  admin = await signedInAdmin();
});

async function chooseFile(page: Page, name: string, text: string) {
  await page.getByLabel(rosterTexts.fileLabel, { exact: true }).setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(text),
  });
  await page.getByRole('button', { name: rosterTexts.preview, exact: true }).click();
}

/** The whole page from its top, nothing focused, in each mode once its colours have settled. */
async function screenshots(page: Page, name: string, viewport: Viewport) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: mode });
    await page.waitForTimeout(500);
    await saveScreenshot(page, mode === 'dark' ? `${name}-dark` : name, viewport);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

describe('rosters screen', { timeout: 180_000 }, () => {
  it('previews, applies with progress, suspends the person a newer roster leaves out, and logs it', async () => {
    const tag = Date.now().toString(36);
    const [ana, bo, cy] = [uniqueEmail('ana'), uniqueEmail('bo'), uniqueEmail('cy')];
    const first = [
      'Name,Email,Student ID,Course,Year,Section',
      `Ána Ríos ${tag},${ana.toUpperCase()},S-1,Física,1,A`,
      `Bo Chen ${tag},${bo},S-2,History,2,B`,
      `Cy Park ${tag},${cy},S-3,History,5,B`,
      `Cy Again ${tag},${cy},S-3,History,2,B`,
    ].join('\n');

    const { page } = await signedInPage(browser, admin, '/admin/panel', { viewport: PHONE });
    await page.getByRole('link', { name: rosterTexts.panelLink, exact: true }).click();
    await waitForPath(page, '/admin/rosters');
    await page.getByRole('heading', { name: rosterTexts.pageTitle, level: 1 }).waitFor();

    await chooseFile(page, `term-${tag}.csv`, first);
    await page
      .getByRole('group', { name: rosterTexts.preview })
      .getByText(rosterTexts.counts.created)
      .waitFor();
    const table = page.getByRole('region', { name: rosterTexts.errorsTitle });
    await table.getByRole('cell', { name: 'Year must be 1, 2, 3 or 4' }).waitFor();
    await table.getByRole('cell', { name: 'This email is already on line 4' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'admin-rosters-preview', PHONE);

    await page.getByRole('button', { name: rosterTexts.apply }).click();
    const dialog = page.getByRole('dialog', { name: rosterTexts.applyConfirmTitle });
    await dialog.getByText(rosterTexts.applyConfirm(2, 0, 2)).waitFor();
    await saveScreenshot(page, 'admin-rosters-confirm', PHONE, { fullPage: false });
    await dialog.getByRole('button', { name: rosterTexts.confirm, exact: true }).click();
    await page.getByText(rosterTexts.result(2, 0, 0)).waitFor({ timeout: 60_000 });
    await screenshots(page, 'admin-rosters-applied', PHONE);

    // A newer roster without Bo: listed, suspended only once the admin confirms.
    await chooseFile(page, `term2-${tag}.csv`, `Name,Email\nÁna Ríos ${tag},${ana}\n`);
    const absent = page.getByRole('list', { name: rosterTexts.absentTitle });
    await absent.getByText(`Bo Chen ${tag}`).waitFor();
    await page.getByRole('button', { name: rosterTexts.suspendAbsent }).click();
    const suspendDialog = page.getByRole('dialog', { name: rosterTexts.suspendConfirmTitle });
    await suspendDialog.getByRole('button', { name: rosterTexts.suspend, exact: true }).click();
    await page.getByText(/accounts? suspended\./).waitFor({ timeout: 60_000 });
    await page.setViewportSize(DESKTOP);
    await screenshots(page, 'admin-rosters-suspended', DESKTOP);

    await page.getByRole('link', { name: pageTitles.adminPanel, exact: true }).waitFor();
    await page.goto(new URL('/admin/audit', page.url()).toString());
    await page.getByText(`${auditActionLabels['apply-roster']}: term-${tag}.csv`).first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
