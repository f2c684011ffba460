/// <reference lib="dom" />
// The admin's settings page against the real stack: reached from the panel's header, a value's effect
// shown in words as it is typed, a refused value showing the schema's message at its field, a saved
// change read back from the API, and the change listed on the audit page.
import { type CollegeSettings, collegeSettingsTexts, defaultCollegeSettings } from '@appointments/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAdmin } from '../support/accounts';
import { callApi } from '../support/api';
import { DESKTOP, saveScreenshot, useChromium } from '../support/browser';
import { seriousAxeViolations, signedInPage, waitForPath } from './browser-session';

const browser = await useChromium();
let admin: SignedIn;

const restoreDefaults = async () => {
  const answer = await callApi('/admin/settings', {
    method: 'PUT',
    token: admin.token,
    body: defaultCollegeSettings(),
  });
  expect(answer.status).toBe(200);
};

beforeAll(async () => {
  admin = await signedInAdmin();
  await restoreDefaults();
});

afterAll(async () => {
  await restoreDefaults();
});

describe('admin settings page', { timeout: 150_000 }, () => {
  it('changes the minimum notice, shows its effect, saves it, and lists the change in the audit log', async () => {
    const { page } = await signedInPage(browser, admin, '/admin/panel');
    await page.getByRole('link', { name: collegeSettingsTexts.settingsLink, exact: true }).click();
    await waitForPath(page, '/admin/settings');
    const notice = page.getByLabel(collegeSettingsTexts.labels['booking.minNoticeMinutes']);
    await notice.waitFor();
    expect(await notice.inputValue()).toBe('60');
    const reminders = page.getByLabel(collegeSettingsTexts.labels['booking.reminderHoursBefore']);
    expect(await reminders.inputValue()).toBe('24, 1');
    await page.getByText('Reminder mails go 24 hours and 1 hour before each approved session.').waitFor();

    // A refused value: the schema's message at the field, nothing sent.
    await notice.fill('-1');
    await page.getByRole('button', { name: collegeSettingsTexts.save }).click();
    await page.getByText('Please enter at least 0').waitFor();

    await notice.fill('180');
    await page.getByText(collegeSettingsTexts.effects.minNoticeMinutes(180)).waitFor();
    expect(collegeSettingsTexts.effects.minNoticeMinutes(180)).toBe(
      'Students must book at least 3 hours ahead.',
    );
    await page.getByRole('button', { name: collegeSettingsTexts.save }).click();
    await page.getByRole('status').filter({ hasText: collegeSettingsTexts.saved }).waitFor();

    const stored = await callApi<CollegeSettings>('/admin/settings', { token: admin.token });
    expect(stored.body.data?.booking.minNoticeMinutes).toBe(180);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'admin-settings', DESKTOP);

    await page.getByRole('link', { name: collegeSettingsTexts.auditLink, exact: true }).click();
    await waitForPath(page, '/admin/audit');
    await page.getByText('booking.minNoticeMinutes: 60 → 180').first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
