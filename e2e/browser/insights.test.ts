/// <reference lib="dom" />
// The insights page against the real stack: reached from the admin panel, a department and a range chosen,
// the numbers read from the charts' table views and checked against the API; the teacher's own section on
// their dashboard; each at phone and desktop size, light and dark, and printed.
import {
  type AdminInsights,
  CUSTOM_RANGE,
  insightsLinkTexts,
  insightsTexts,
  istDayKey,
  rangeInWords,
} from '@appointments/domain';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { type SignedIn, signedInAccount, signedInAdmin } from '../support/accounts';
import { callApi } from '../support/api';
import { DESKTOP, PHONE, saveScreenshot, useChromium } from '../support/browser';
import { decide, requestCustom } from '../support/lifecycle';
import { hoursFromNow } from '../support/time';
import {
  seriousAxeViolations,
  showInColorScheme,
  signedInPage,
  uniqueWord,
  waitForPath,
} from './browser-session';

const browser = await useChromium();
const DAY_MS = 86_400_000;
const department = uniqueWord('Insight');
const from = istDayKey(new Date(Date.now() - 20 * DAY_MS));
const to = istDayKey(new Date(Date.now() + 40 * DAY_MS));

let admin: SignedIn;
let teacher: SignedIn;

beforeAll(async () => {
  let student: SignedIn;
  [admin, teacher, student] = await Promise.all([
    signedInAdmin(),
    signedInAccount('teacher', { department, subject: 'Optics' }),
    signedInAccount('student'),
  ]);
  const first = await requestCustom(student, teacher, hoursFromNow(30), 'Insights one');
  const second = await requestCustom(student, teacher, hoursFromNow(54), 'Insights two');
  expect((await decide(teacher, first.body.data?._id ?? '', 'approved')).status).toBe(200);
  expect((await decide(teacher, second.body.data?._id ?? '', 'canceled')).status).toBe(200);
});

/** A table view's cell, by its row's first cell and its column's header. */
async function tableCell(page: import('playwright-core').Page, chart: string, row: string, column: string) {
  return page.evaluate(
    ({ chart, row, column }) => {
      const table = document.querySelector(`[data-chart="${chart}"] table`);
      if (!table) return null;
      const columns = Array.from(table.querySelectorAll('thead th')).map((cell) => cell.textContent);
      const found = Array.from(table.querySelectorAll('tbody tr')).find(
        (line) => line.children[0]?.textContent === row,
      );
      return found?.children[columns.indexOf(column)]?.textContent ?? null;
    },
    { chart, row, column },
  );
}

describe('insights page', { timeout: 180_000 }, () => {
  it('opens for a department and a range and shows the numbers the API answers', async () => {
    const { context, page } = await signedInPage(browser, admin, '/admin/panel');
    onTestFinished(() => context.close());
    await page.getByRole('link', { name: insightsLinkTexts.panelLink, exact: true }).click();
    await waitForPath(page, '/admin/insights');
    await page.locator('[data-chart="weeks"]').waitFor();

    // A department applies at once; a custom range once both ends are picked and shown.
    await page.getByLabel(insightsTexts.department, { exact: true }).selectOption(department);
    await page.getByLabel(insightsTexts.period, { exact: true }).selectOption(CUSTOM_RANGE);
    for (const [end, day] of [
      [insightsTexts.from, from],
      [insightsTexts.to, to],
    ] as const) {
      await page.getByLabel(insightsTexts.rangeMonth(end), { exact: true }).selectOption(day.slice(0, 7));
      await page.getByLabel(insightsTexts.rangeDay(end), { exact: true }).selectOption(day);
    }
    await page.getByRole('button', { name: insightsTexts.show }).click();
    await page.getByText(insightsTexts.showing(rangeInWords({ from, to })), { exact: true }).waitFor();

    const query = new URLSearchParams({ from, to, department });
    const expected = (await callApi<AdminInsights>(`/admin/insights?${query}`, { token: admin.token })).body
      .data as AdminInsights;
    expect(expected.totals).toMatchObject({ booked: 2, approved: 1, declined: 1 });
    const week = expected.weeks.find((entry) => entry.approved === 1);
    if (!week) throw new Error('no week with the approved session');
    await page.waitForFunction(
      (text) => document.querySelector('[data-chart="weeks"]')?.textContent?.includes(text),
      insightsTexts.weeksSummary(2, expected.weeks.length),
    );
    expect(await tableCell(page, 'weeks', week.weekStart, 'Approved')).toBe('1');
    const declinedWeek = expected.weeks.find((entry) => entry.declined === 1);
    expect(await tableCell(page, 'weeks', declinedWeek?.weekStart ?? '', 'Declined')).toBe('1');
    expect(await tableCell(page, 'departments', department, 'Requests made')).toBe('2');
    expect(await tableCell(page, 'no-shows', 'No-show', 'Value')).toBe('0');
    const heatmapTotal = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[data-chart="heatmap"] tbody td')).reduce(
        (sum, cell) => sum + Number(cell.textContent),
        0,
      ),
    );
    expect(heatmapTotal).toBe(1);

    // The table view opens from the keyboard.
    await page.locator('[data-chart="weeks"] summary').focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-chart="weeks"] table').waitFor({ state: 'visible' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'insights', DESKTOP);
    await showInColorScheme(page, 'dark');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'insights-dark', DESKTOP);
    await page.emulateMedia({ colorScheme: 'light', media: 'print' });
    await saveScreenshot(page, 'insights-print', DESKTOP);
  });

  it('fits a phone, light and dark', async () => {
    const { context, page } = await signedInPage(browser, admin, '/admin/panel', { viewport: PHONE });
    onTestFinished(() => context.close());
    await page.goto(new URL('/admin/insights', page.url()).toString());
    await page.locator('[data-chart="heatmap"]').waitFor();
    // The custom range's two ends (a month and a day each) fit the width too.
    await page.getByLabel(insightsTexts.period, { exact: true }).selectOption(CUSTOM_RANGE);
    await page.getByRole('button', { name: insightsTexts.show }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'insights', PHONE);
    await showInColorScheme(page, 'dark');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'insights-dark', PHONE);
  });

  it("shows the teacher's own figures on their dashboard", async () => {
    const { context, page } = await signedInPage(browser, teacher, '/teacher/dashboard', { viewport: PHONE });
    onTestFinished(() => context.close());
    await page.getByRole('button', { name: insightsLinkTexts.showTeacherInsights }).click();
    await page.locator('#teacherInsights [data-chart="weeks"]').waitFor();
    await page.waitForFunction(() =>
      document.querySelector('#teacherInsights [data-chart="weeks"]')?.textContent?.includes('2 sessions'),
    );
    expect(await tableCell(page, 'no-shows', 'Completed', 'Value')).toBe('0');
    // The same section at desktop size, light and dark.
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.locator('#teacherInsights').scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'teacher-insights', viewport, { fullPage: false });
      await page.emulateMedia({ colorScheme: 'dark' });
      await saveScreenshot(page, 'teacher-insights-dark', viewport, { fullPage: false });
    }
  });
});
