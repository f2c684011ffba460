/// <reference lib="dom" />
// The admin panel against the real stack: live pending lists, approvals one by one and all at once (on the server),
// suspension ending an open session, a created teacher logging in, a deletion reaching the teacher's
// screen, CSV downloads that match the lists. Its accessibility, in every state, is pages-a11y.test.ts's.
import { readFile } from 'node:fs/promises';
import {
  deletedSuccessMessage,
  neutraliseFormula,
  sessionMessages,
  studentCsvColumns,
  successMessages,
  teacherCsvColumns,
} from '@appointments/domain';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type SignedIn, signedInAccount, signedInAdmin } from '../support/accounts';
import { callApi, strongPassword, uniqueEmail } from '../support/api';
import { DESKTOP, openPage, PHONE, saveScreenshot, useChromium, type Viewport } from '../support/browser';
import { pendingAccounts } from '../support/pending-accounts';
import { hoursFromNow } from '../support/time';
import { appUrl, logIn, openAdminPanelAs, waitForPath } from './browser-session';

// Live updates are expected within a few seconds here; the one-second figure is measured by the benches.
const LIVE = 15_000;
// Each journey drives two or three browsers through the Functions emulator on a shared, busy machine.
const JOURNEY_TIMEOUT = 150_000;
// A bulk decision of 200 accounts: 2 pages on the stack, slower on a busy machine.
const BULK_TIMEOUT = 180_000;

const browser = await useChromium();
let admin: SignedIn;

beforeAll(async () => {
  admin = await signedInAdmin();
});

let tagCounter = 0;
/** A word no other account carries, so a search finds exactly this test's accounts. */
function uniqueTag(): string {
  tagCounter += 1;
  return `Zq${Date.now().toString(36)}${tagCounter}`;
}

const openAdminPanel = (viewport?: Viewport): Promise<Page> => openAdminPanelAs(browser, admin, viewport);

async function openSignedIn(email: string, password: string, path: string): Promise<Page> {
  const { page } = await openPage(browser);
  await logIn(page, email, password);
  await waitForPath(page, path);
  return page;
}

const section = (page: Page, id: string) => page.locator(`section#${id}`);
const card = (scope: Locator, name: string) => scope.getByRole('article', { name, exact: true });
// A toast follows the API's answer: on a lane's freshly started stack the first call of a kind may wait for a
// Functions worker to start while the machine is busy (an approval answered after 15 s was seen in CI).
const ANSWERED = 30_000;
const toast = (page: Page, text: string) =>
  page.locator('.Toastify__toast', { hasText: text }).first().waitFor({ timeout: ANSWERED });

async function search(scope: Locator, label: string, term: string): Promise<void> {
  await scope.getByLabel(label, { exact: true }).fill(term);
}

describe('pending approvals', () => {
  it(
    'shows a registration from another browser live, and approving it moves it to the student list',
    async () => {
      const page = await openAdminPanel();
      const approvals = section(page, 'studentApproval');
      const name = `Live ${uniqueTag()}`;
      const email = uniqueEmail('live-student');

      const { context: visitor, page: registration } = await openPage(browser);
      await registration.goto(`${appUrl}/register`);
      await registration.getByLabel('Full Name').fill(name);
      await registration.getByLabel('Email').fill(email);
      await registration.getByLabel('Password', { exact: true }).fill(strongPassword);
      await registration.getByRole('button', { name: 'Create Account' }).click();
      await registration.getByRole('heading', { name: successMessages.registrationTitle }).waitFor();
      await visitor.close();

      // No reload: the pending list's listener brings the new student in.
      const pending = card(approvals, name);
      await pending.waitFor({ timeout: LIVE });
      expect(await pending.textContent()).toContain(email);
      expect(await pending.textContent()).toContain('Pending approval');

      await pending.getByRole('button', { name: 'Approve Student' }).click();
      await toast(page, successMessages.studentApproved);
      await pending.waitFor({ state: 'detached', timeout: LIVE });

      const students = section(page, 'studentList');
      await search(students, 'Search students', email);
      const listed = card(students, name);
      await listed.waitFor({ timeout: LIVE });
      expect(await listed.textContent()).toContain('Active');
      await students.getByText(`Found 1 student matching "${email}"`).waitFor();
      await page.close();
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'approves all listed students and all listed teachers after a confirmation',
    async () => {
      const tag = uniqueTag();
      await Promise.all([
        registerAccount('student', { name: `${tag} Student One` }),
        registerAccount('student', { name: `${tag} Student Two` }),
        registerAccount('teacher', { name: `${tag} Teacher One`, department: 'Physics', subject: 'Optics' }),
        registerAccount('teacher', { name: `${tag} Teacher Two`, department: 'Physics', subject: 'Optics' }),
        // Someone the search leaves out is still waiting afterwards, whatever files ran before: the empty
        // list then says nothing matches the search (with nobody waiting at all it says so instead).
        registerAccount('student', { name: 'Waiting Bystander' }),
        registerAccount('teacher', { name: 'Waiting Bystander', department: 'Physics', subject: 'Optics' }),
      ]);
      const page = await openAdminPanel();

      const students = section(page, 'studentApproval');
      await search(students, 'Search pending students', tag);
      await card(students, `${tag} Student Two`).waitFor({ timeout: LIVE });
      await students.getByRole('article').nth(1).waitFor();
      await students.getByRole('button', { name: 'Approve All' }).click();
      const confirmStudents = page.getByRole('dialog');
      await confirmStudents.getByText('Approve all 2 students?').waitFor();
      await confirmStudents.getByRole('button', { name: 'Approve', exact: true }).click();
      // The server approves every match and the result names what it did.
      await toast(page, '2 approved');
      // A decision done reopens the list's listener (its refresh), and the reopened query catches up through the
      // SDK's resume of its target: on a saturated lane that took longer than LIVE once in about thirty runs.
      await students.getByText('No students match your search criteria.').waitFor({ timeout: ANSWERED });

      const teachers = section(page, 'teacherApproval');
      await search(teachers, 'Search pending teachers', tag);
      await card(teachers, `${tag} Teacher Two`).waitFor({ timeout: LIVE });
      await teachers.getByRole('article').nth(1).waitFor();
      expect(await card(teachers, `${tag} Teacher One`).textContent()).toContain('Optics');
      const bulk = teachers.getByRole('group', { name: 'Bulk Actions' });
      await bulk.getByRole('button', { name: 'Approve All' }).click();
      const confirmTeachers = page.getByRole('dialog');
      await confirmTeachers.getByText('Approve all 2 teachers?').waitFor();
      await confirmTeachers.getByRole('button', { name: 'Approve', exact: true }).click();
      await toast(page, '2 approved');
      await teachers.getByText('No teachers match your search criteria.').waitFor({ timeout: ANSWERED });

      const managed = section(page, 'teacherList');
      await search(managed, 'Search teachers', tag);
      await managed.getByText('2 of').waitFor({ timeout: LIVE });
      for (const name of [`${tag} Teacher One`, `${tag} Teacher Two`]) {
        expect(await card(managed, name).textContent()).toContain('Active');
      }
      await page.close();
    },
    JOURNEY_TIMEOUT,
  );

  it(
    "counts a large approval's pages live ('Approved 100 of 200 students…'), then shows the result",
    async () => {
      const tag = uniqueTag();
      // Two full pages of 100: the count shows after the first while the second takes as long again; the
      // 500-account filter is the API test's.
      await pendingAccounts('student', tag, 200);
      const page = await openAdminPanel(PHONE);
      const students = section(page, 'studentApproval');
      await search(students, 'Search pending students', tag);
      await students.getByRole('article').first().waitFor({ timeout: LIVE });
      await students.getByRole('button', { name: 'Approve All' }).click();
      const confirm = page.getByRole('dialog');
      // The question names the count the list knows by then; the server's total is the filter's own.
      await confirm.getByText(/^Approve all \d+ students\?$/).waitFor({ timeout: LIVE });
      await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
      // The server's record of the job, read live: a count of the pages done, before the answer.
      const progress = students
        .getByRole('status')
        .filter({ hasText: /^Approved [1-9]\d* of 200 students…$/ });
      await progress.waitFor({ timeout: BULK_TIMEOUT });
      for (const [viewport, scheme] of [
        [PHONE, 'light'],
        [PHONE, 'dark'],
        [DESKTOP, 'dark'],
        [DESKTOP, 'light'],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme: scheme });
        // The line goes once the answer is in: the last pictures may show the result instead.
        await progress.scrollIntoViewIfNeeded({ timeout: 2_000 }).catch(() => {});
        await saveScreenshot(page, `admin-panel-bulk-progress-${scheme}`, viewport, { fullPage: false });
      }
      await students.getByTestId('bulk-result').getByText('200 approved').waitFor({ timeout: BULK_TIMEOUT });
      await page.close();
    },
    BULK_TIMEOUT + JOURNEY_TIMEOUT,
  );
});

describe('account management', () => {
  it(
    'suspends a teacher, whose open session ends at once, and approves them again',
    async () => {
      const name = `Suspend ${uniqueTag()}`;
      const teacher = await signedInAccount('teacher', {
        name,
        department: 'History',
        subject: 'Ancient India',
      });
      const teacherPage = await openSignedIn(teacher.email, teacher.password, '/teacher/dashboard');

      const page = await openAdminPanel();
      const teachers = section(page, 'teacherList');
      await search(teachers, 'Search teachers', teacher.email);
      const listed = card(teachers, name);
      await listed.waitFor({ timeout: LIVE });
      await listed.getByRole('button', { name: `Suspend ${name}` }).click();
      await toast(page, successMessages.teacherSuspended);
      await listed.getByRole('button', { name: `Approve ${name}` }).waitFor({ timeout: LIVE });
      expect(await listed.textContent()).toContain('Pending');

      // The teacher's browser, left open on the dashboard, loses it without doing anything.
      await waitForPath(teacherPage, '/login', LIVE);
      await teacherPage.getByText(sessionMessages.accountNotApproved).first().waitFor({ timeout: LIVE });
      await teacherPage.context().close();

      await listed.getByRole('button', { name: `Approve ${name}` }).click();
      await toast(page, successMessages.teacherApproved);
      await listed.getByRole('button', { name: `Suspend ${name}` }).waitFor({ timeout: LIVE });
      const again = await openSignedIn(teacher.email, teacher.password, '/teacher/dashboard');
      await again.context().close();
      await page.close();
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'creates a teacher who can then log in',
    async () => {
      const page = await openAdminPanel();
      const form = section(page, 'addTeacher');
      await form.getByRole('button', { name: 'Add a teacher' }).click();
      const name = `Created ${uniqueTag()}`;
      const email = uniqueEmail('created-teacher');

      await form.getByLabel('Full Name').fill('A');
      await form.getByLabel('Full Name').blur();
      await form.getByText('Name must be at least 2 characters').waitFor();
      expect(await form.getByRole('button', { name: 'Add Teacher' }).isDisabled()).toBe(true);
      await form.getByLabel('Full Name').fill(name);
      await form.getByLabel('Email Address').fill(email);
      await form.getByRole('button', { name: 'Generate a secure password' }).click();
      await toast(page, successMessages.passwordGenerated);
      const password = await form.locator('#new-teacher-password').inputValue();
      expect(password).toMatch(/^[A-Za-z0-9@#$%]{12}$/);
      await form.getByText('Password strength: Very Strong').waitFor();
      await form.getByLabel('Phone Number (optional)').fill('+919876543210');
      await form.getByLabel('Department').selectOption('Physics');
      await form.getByLabel('Subject/Specialization').fill('Thermodynamics');
      await form.getByRole('button', { name: 'Add Teacher' }).click();

      await toast(page, successMessages.teacherAdded);
      expect(await form.getByTestId('credentials-password').textContent()).toBe(password);
      expect(await form.getByTestId('credentials-email').textContent()).toBe(email);

      const teachers = section(page, 'teacherList');
      await search(teachers, 'Search teachers', email);
      const listed = card(teachers, name);
      await listed.waitFor({ timeout: LIVE });
      // Phone and last login come from the private part, whose listener opens once the card is shown.
      await listed.getByText('+919876543210').waitFor({ timeout: LIVE });
      const text = await listed.textContent();
      expect(text).toContain('Active');
      expect(text).toContain('+919876543210');
      expect(text).toContain('Never logged in');

      const teacherPage = await openSignedIn(email, password, '/teacher/dashboard');
      await teacherPage.context().close();
      // The login is recorded in the private part, which the admin's card follows live.
      await listed.getByText('Just now').waitFor({ timeout: LIVE });
      await page.close();
    },
    JOURNEY_TIMEOUT,
  );

  it(
    "deletes a student, and their appointments leave the teacher's open dashboard",
    async () => {
      const tag = uniqueTag();
      const teacher = await signedInAccount('teacher', {
        name: `Host ${tag}`,
        department: 'Physics',
        subject: 'Optics',
      });
      const student = await signedInAccount('student', { name: `Leaving ${tag}` });
      const booked = await callApi('/student/book', {
        token: student.token,
        body: {
          teacherId: teacher.uid,
          dateTime: hoursFromNow(30),
          purpose: 'Lab report',
          bookingType: 'custom_request',
        },
      });
      expect(booked.status).toBe(201);

      const teacherPage = await openSignedIn(teacher.email, teacher.password, '/teacher/dashboard');
      const request = section(teacherPage, 'teacherAppointments').getByText(student.name, { exact: true });
      await request.first().waitFor({ timeout: LIVE });

      const page = await openAdminPanel();
      const students = section(page, 'studentList');
      await search(students, 'Search students', student.email);
      const listed = card(students, student.name);
      await listed.waitFor({ timeout: LIVE });
      await listed.getByRole('button', { name: `Delete ${student.name}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: 'Delete Student' }).waitFor();
      for (const warning of [
        'All student data will be permanently deleted',
        'Associated appointments will be removed',
        'Academic records will be lost',
        'This action cannot be undone',
      ]) {
        await dialog.getByText(warning).waitFor();
      }
      await saveScreenshot(page, 'admin-panel-delete-dialog', DESKTOP);
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await toast(page, deletedSuccessMessage(student.name));
      await listed.waitFor({ state: 'detached', timeout: LIVE });
      await students
        .getByText(`No students found matching "${student.email}". Try a different search term.`)
        .waitFor();

      // No reload on the teacher's side: the appointment listener drops the deleted student's request.
      await request.first().waitFor({ state: 'detached', timeout: LIVE });
      await teacherPage.context().close();
      await page.close();
    },
    JOURNEY_TIMEOUT,
  );
});

/** A CSV file as rows of cells (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

interface ListedAccount {
  name: string;
  email: string;
  status: string;
}

/** The list previews its first rows, then renders a page at a time: 'Show all', then 'Show more' until every row is on the page. */
async function showEveryCard(list: Locator) {
  const all = list.getByRole('button', { name: /^Show all / });
  if ((await all.count()) > 0) await all.click();
  const more = list.getByRole('button', { name: /^Show more \(\d+ not shown\)$/ });
  while ((await more.count()) > 0) {
    const before = await list.getByRole('article').count();
    await more.click();
    await list.getByRole('article').nth(before).waitFor({ timeout: LIVE });
  }
}

/** Name, email and status badge of every card in a management list, sorted by email. */
async function listedAccounts(list: Locator): Promise<ListedAccount[]> {
  await showEveryCard(list);
  const accounts = await list.getByRole('article').evaluateAll((cards) =>
    cards.map((article) => ({
      name: article.querySelector('h3')?.textContent ?? '',
      // The email is the row's line that is an address.
      email:
        Array.from(article.querySelectorAll('p')).find((line) => /^\S+@\S+$/.test(line.textContent ?? ''))
          ?.textContent ?? '',
      status:
        Array.from(article.querySelectorAll('span')).find((span) =>
          /^(Active|Pending)$/.test(span.textContent ?? ''),
        )?.textContent ?? '',
    })),
  );
  return accounts.sort((a, b) => a.email.localeCompare(b.email));
}

async function download(page: Page, list: Locator, buttonName: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: LIVE }),
    list.getByRole('button', { name: buttonName }).click(),
  ]);
  const path = await file.path();
  return { fileName: file.suggestedFilename(), rows: parseCsv(await readFile(path, 'utf8')) };
}

describe('exports', () => {
  it.each([
    { kind: 'students', id: 'studentList', button: 'Export CSV of students', columns: studentCsvColumns },
    { kind: 'teachers', id: 'teacherList', button: 'Export CSV of teachers', columns: teacherCsvColumns },
  ] as const)(
    'downloads the $kind CSV whose rows match the list',
    async ({ kind, id, button, columns }) => {
      const page = await openAdminPanel();
      const list = section(page, id);
      // Every account listed (no search or filter, the section opened): "N of N …".
      await list.getByRole('article').first().waitFor({ timeout: LIVE });
      await showEveryCard(list);
      await list.getByText(/^(\d+) of \1 \w+$/).waitFor({ timeout: LIVE });
      const shown = await listedAccounts(list);
      expect(shown.length).toBeGreaterThan(0);

      const { fileName, rows } = await download(page, list, button);
      expect(fileName).toMatch(new RegExp(`^${kind}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
      await toast(
        page,
        kind === 'students' ? successMessages.studentsExported : successMessages.teachersExported,
      );
      const [header, ...body] = rows;
      expect(header).toEqual(columns.map((column) => column.header));
      const fromFile = body
        .map((cells) => ({
          name: cells[0] ?? '',
          email: cells[1] ?? '',
          status: cells[kind === 'students' ? 2 : 4] ?? '',
        }))
        .sort((a, b) => a.email.localeCompare(b.email));
      // The file writes a name a spreadsheet would read as a formula (another file's hostile teacher,
      // '=HYPERLINK(…)') with its leading apostrophe; the list shows it as typed.
      const shownAsWritten = shown.map((account) => ({ ...account, name: neutraliseFormula(account.name) }));
      expect(fromFile).toEqual(shownAsWritten);
      await page.close();
    },
    JOURNEY_TIMEOUT,
  );
});
