// First meaningful render of each screen in Chromium: logged in through the UI once, then a fresh navigation
// to the screen, timed in the page from navigation start to the frame after the main list's first card is
// in the DOM (the page's clock, so Playwright's polling does not count); the documents the emulator served
// while it loaded; and the page's JavaScript heap once it went quiet. Median of the navigations.
import { insightsLinkTexts } from '@appointments/domain';
import type { Browser, CDPSession, Page } from 'playwright-core';
import type { Caller } from './api-calls';
import type { ReadCounter } from './reads';
import { median } from './stats';

export interface ListCard {
  selector: string;
  label: string;
}

export interface DashboardSpec {
  /** The screen, as the report names it. */
  name: string;
  as: Caller;
  path: string;
  /** The main list's card: its first appearance is the page's first meaningful render. */
  main: ListCard;
  /** The page's other lists, timed the same way. */
  others: ListCard[];
  /**
   * A section the page opens on a button of this name: its lists are timed from the click (the page loaded and
   * quiet first), not from navigation start; the documents are the page's and the section's.
   */
  openedBy?: string;
}

const CONTACT_ROW = 'section[aria-labelledby="contacts-heading"] li';

export const DASHBOARDS: DashboardSpec[] = [
  {
    name: 'student dashboard (Find Teachers)',
    as: 'student',
    path: '/student/dashboard',
    main: { selector: '#findTeachers article', label: 'first teacher card in Find Teachers' },
    others: [{ selector: '#myAppointments article', label: 'My Appointments' }],
  },
  {
    name: 'student messages',
    as: 'student',
    path: '/messages',
    main: { selector: CONTACT_ROW, label: 'first conversation in the contact list' },
    others: [],
  },
  {
    name: 'teacher dashboard',
    as: 'teacher',
    path: '/teacher/dashboard',
    main: {
      selector: '#teacherAppointments article',
      label: 'first appointment card in Appointment Requests',
    },
    others: [{ selector: '#updateAvailability li', label: 'active slots' }],
  },
  {
    name: 'teacher messages',
    as: 'teacher',
    path: '/messages',
    main: { selector: CONTACT_ROW, label: 'first conversation in the contact list' },
    others: [],
  },
  {
    name: 'admin insights',
    as: 'admin',
    path: '/admin/insights',
    main: { selector: '[data-chart="weeks"] svg rect', label: 'first bar of sessions per week' },
    others: [{ selector: '[data-chart="heatmap"] svg rect', label: 'heat map' }],
  },
  {
    name: 'teacher insights (from the click)',
    as: 'teacher',
    path: '/teacher/dashboard',
    main: {
      selector: '#teacherInsights [data-chart="weeks"] svg rect',
      label: 'first bar of sessions per week',
    },
    others: [{ selector: '#teacherInsights [data-chart="heatmap"] svg rect', label: 'heat map' }],
    openedBy: insightsLinkTexts.showTeacherInsights,
  },
  {
    name: 'admin panel',
    as: 'admin',
    path: '/admin/panel',
    main: { selector: '#studentList article', label: 'first student card in Student Management' },
    others: [
      { selector: '#teacherList article', label: 'Teacher Management' },
      { selector: '#studentApproval article', label: 'pending students' },
    ],
  },
];

export interface DashboardFigures {
  spec: DashboardSpec;
  /** Per navigation; undefined when the card never came within the time limit. */
  firstCardMs: (number | undefined)[];
  medianFirstCardMs: number | undefined;
  /** Median per other list, by label. */
  othersMs: Record<string, number | undefined>;
  /** Documents the page's listeners and API calls read while loading (median). */
  reads: number;
  /** Per navigation: documents read while loading. */
  readsEach: number[];
  /** The page's used JavaScript heap once loaded, after a garbage collection (median, bytes). */
  heapUsedBytes: number;
  mainCards: number;
  errors: string[];
}

const CARD_TIMEOUT_MS = 180_000;

/**
 * Runs in the page before its scripts: notes when each selector first matches, at the next frame. Plain text,
 * not a function: tsx would compile a function with helpers that do not exist in the page.
 */
function watchSelectors(selectors: string[]): string {
  return `(() => {
    const marks = {};
    window.__scaleMarks = marks;
    const pending = new Set(${JSON.stringify(selectors)});
    const observer = new MutationObserver(() => {
      for (const selector of [...pending]) {
        if (!document.querySelector(selector)) continue;
        pending.delete(selector);
        requestAnimationFrame(() => { marks[selector] = performance.now(); });
      }
      if (pending.size === 0) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  })();`;
}

async function logIn(page: Page, appUrl: string, email: string, password: string) {
  await page.goto(`${appUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Waits until the counter stops moving: the listeners have delivered their first results. */
async function settledReads(reads: ReadCounter): Promise<number> {
  let last = -1;
  for (let stable = 0, tries = 0; stable < 3 && tries < 120; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = (await reads.current()).reads;
    stable = now === last ? stable + 1 : 0;
    last = now;
  }
  return last;
}

/**
 * Polls the page for a selector's mark. `page.evaluate` with a function, not `waitForFunction` with a string:
 * the app's Content-Security-Policy has no 'unsafe-eval', and Playwright evaluates a string predicate with
 * `new Function`, which the policy refuses. A navigation under way destroys the context: the poll goes on.
 */
async function markOf(page: Page, selector: string, timeout: number): Promise<number | undefined> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const mark = await page
      .evaluate(
        (wanted) => (window as unknown as { __scaleMarks?: Record<string, number> }).__scaleMarks?.[wanted],
        selector,
      )
      .catch(() => undefined);
    if (typeof mark === 'number') return mark;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

const known = (values: (number | undefined)[]) => values.filter((v): v is number => v !== undefined);
const medianOf = (values: (number | undefined)[]) =>
  values.length > 0 && known(values).length === values.length ? median(known(values)) : undefined;

/**
 * The page's used JavaScript heap (Chrome's JSHeapUsedSize) after a full garbage collection, so the figure is
 * what the loaded page holds rather than when the collector last ran.
 */
async function heapUsed(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const used = metrics.find((metric) => metric.name === 'JSHeapUsedSize');
  if (!used) throw new Error('Chromium reported no JSHeapUsedSize');
  return used.value;
}

/**
 * Waits for the page to go quiet, then clicks the section's button: answers the page's clock just before the
 * click (Playwright's own click time falls on the section's side).
 */
async function openSection(page: Page, name: string, reads: ReadCounter, timeout: number): Promise<number> {
  const button = page.getByRole('button', { name, exact: true });
  await button.waitFor({ timeout });
  await settledReads(reads);
  const origin = await page.evaluate(() => performance.now());
  await button.click();
  return origin;
}

/** One fresh navigation: every list's first-card time, the documents read until the page went quiet, its heap. */
async function navigate(
  page: Page,
  cdp: CDPSession,
  url: string,
  spec: DashboardSpec,
  reads: ReadCounter,
  timeout: number,
) {
  await settledReads(reads);
  await reads.take();
  // A page still busy rendering can hold the next navigation past Playwright's 30 s default.
  await page.goto(url, { waitUntil: 'commit', timeout });
  const origin = spec.openedBy ? await openSection(page, spec.openedBy, reads, timeout) : 0;
  const [first, ...others] = (
    await Promise.all([spec.main, ...spec.others].map((card) => markOf(page, card.selector, timeout)))
  ).map((mark) => (mark === undefined ? undefined : mark - origin));
  return {
    first,
    others,
    reads: await settledReads(reads),
    heap: await heapUsed(cdp),
    mainCards: await page.locator(spec.main.selector).count(),
  };
}

export async function measureDashboard(
  browser: Browser,
  appUrl: string,
  spec: DashboardSpec,
  login: { email: string; password: string },
  reads: ReadCounter,
  navigations: number,
): Promise<DashboardFigures> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    timezoneId: 'America/New_York',
  });
  const errors: string[] = [];
  await context.addInitScript({
    content: watchSelectors([spec.main, ...spec.others].map((c) => c.selector)),
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text().slice(0, 200));
  });
  const firstCardMs: (number | undefined)[] = [];
  const othersMs: (number | undefined)[][] = spec.others.map(() => []);
  const readCounts: number[] = [];
  const heaps: number[] = [];
  let mainCards = 0;
  try {
    await logIn(page, appUrl, login.email, login.password);
    // Logging in lands on the role's dashboard; Messages is one navigation further.
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 60_000 });
    if (new URL(page.url()).pathname !== spec.path)
      await page.goto(`${appUrl}${spec.path}`, { waitUntil: 'commit', timeout: CARD_TIMEOUT_MS });
    if (spec.openedBy) await openSection(page, spec.openedBy, reads, CARD_TIMEOUT_MS);
    const warm = await markOf(page, spec.main.selector, CARD_TIMEOUT_MS);
    // A page that never shows its list once is measured once more, not three times over the time limit.
    const runs = warm === undefined ? 1 : navigations;
    for (let i = 0; i < runs; i++) {
      const run = await navigate(page, cdp, `${appUrl}${spec.path}`, spec, reads, CARD_TIMEOUT_MS);
      firstCardMs.push(run.first);
      for (const [k, ms] of run.others.entries()) othersMs[k]?.push(ms);
      readCounts.push(run.reads);
      heaps.push(run.heap);
      mainCards = run.mainCards;
    }
  } finally {
    await context.close();
  }
  return {
    spec,
    firstCardMs,
    medianFirstCardMs: medianOf(firstCardMs),
    othersMs: Object.fromEntries(spec.others.map((card, k) => [card.label, medianOf(othersMs[k] ?? [])])),
    reads: median(readCounts),
    readsEach: readCounts,
    heapUsedBytes: median(heaps),
    mainCards,
    errors: [...new Set(errors)],
  };
}
