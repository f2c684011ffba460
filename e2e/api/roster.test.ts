// Rosters through Hosting and the Functions emulator: the HTTP contract (text/csv and multipart bodies,
// preview then ?apply=true, the envelope and the 400s naming their field), a second identical upload,
// the audit entry, the people left off, and a rostered person's first sign-in through the welcome mail.
import {
  type AuditLogPage,
  type RosterPreview,
  type RosterResult,
  rosterMessages,
} from '@appointments/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAccount, signedInAdmin } from '../support/accounts';
import { callApi, strongPassword, uniqueEmail } from '../support/api';
import { waitForMail } from '../support/mail';
import { appUrl } from '../support/stack-env';

let admin: SignedIn;

beforeAll(async () => {
  admin = await signedInAdmin();
});

interface Answer<T> {
  status: number;
  body: { success: boolean; data?: T; message?: string; errors?: Record<string, string> };
}

async function postRoster<T = RosterPreview>(
  path: string,
  body: BodyInit,
  options: { type?: string; token?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { authorization: `Bearer ${options.token ?? admin.token}` };
  if (options.type) headers['content-type'] = options.type;
  const response = await fetch(`${appUrl}/api${path}`, { method: 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
}

const csv = { type: 'text/csv' };

describe('roster API', { timeout: 120_000 }, () => {
  it('previews, applies, and applies the same file again with nothing changed', async () => {
    const [asha, ravi, meera] = [uniqueEmail('asha'), uniqueEmail('ravi'), uniqueEmail('meera')];
    const file = [
      'Student ID,Email,Name,Course,Year,Section,Joined Date',
      `S-1,${asha.toUpperCase()},Āsha Kumār,Física,2,A,2030-01-01`,
      `S-2,${ravi},Ravi Ñúñez,History,1,B,2030-01-01`,
      `S-3,${asha},Asha Twice,Física,2,A,2030-01-01`,
      `S-4,not-an-address,Nobody,History,1,B,2030-01-01`,
      `S-5,${meera},Meera,History,9,B,2030-01-01`,
    ].join('\r\n');

    const preview = await postRoster('/admin/roster/students', file, csv);
    expect(preview.status).toBe(200);
    expect(preview.body.success).toBe(true);
    expect(preview.body.data).toMatchObject({ rows: 5, created: 2, updated: 0, unchanged: 0 });
    expect(preview.body.data?.errors).toEqual([
      { line: 4, column: 'Email', message: rosterMessages.duplicateInFile(2) },
      { line: 5, column: 'Email', message: 'Please enter a valid email address' },
      { line: 6, column: 'Year', message: 'Year must be 1, 2, 3 or 4' },
    ]);

    const applied = await postRoster<RosterResult>(
      '/admin/roster/students?apply=true&fileName=term.csv',
      file,
      csv,
    );
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ rows: 5, created: 2, updated: 0, unchanged: 0 });
    expect(applied.body.data?.errors).toHaveLength(3);

    const again = await postRoster<RosterResult>(
      '/admin/roster/students?apply=true&fileName=term.csv',
      file,
      csv,
    );
    expect(again.body.data).toMatchObject({ rows: 5, created: 0, updated: 0, unchanged: 2 });

    // The audit page lists both applications, by the admin who applied them.
    const audit = await callApi<AuditLogPage>(`/admin/audit?search=${encodeURIComponent(admin.email)}`, {
      token: admin.token,
    });
    const rosterEntries = audit.body.data?.entries.filter((entry) => entry.action === 'apply-roster') ?? [];
    expect(rosterEntries).toHaveLength(2);
    expect(rosterEntries[0]).toMatchObject({
      role: 'student',
      targetName: 'term.csv',
      actorEmail: admin.email,
      details: { rows: 5, created: 0, updated: 0, unchanged: 2, errors: 3 },
    });
  });

  it('takes the file as a multipart field and numbers the lines of a part from ?firstLine=', async () => {
    const email = uniqueEmail('prof');
    const form = new FormData();
    form.set(
      'file',
      new Blob(
        [
          `Name,Email,Department,Subject\nProf Part,${email},Physics,Optics\nProf Bad,${uniqueEmail('bad')},Alchemy,Gold\n`,
        ],
        {
          type: 'text/csv',
        },
      ),
      'teachers.csv',
    );
    const answer = await postRoster('/admin/roster/teachers?firstLine=40', form);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ rows: 2, created: 1 });
    expect(answer.body.data?.errors).toEqual([
      { line: 41, column: 'Department', message: expect.stringContaining('Unknown department') },
    ]);
  });

  it('answers bad input with a 400 naming the field, and only to admins', async () => {
    const noFile = await postRoster('/admin/roster/students', '{}', { type: 'application/json' });
    expect(noFile.status).toBe(400);
    expect(noFile.body.errors).toEqual({ file: rosterMessages.fileMissing });

    const badFlag = await postRoster('/admin/roster/students?apply=yes', 'Name,Email\n', csv);
    expect(badFlag.status).toBe(400);
    expect(badFlag.body.errors).toEqual({ apply: rosterMessages.applyInvalid });

    const badLine = await postRoster('/admin/roster/students?firstLine=1', 'Name,Email\n', csv);
    expect(badLine.status).toBe(400);
    expect(Object.keys(badLine.body.errors ?? {})).toEqual(['firstLine']);

    const noColumn = await postRoster('/admin/roster/teachers', 'Name,Email\nA B,ab@college.test\n', csv);
    expect(noColumn.status).toBe(400);
    expect(noColumn.body).toMatchObject({
      success: false,
      errors: { file: rosterMessages.columnMissing('Department') },
    });

    const empty = await postRoster('/admin/roster/students', '', csv);
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ file: rosterMessages.fileEmpty });

    const noIds = await callApi('/admin/roster/students/suspend-absent', {
      token: admin.token,
      body: { ids: [] },
    });
    expect(noIds.status).toBe(400);
    expect(noIds.body.errors).toEqual({ ids: rosterMessages.idsRequired });

    const student = await signedInAccount('student');
    const refused = await postRoster('/admin/roster/students', 'Name,Email\n', {
      ...csv,
      token: student.token,
    });
    expect(refused.status).toBe(403);
  });

  it('lists the people a newer roster leaves out and suspends them only on the confirm call', async () => {
    const [stays, leaves] = [uniqueEmail('stays'), uniqueEmail('leaves')];
    await postRoster(
      '/admin/roster/students?apply=true',
      `Name,Email\nStays Here,${stays}\nLeaves Soon,${leaves}\n`,
      csv,
    );

    const preview = await postRoster('/admin/roster/students', `Name,Email\nStays Here,${stays}\n`, csv);
    const absent = preview.body.data?.absent.find((person) => person.email === leaves);
    expect(absent).toMatchObject({ name: 'Leaves Soon' });
    expect(preview.body.data?.absent.some((person) => person.email === stays)).toBe(false);

    const suspended = await callApi<{ suspended: number; skipped: number }>(
      '/admin/roster/students/suspend-absent',
      {
        token: admin.token,
        body: { ids: [absent?._id] },
      },
    );
    expect(suspended.status).toBe(200);
    expect(suspended.body).toEqual({ success: true, data: { suspended: 1, skipped: 0 } });
    const after = await postRoster('/admin/roster/students', `Name,Email\nStays Here,${stays}\n`, csv);
    expect(after.body.data?.absent.some((person) => person.email === leaves)).toBe(false);
  });

  it('lets a rostered person in for the first time through the welcome mail, with no admin action', async () => {
    const email = uniqueEmail('newcomer');
    await postRoster('/admin/roster/students?apply=true', `Name,Email\nNew Comer,${email}\n`, csv);

    const mail = await waitForMail(email);
    const token = mail.text.match(/reset-password\/([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeDefined();
    const set = await callApi(`/auth/reset-password/${token}`, {
      body: { newPassword: strongPassword },
    });
    expect(set.status).toBe(200);

    const login = await callApi<{ role: string }>('/auth/login', {
      body: { email, password: strongPassword },
    });
    expect(login.status).toBe(200);
    expect(login.body.data?.role).toBe('student');
  });
});
