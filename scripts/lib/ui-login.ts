import type { BrowserContext, Page } from 'playwright-core';

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

/** What a browser context keeps of a site (cookies, local storage, IndexedDB), as Playwright saves it. */
export type StoredSession = Awaited<ReturnType<BrowserContext['storageState']>>;
type StoredOriginWithDatabases = StoredSession['origins'][number] & { indexedDB?: Array<{ name: string }> };

/** Firebase Auth's own IndexedDB database, where the web SDK keeps the signed-in session. */
const AUTH_DATABASE = 'firebaseLocalStorageDb';

/**
 * Logs in through the login screen on `page` and returns the signed-in session as its browser context stores
 * it: Auth's database only, so a context started from it holds no Firestore cache or tab lease of another.
 */
export async function signedInSession(
  page: Page,
  appUrl: string,
  email: string,
  password: string,
): Promise<StoredSession> {
  await logInThroughUi(page, appUrl, email, password);
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
  const stored = await page.context().storageState({ indexedDB: true });
  return {
    ...stored,
    // Playwright's types leave out the databases that `indexedDB: true` adds to each origin.
    origins: (stored.origins as StoredOriginWithDatabases[]).map((origin) => ({
      ...origin,
      indexedDB: origin.indexedDB?.filter((database) => database.name === AUTH_DATABASE),
    })),
  };
}
