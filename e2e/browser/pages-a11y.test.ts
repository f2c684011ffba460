/// <reference lib="dom" />
// Every page at desktop and phone size, in light and dark mode, with real data on screen (cards listed, a conversation open,
// profiles in edit mode, the admin's dialogs open): no serious or critical axe violation (in dark mode, of the
// rules that judge colours: the rest see the same markup as in light mode), no violation of the
// production Content-Security-Policy (Hosting's headers, firebase.json), and a screenshot
// in artifacts/screenshots/ for a person to look at. One browser, one login per account, and one page load
// per account and colour mode: a signed-in person's other pages are reached in the app, as a person reaches
// them. A visitor's pages are each loaded, as a visitor arrives at them (the landing page is not the app).
import {
  adminDashboardTexts,
  availabilityTexts,
  bookingModalTexts,
  DEMO_ACCOUNTS,
  findTeachersTexts,
  lifecycleTexts,
  messagesTexts,
  profileTexts,
  quickAddLabel,
  ratingModalTexts,
} from '@appointments/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardLayoutTexts } from '../../web/src/features/teacher-dashboard/texts';
import { registerAccount, signedInAccount } from '../support/accounts';
import { adminAuth } from '../support/admin';
import { callApi } from '../support/api';
import { DESKTOP, openPage, PHONE, saveScreenshot, useChromium, type Viewport } from '../support/browser';
import { istFieldShown } from '../support/ist-field';
import { hoursFromNow } from '../support/time';
import {
  type AxeViolation,
  appUrl,
  colourRules,
  logIn,
  seriousAxeViolations,
  waitForPath,
  watchCspViolations,
} from './browser-session';

const LIVE = 15_000;

type Account = { email: string; password: string };

const browser = await useChromium();
const sessions = new Map<string, Page>();
/** Each session page's CSP violations since its last audit. */
const cspViolations = new Map<Page, string[]>();

beforeAll(async () => {
  await arrangeData();
});
/**
 * What the seed may no longer hold once other files have run: students and teachers waiting for the
 * admin, and a pending request on the demo teacher's dashboard (its Approve and Decline buttons).
 */
async function arrangeData(): Promise<void> {
  const tag = `A11y${Date.now().toString(36)}`;
  const [requester] = await Promise.all([
    signedInAccount('student', { name: `${tag} Requester` }),
    registerAccount('student', { name: `${tag} Waiting One` }),
    registerAccount('student', { name: `${tag} Waiting Two` }),
    registerAccount('teacher', { name: `${tag} Applicant`, department: 'Biology', subject: 'Genetics' }),
  ]);
  const teacher = await adminAuth.getUserByEmail(DEMO_ACCOUNTS.teacher.email);
  const booked = await callApi('/student/book', {
    method: 'POST',
    token: requester.token,
    body: {
      teacherId: teacher.uid,
      dateTime: hoursFromNow(70),
      purpose: 'Accessibility audit request',
      bookingType: 'custom_request',
    },
  });
  expect(booked.status).toBe(201);
}

/** One page per account (and one for visitors), signed in once and reused by every page and size. */
async function sessionFor(account: Account | undefined): Promise<Page> {
  const key = account?.email ?? 'visitor';
  const known = sessions.get(key);
  if (known) return known;
  const { page } = await openPage(browser, DESKTOP);
  cspViolations.set(page, await watchCspViolations(page));
  if (account) {
    await logIn(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: LIVE });
  }
  sessions.set(key, page);
  return page;
}

/** A state of the page audited besides its first view: entered, audited, then left. */
interface AuditedState {
  name: string;
  enter(page: Page): Promise<void>;
  leave?(page: Page): Promise<void>;
}

interface PageCase {
  name: string;
  path: string;
  account?: Account;
  /** Waits until the page shows real data, not a loading or empty state. */
  ready?(page: Page): Promise<void>;
  states?: AuditedState[];
}

const dialog = (page: Page) => page.getByRole('dialog');

async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await dialog(page).waitFor({ state: 'detached' });
}

const editMode: AuditedState = {
  name: 'edit',
  async enter(page) {
    await page.getByRole('button', { name: profileTexts.editProfile }).click();
    await page.getByRole('button', { name: profileTexts.save }).waitFor();
  },
  async leave(page) {
    await page.getByRole('button', { name: profileTexts.cancel }).click();
  },
};

/** A profile page, ready once its own Edit button is there, then audited in edit mode too. */
const profilePage: Pick<PageCase, 'ready' | 'states'> = {
  async ready(page) {
    await page.getByRole('button', { name: profileTexts.editProfile }).waitFor({ timeout: LIVE });
  },
  states: [editMode],
};

/** The messages page, ready once its contact search is there. */
function contactSearch(role: 'student' | 'teacher'): (page: Page) => Promise<void> {
  return async (page) => {
    await page.getByRole('searchbox', { name: messagesTexts.searchLabel(role) }).waitFor({ timeout: LIVE });
  };
}

/** The conversation with `name`, opened from the contact list (on a phone the list gives way to it). */
function conversationWith(role: 'student' | 'teacher', name: string): AuditedState {
  return {
    name: 'conversation',
    async enter(page) {
      await page.getByRole('searchbox', { name: messagesTexts.searchLabel(role) }).fill(name);
      await page.getByRole('button', { name: new RegExp(name) }).click();
      await page
        .getByRole('log', { name: messagesTexts.conversationLabel(name) })
        .getByRole('listitem')
        .first()
        .waitFor({ timeout: LIVE });
    },
  };
}

const pages: PageCase[] = [
  { name: 'landing', path: '/' },
  {
    name: 'login',
    path: '/login',
    states: [
      {
        name: 'errors',
        async enter(page) {
          await page.getByRole('button', { name: 'Login', exact: true }).click();
          await page.getByLabel('Email').and(page.locator('[aria-invalid="true"]')).waitFor();
        },
      },
    ],
  },
  {
    name: 'register',
    path: '/register',
    states: [
      {
        name: 'errors',
        async enter(page) {
          await page.getByRole('button', { name: 'Create Account' }).click();
          await page.locator('[aria-invalid="true"]').first().waitFor();
        },
      },
    ],
  },
  { name: 'forgot-password', path: '/forgot-password' },
  { name: 'reset-password', path: '/reset-password/example-token' },
  { name: 'contact', path: '/contact' },
  {
    name: 'student-dashboard',
    path: '/student/dashboard',
    account: DEMO_ACCOUNTS.student,
    async ready(page) {
      await page.locator('#findTeachers').getByRole('article').first().waitFor({ timeout: LIVE });
      await page.locator('#myAppointments').getByRole('article').first().waitFor({ timeout: LIVE });
    },
    states: [
      {
        name: 'booking-modal',
        async enter(page) {
          await page
            .locator('#findTeachers')
            .getByRole('button', { name: findTeachersTexts.bookAppointment })
            .first()
            .click();
          await dialog(page).getByRole('radio').first().waitFor();
        },
      },
      {
        name: 'custom-request-modal',
        async enter(page) {
          await dialog(page).getByRole('button', { name: bookingModalTexts.customRequest }).click();
          await istFieldShown(dialog(page), bookingModalTexts.preferredDateTime);
        },
        leave: closeDialog,
      },
      {
        name: 'rating-modal',
        async enter(page) {
          const earlier = page.waitForResponse((response) => response.url().includes('/api/student/rating/'));
          await page
            .locator('#findTeachers')
            .getByRole('button', { name: findTeachersTexts.rateTeacher })
            .first()
            .click();
          await dialog(page)
            .getByRole('button', { name: ratingModalTexts.starLabel(5, 'Excellent') })
            .waitFor();
          // The earlier rating arrives after the modal opens and enables Update: audit the modal once it has,
          // not while the button's colours still move from disabled to enabled.
          const answer = (await (await earlier).json()) as { data?: { hasRated?: boolean } };
          if (answer.data?.hasRated)
            await dialog(page)
              .getByRole('button', { name: ratingModalTexts.update })
              .and(page.locator(':enabled'))
              .waitFor();
        },
        leave: closeDialog,
      },
    ],
  },
  { name: 'student-profile', path: '/student/profile', account: DEMO_ACCOUNTS.student, ...profilePage },
  {
    name: 'messages',
    path: '/messages',
    account: DEMO_ACCOUNTS.student,
    ready: contactSearch('student'),
    states: [conversationWith('student', DEMO_ACCOUNTS.teacher.name)],
  },
  {
    name: 'teacher-dashboard',
    path: '/teacher/dashboard',
    account: DEMO_ACCOUNTS.teacher,
    async ready(page) {
      await page
        .locator('#updateAvailability')
        .getByRole('button', { name: /^Remove/ })
        .first()
        .waitFor();
      await page
        .locator('#teacherAppointments')
        .getByRole('article')
        .filter({ hasText: 'Accessibility audit request' })
        .waitFor({ timeout: LIVE });
    },
    states: [
      {
        // The add form with a quick-add time in the IST date-time field.
        name: 'add-slot-form',
        async enter(page) {
          const availability = page.locator('#updateAvailability');
          const toggle = availability.getByRole('button', { name: dashboardLayoutTexts.addSlots });
          if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
          await availability.getByRole('button', { name: quickAddLabel('14:00') }).click();
          await availability
            .getByRole('group', { name: availabilityTexts.dateTimeLabel })
            .evaluate((field) => field.scrollIntoView({ block: 'center' }));
        },
      },
      {
        // The weekly office-hours form: days, IST times on the 12-hour clock, dates as words.
        name: 'office-hours-form',
        async enter(page) {
          const availability = page.locator('#updateAvailability');
          const toggle = availability.getByRole('button', { name: dashboardLayoutTexts.weeklyOfficeHours });
          if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
          await page
            .getByRole('form', { name: lifecycleTexts.officeHoursHeading })
            .evaluate((form) => form.scrollIntoView({ block: 'start' }));
        },
      },
    ],
  },
  { name: 'teacher-profile', path: '/teacher/profile', account: DEMO_ACCOUNTS.teacher, ...profilePage },
  {
    name: 'teacher-messages',
    path: '/messages',
    account: DEMO_ACCOUNTS.teacher,
    ready: contactSearch('teacher'),
    states: [conversationWith('teacher', DEMO_ACCOUNTS.student.name)],
  },
  {
    name: 'admin-settings',
    path: '/admin/settings',
    account: DEMO_ACCOUNTS.admin,
    async ready(page) {
      await page.getByLabel('Minimum notice (minutes)').waitFor({ timeout: LIVE });
    },
  },
  {
    name: 'admin-audit',
    path: '/admin/audit',
    account: DEMO_ACCOUNTS.admin,
    async ready(page) {
      const entries = page.locator('section#audit-entries');
      await entries
        .getByRole('list')
        .or(entries.getByText('Nothing recorded yet.'))
        .first()
        .waitFor({ timeout: LIVE });
    },
  },
  {
    name: 'admin-rosters',
    path: '/admin/rosters',
    account: DEMO_ACCOUNTS.admin,
    async ready(page) {
      await page.getByLabel('CSV file').waitFor({ timeout: LIVE });
    },
  },
  {
    name: 'admin-panel',
    path: '/admin/panel',
    account: DEMO_ACCOUNTS.admin,
    async ready(page) {
      for (const id of ['studentApproval', 'teacherApproval', 'studentList', 'teacherList']) {
        await page.locator(`section#${id}`).getByRole('article').first().waitFor({ timeout: LIVE });
      }
    },
    states: [
      {
        name: 'student-profile',
        async enter(page) {
          await page
            .locator('section#studentList')
            .getByRole('button', { name: 'View Profile' })
            .first()
            .click();
          await dialog(page).getByRole('heading', { level: 2 }).waitFor();
        },
        leave: closeDialog,
      },
      {
        name: 'teacher-profile',
        async enter(page) {
          await page
            .locator('section#teacherList')
            .getByRole('button', { name: 'View Profile' })
            .first()
            .click();
          await dialog(page).getByRole('heading', { level: 2 }).waitFor();
        },
        leave: closeDialog,
      },
      {
        name: 'delete-confirmation',
        async enter(page) {
          await page
            .locator('section#studentList')
            .getByRole('button', { name: /^Delete / })
            .first()
            .click();
          await dialog(page).getByRole('button', { name: 'Cancel' }).waitFor();
        },
        // Cancel, never Delete: the demo accounts stay for the other pages.
        async leave(page) {
          await dialog(page).getByRole('button', { name: 'Cancel' }).click();
          await dialog(page).waitFor({ state: 'detached' });
        },
      },
      {
        name: 'approve-all-dialog',
        async enter(page) {
          await page.locator('section#studentApproval').getByRole('button', { name: 'Approve All' }).click();
          await dialog(page).getByRole('button', { name: 'Cancel' }).waitFor();
        },
        async leave(page) {
          await dialog(page).getByRole('button', { name: 'Cancel' }).click();
          await dialog(page).waitFor({ state: 'detached' });
        },
      },
      {
        // The add-a-teacher form, opened in its section.
        name: 'add-teacher-form',
        async enter(page) {
          const form = page.locator('section#addTeacher');
          await form.getByRole('button', { name: 'Add a teacher' }).click();
          await form.getByLabel('Full Name').evaluate((field) => field.scrollIntoView({ block: 'center' }));
        },
        async leave(page) {
          await page.locator('section#addTeacher').getByRole('button', { name: 'Close the form' }).click();
        },
      },
    ],
  },
];

type ColorMode = 'light' | 'dark';

/**
 * The colour mode each signed-in session's page was last loaded in. The app takes the system's mode as it
 * loads (and follows it after), so a new mode gets a fresh load, as on a first visit; within one mode the
 * next page is reached in the app, which costs the browser about a third of a load (~0.4 against ~1.5
 * CPU-seconds). Each signed-in page's `ready` waits for what only that page shows, so no audit reads the last.
 */
const loadedIn = new Map<Page, ColorMode>();

async function visit(page: Page, entry: PageCase, viewport: Viewport, mode: ColorMode): Promise<void> {
  await page.setViewportSize(viewport);
  if (entry.account && loadedIn.get(page) === mode) {
    // The router follows the address as it does on Back and Forward.
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, entry.path);
  } else {
    await page.goto(`${appUrl}${entry.path}`);
    loadedIn.set(page, mode);
  }
  await waitForPath(page, entry.path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await entry.ready?.(page);
  // No scrolling first: nothing on these pages waits to be scrolled to (the landing page's reveals move
  // their sections, in CSS, and never hide them), so the audit sees the whole page as it loaded.
  // Let toasts from the login close (2 s) so they neither hide the page nor count in its audit.
  await page
    .locator('.Toastify__toast')
    .first()
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => {});
}

describe.each([
  ['desktop', 'light', DESKTOP],
  ['phone', 'light', PHONE],
  ['desktop', 'dark', DESKTOP],
  ['phone', 'dark', PHONE],
] as Array<[string, ColorMode, Viewport]>)('pages on %s in %s mode', (_label, mode, viewport) => {
  // Screenshots: <page>-<size>.png in light mode, <page>-dark-<size>.png in dark mode.
  const shot = (name: string) => (mode === 'light' ? name : `${name}-dark`);
  // Dark mode is the same markup in other colours, audited whole in light mode at this size: only the
  // colour rules can find something new in it.
  const rules = mode === 'light' ? undefined : colourRules;
  it.each(pages.map((entry) => [entry.name, entry] as const))(
    '%s has no serious accessibility violation, in each of its states',
    async (_name, entry) => {
      const page = await sessionFor(entry.account);
      // No mode picked in these sessions: the page follows the system's, as on a first visit.
      await page.emulateMedia({ colorScheme: mode });
      await visit(page, entry, viewport, mode);
      await saveScreenshot(page, shot(entry.name), viewport);
      const found: Record<string, AxeViolation[]> = { page: await seriousAxeViolations(page, rules) };
      for (const state of entry.states ?? []) {
        await state.enter(page);
        await saveScreenshot(page, shot(`${entry.name}-${state.name}`), viewport, { fullPage: false });
        found[state.name] = await seriousAxeViolations(page, rules);
        await state.leave?.(page);
      }
      const none = Object.fromEntries(Object.keys(found).map((state) => [state, []]));
      // Whatever the page's loads, lazy chunks, pictures and states met since the last audit of this session,
      // taken out first so a failure here is not reported again by the next page.
      const csp = cspViolations.get(page)?.splice(0) ?? [];
      expect({ ...found, csp }).toEqual({ ...none, csp: [] });
    },
  );
});

describe('keyboard and code splitting', () => {
  it('reaches the Quick Nav by keyboard and scrolls the section to 120 px below the top', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await logIn(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await waitForPath(page, '/admin/panel');
    // The statistics above the section replace their loading line with cards when they arrive:
    // scroll once the page above the target has its final height.
    await page.getByText(adminDashboardTexts.totalStudents, { exact: true }).waitFor();
    const toggle = page.getByRole('button', { name: /Quick Nav/ });
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: 'Pending Student Approvals' }).press('Enter');
    // The page may still be growing below the section on a busy machine: the Quick Nav holds the section in
    // place until it has settled (web/src/lib/smooth-scroll.ts).
    const top = () =>
      page.locator('#studentApproval').evaluate((element) => Math.round(element.getBoundingClientRect().top));
    await expect.poll(top, { timeout: 10_000 }).toBe(120);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('loads no Firestore code on the landing page', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    await page.goto(`${appUrl}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((source) => source.includes('firestore.googleapis.com'))).toEqual([]);
    await context.close();
  });
});
