import type { Page } from 'playwright-core';

/** Logs in through the login screen, as a person would; used by the browser tests and the benches. */
export async function logInThroughUi(
  page: Page,
  appUrl: string,
  email: string,
  password: string,
): Promise<void> {
  await page.goto(`${appUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}
