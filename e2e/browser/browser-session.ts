/// <reference lib="dom" />
// The app's helpers for the browser tests (sign-in, toasts, axe); Chromium, pages and screenshots are the
// fixture's (e2e/support/browser.ts).
import { findTeachersTexts } from '@appointments/domain';
import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { logInThroughUi, type StoredSession, signedInSession } from '../../scripts/lib/ui-login';
import { BROWSER_TIME_ZONE, DESKTOP, openPage, type Viewport } from '../support/browser';

export const appUrl = inject('appUrl');

/**
 * Types into Find Teachers' search and waits until the cards answer it: the search runs on the server once
 * typing pauses, and the summary ('Found N teacher(s) matching "…"') names it only then.
 */
export async function searchFindTeachers(page: Page, text: string): Promise<void> {
  await page.getByLabel(findTeachersTexts.searchLabel, { exact: true }).fill(text);
  await page
    .locator('#findTeachers')
    .getByRole('status')
    .filter({ hasText: `"${text.trim()}"` })
    .waitFor({ timeout: 15_000 });
}
export function logIn(page: Page, email: string, password: string): Promise<void> {
  return logInThroughUi(page, appUrl, email, password);
}

/** A new browser context in `zone`, signed in through the login screen and settled on `home`. */
export async function signedInPage(
  browser: Browser,
  account: { email: string; password: string },
  home: string,
  {
    viewport = DESKTOP,
    zone = BROWSER_TIME_ZONE,
    serviceWorkers,
  }: {
    viewport?: Viewport;
    zone?: string;
    serviceWorkers?: 'allow' | 'block';
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(browser, viewport, zone, { serviceWorkers });
  await logIn(opened.page, account.email, account.password);
  await waitForPath(opened.page, home);
  return opened;
}

const storedSessions = new Map<string, Promise<StoredSession>>();

/**
 * `account`'s signed-in session as the browser stores it, from one login through the login screen per lane:
 * Auth's database only, so a context started from it holds no Firestore cache or tab lease of another.
 */
export function storedSessionOf(
  browser: Browser,
  account: { email: string; password: string },
): Promise<StoredSession> {
  let session = storedSessions.get(account.email);
  if (!session) {
    session = (async () => {
      const { context, page } = await openPage(browser);
      try {
        return await signedInSession(page, appUrl, account.email, account.password);
      } finally {
        await context.close();
      }
    })();
    session.catch(() => storedSessions.delete(account.email));
    storedSessions.set(account.email, session);
  }
  return session;
}

/**
 * A new browser context on `path`, signed in from `account`'s stored session: as the person coming back to
 * the page in a browser that kept their login, without the login screen. Closing the page closes its context.
 */
export async function pageSignedInAs(
  browser: Browser,
  account: { email: string; password: string },
  path: string,
  viewport: Viewport = DESKTOP,
): Promise<Page> {
  const storageState = await storedSessionOf(browser, account);
  const { context, page } = await openPage(browser, viewport, BROWSER_TIME_ZONE, { storageState });
  page.on('close', () => void context.close());
  await page.goto(`${appUrl}${path}`);
  await waitForPath(page, path);
  return page;
}

/** The admin panel, its heading shown, signed in from `admin`'s stored session; close the page after. */
export async function openAdminPanelAs(
  browser: Browser,
  admin: { email: string; password: string },
  viewport: Viewport = DESKTOP,
): Promise<Page> {
  const page = await pageSignedInAs(browser, admin, '/admin/panel', viewport);
  await page.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor();
  return page;
}

/**
 * Records every Content-Security-Policy violation the page reports from the first script of each document
 * on, into the returned list (the caller empties it between checks). Reported both ways Chromium does: the
 * document's `securitypolicyviolation` event and the console line.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

/** Waits for a toast with `text` (toasts close after 2 s, so wait from before the action ends). */
export async function toastShown(page: Page, text: string, timeout = 15_000): Promise<void> {
  await page.locator('.Toastify__toast', { hasText: text }).first().waitFor({ timeout });
}

let uniqueCounter = 0;
/** A word no other test's data carries, so a search finds exactly this test's accounts. */
export function uniqueWord(prefix: string): string {
  uniqueCounter += 1;
  return `${prefix} ${Date.now().toString(36)}${uniqueCounter}`;
}

export async function pathOf(page: Page): Promise<string> {
  return new URL(page.url()).pathname;
}

/** Waits until the SPA has settled on `path` (redirects are client-side). */
export async function waitForPath(page: Page, path: string, timeout = 15_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout });
}

/**
 * Switches the system's colour scheme and waits until the app has followed it (its listener sets the root's
 * class), so what runs next sees the new colours' transitions, not the old colours before them.
 */
export async function showInColorScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction((wanted) => document.documentElement.classList.contains(wanted), scheme);
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * The axe rules that judge colours: all a change of colour mode can move, since the mode only swaps the
 * colour tokens of the same markup. A page audited whole in one mode needs only these in the other.
 */
export const colourRules = ['color-contrast', 'link-in-text-block'] as const;

/**
 * Runs axe in the page (every rule, or only `rules`); returns the serious and critical violations that are
 * still there a moment later. Colours are judged as they rest: a state change that lands just as axe starts
 * (a transition begun after the wait for animations, a toast sliding in) can catch an element halfway between
 * two colours. A violation the page really has is found again by the second audit.
 */
export async function seriousAxeViolations(page: Page, rules?: readonly string[]): Promise<AxeViolation[]> {
  const first = await auditOnce(page, rules);
  if (first.length === 0) return first;
  await page.waitForTimeout(SETTLE_AGAIN_MS);
  return auditOnce(page, rules);
}

/** How long a page gets to come to rest before a violation is looked for again. */
const SETTLE_AGAIN_MS = 1_000;

async function auditOnce(page: Page, rules?: readonly string[]): Promise<AxeViolation[]> {
  // Not halfway through a button's transition after a click.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 2000 },
    )
    .catch(() => undefined);
  // Evaluated, not added as a script tag: the CSP (rightly) refuses inline scripts. Once per document: a
  // page reached by in-app navigation keeps it, and parsing its 0.5 MB again costs ~0.1 s of CPU each time.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (only) => {
    // A toast leaving (its timer can end between the wait above and the audit) fades as it goes: its colours
    // are halfway to nothing, not the ones a person reads. Toasts arriving or resting are audited.
    const leavingToasts = { exclude: ['.Toastify__toast[data-in="false"]'] };
    const result = await (
      window as unknown as {
        axe: {
          run: (
            context: unknown,
            options: unknown,
          ) => Promise<{ violations: Array<Record<string, unknown>> }>;
        };
      }
    ).axe.run(leavingToasts, only ? { runOnly: { type: 'rule', values: only } } : {});
    return result.violations as Array<{
      id: string;
      impact: string | null;
      help: string;
      nodes: Array<{ target: unknown; html: string }>;
    }>;
  }, rules);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      // The element's markup too: generated class names alone do not say which element failed.
      nodes: violation.nodes.map((node) => `${JSON.stringify(node.target)} ${node.html.slice(0, 160)}`),
    }));
}
