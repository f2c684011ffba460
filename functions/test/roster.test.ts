import { Readable } from 'node:stream';
import { collections, rosterMessages } from '@appointments/domain';
import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { studentRef, teacherPrivateRef, teacherRef } from '../src/data/accounts';
import { rosterWelcomeMail, rosterWelcomeTemplate } from '../src/notifications/security-mails';
import { setAccountApproval } from '../src/services/account-approval';
import { logIn } from '../src/services/login';
import { resetPassword } from '../src/services/password-resets';
import { createSelfRegisteredAccount } from '../src/services/registration';
import { applyRoster, previewRoster, suspendAbsent } from '../src/services/roster';
import { RosterStop } from '../src/services/roster-writes';
import { useServiceEmulator } from './support/emulator';
import { hoursAfter, registration, testAdmin, testNow } from './support/fixtures';
import { refusal } from './support/refusal';

const { db } = useServiceEmulator({ accounts: true });

const file = (text: string, name = 'roster.csv') => ({
  source: Readable.from([Buffer.from(text)]),
  name,
  lineOffset: 0,
});
const apply = (
  role: 'student' | 'teacher',
  text: string,
  options: Partial<Parameters<typeof applyRoster>[2]> = {},
) => applyRoster(role, file(text), { now: testNow, actor: testAdmin, passwords: true, ...options });

// Columns in another order than the export's, an ignored column (Status), accents, mixed-case addresses,
// a duplicate (differently cased), and bad rows.
const students = [
  'Email,Name,Year,Student ID,Course,Section,Status',
  'Zoe.Agren@College.test,Zoë Ågren,2,S-1,Física,A,Active',
  'raj@college.test,Raj Iyer,1,S-2,History,B,Active',
  'emile.zola@COLLEGE.TEST,Émile Zola,3,S-3,Matemáticas,C,Active',
  'ZOE.AGREN@college.test,Zoë Twice,2,S-1,Física,A,Active',
  'not-an-address,Nobody,1,S-4,Maths,A,Active',
  'kim@college.test,Kim Lee,7,S-5,Maths,A,Active',
  'lee@college.test,L,1,S-6,Maths,A,Active',
].join('\n');

const mailsTo = async (email: string) =>
  (await db().collection(collections.mail).where('to', '==', email).get()).docs.map((doc) => doc.data());

describe('roster preview and apply', () => {
  it('previews rows, new people and errors by line and column, writing nothing', async () => {
    const preview = await previewRoster('student', file(students));

    expect(preview).toMatchObject({ rows: 7, created: 3, updated: 0, unchanged: 0, absent: [] });
    expect(preview.errors).toEqual([
      { line: 5, column: 'Email', message: rosterMessages.duplicateInFile(2) },
      { line: 6, column: 'Email', message: 'Please enter a valid email address' },
      { line: 7, column: 'Year', message: 'Year must be 1, 2, 3 or 4' },
      { line: 8, column: 'Name', message: 'Name must be at least 2 characters' },
    ]);
    expect((await db().collection(collections.students).get()).size).toBe(0);
    expect((await getAuth().listUsers()).users).toHaveLength(0);
  });

  it('applies new people as approved accounts with a welcome mail, and a second identical upload changes nothing', async () => {
    const first = await apply('student', students);
    expect(first).toMatchObject({ rows: 7, created: 3, updated: 0, unchanged: 0 });
    expect(first.errors).toHaveLength(4);

    const user = await getAuth().getUserByEmail('zoe.agren@college.test');
    expect(user.customClaims).toEqual({ role: 'student', approved: true });
    const student = (await studentRef(user.uid).get()).data();
    expect(student).toMatchObject({ name: 'Zoë Ågren', email: 'zoe.agren@college.test', isApproved: true });
    expect(student?.profile).toMatchObject({ studentId: 'S-1', course: 'Física', year: 2, section: 'A' });
    expect(await mailsTo('raj@college.test')).toHaveLength(1);
    const audit = await db().collection(collections.auditLog).get();
    expect(audit.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        action: 'apply-roster',
        actorId: testAdmin.uid,
        role: 'student',
        targetName: 'roster.csv',
        details: { rows: 7, created: 3, updated: 0, unchanged: 0, errors: 4 },
      }),
    ]);
    expect((await db().collection(collections.accountCounters).doc('students').get()).data()).toMatchObject({
      total: 3,
      pending: 0,
    });

    const second = await apply('student', students);
    expect(second).toMatchObject({ rows: 7, created: 0, updated: 0, unchanged: 3 });
    expect(second.errors).toEqual(first.errors);
    expect((await db().collection(collections.students).get()).size).toBe(3);
    expect(await mailsTo('raj@college.test')).toHaveLength(1);
  });

  it('updates changed fields and leaves a column the file lacks as it is', async () => {
    await apply('student', 'Name,Email,Course,Section\nRaj Iyer,raj@college.test,History,B\n');
    const changed = await apply('student', 'Name,Email,Course\nRaj K. Iyer,RAJ@college.test,Economics\n');

    expect(changed).toMatchObject({ rows: 1, created: 0, updated: 1, unchanged: 0, errors: [] });
    const user = await getAuth().getUserByEmail('raj@college.test');
    const student = (await studentRef(user.uid).get()).data();
    expect(student?.name).toBe('Raj K. Iyer');
    expect(student?.profile).toMatchObject({ course: 'Economics', section: 'B' });
    expect(student?.searchKeys).toContain('economics');
  });

  it('approves a pending account on the roster, which then signs in with no admin', async () => {
    const uid = await createSelfRegisteredAccount(registration('student', 'asha@college.test'), testNow);

    const result = await apply('student', 'Name,Email\nAsha Rao,asha@college.test\n');

    expect(result).toMatchObject({ created: 0, updated: 1 });
    expect((await studentRef(uid).get()).get('isApproved')).toBe(true);
    expect((await getAuth().getUser(uid)).customClaims).toEqual({ role: 'student', approved: true });
    await expect(
      logIn({ email: 'asha@college.test', password: 'Sunflower#2030' }, '203.0.113.9', hoursAfter(1)),
    ).resolves.toMatchObject({
      role: 'student',
    });
  });

  it('refuses an address that belongs to another role', async () => {
    await apply('teacher', 'Name,Email,Department,Subject\nMeera Das,meera@college.test,physics,Optics\n');

    const preview = await previewRoster('student', file('Name,Email\nMeera Das,Meera@College.test\n'));

    expect(preview).toMatchObject({ rows: 1, created: 0, updated: 0, unchanged: 0 });
    expect(preview.errors).toEqual([
      { line: 2, column: 'Email', message: rosterMessages.conflictingRole('teacher') },
    ]);
  });

  it('takes the export’s teacher columns, an unknown department refused', async () => {
    const teachers = [
      'Name,Email,Subject,Department,Status,Joined Date,Phone,Designation',
      'Meera Das,meera@college.test,Optics,physics,Active,2030-01-01,+919876543210,Professor',
      'Ivan Petrov,ivan@college.test,Poetry,Alchemy,Active,2030-01-01,,',
    ].join('\n');

    const result = await apply('teacher', teachers);

    expect(result).toMatchObject({ rows: 2, created: 1 });
    expect(result.errors).toEqual([
      { line: 3, column: 'Department', message: expect.stringContaining('Unknown department') },
    ]);
    const { uid } = await getAuth().getUserByEmail('meera@college.test');
    expect((await teacherRef(uid).get()).data()).toMatchObject({
      department: 'Physics',
      isApproved: true,
      profile: expect.objectContaining({ designation: 'Professor' }),
    });
    expect((await teacherPrivateRef(uid).get()).get('phone')).toBe('+919876543210');
  });

  it('refuses a file whose header lacks a column the role needs, naming the file', async () => {
    const error = await refusal(previewRoster('teacher', file('Name,Email\nMeera,meera@college.test\n')));
    expect(error.status).toBe(400);
    expect(error.errors).toEqual({ file: rosterMessages.columnMissing('Department') });
  });
});

describe('first sign-in of a rostered person', () => {
  it('sets a password through the welcome link and signs in, with no admin action', async () => {
    await apply('student', 'Name,Email\nNila Sen,nila@college.test\n');
    const [mail] = await mailsTo('nila@college.test');
    const token = String(mail?.message?.text ?? '').match(/reset-password\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    expect(token).not.toBe('');

    await resetPassword(token, 'Lotus#20300', hoursAfter(1));
    const login = await logIn(
      { email: 'nila@college.test', password: 'Lotus#20300' },
      '203.0.113.8',
      hoursAfter(1),
    );

    expect(login.role).toBe('student');
    expect((await refusal(resetPassword(token, 'Other#20300', hoursAfter(2)))).status).toBe(400);
  });

  it('mails a sign-in link instead when the college does not use passwords', async () => {
    await apply('student', 'Name,Email\nNila Sen,nila@college.test\n', { passwords: false });
    const [mail] = await mailsTo('nila@college.test');
    expect(String(mail?.message?.text)).not.toContain('reset-password');
    expect((await db().collection(collections.passwordResets).get()).size).toBe(0);
  });
});

describe('the welcome mail', () => {
  it('filled in from one rendering is the mail rendered for the person', () => {
    const account = { name: `Siân O'Brien & <Co> "Ltd"`, email: 'sian@college.test' };
    for (const role of ['student', 'teacher'] as const) {
      expect(rosterWelcomeTemplate(role, true)(account, 'tok_123-abc')).toEqual(
        rosterWelcomeMail(account, role, 'tok_123-abc'),
      );
      expect(rosterWelcomeTemplate(role, false)(account, null)).toEqual(
        rosterWelcomeMail(account, role, null),
      );
    }
  });
});

describe('an apply that fails part-way', () => {
  const rows = ['Name,Email', ...Array.from({ length: 6 }, (_, i) => `Person ${i},p${i}@college.test`)].join(
    '\n',
  );

  it('names the line it stopped at, keeps every row before it and none after; the same file again finishes', async () => {
    let commits = 0;
    const error = await apply('student', rows, {
      batchRows: 2,
      // The store refuses the third batch (lines 6 and 7).
      commit: (batch) => (++commits === 3 ? Promise.reject(new Error('store unavailable')) : batch.commit()),
    }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(RosterStop);
    expect((error as RosterStop).line).toBe(6);
    const stored = (await db().collection(collections.students).get()).docs.map((doc) => doc.get('email'));
    expect(stored.sort()).toEqual([
      'p0@college.test',
      'p1@college.test',
      'p2@college.test',
      'p3@college.test',
    ]);
    expect((await getAuth().listUsers()).users).toHaveLength(4);
    const audit = (await db().collection(collections.auditLog).get()).docs[0]?.data();
    expect(audit?.details).toMatchObject({ created: 4, stoppedAtLine: 6 });

    const again = await apply('student', rows);
    expect(again).toMatchObject({ rows: 6, created: 2, unchanged: 4 });
    expect((await db().collection(collections.students).get()).size).toBe(6);
  });
});

describe('people left off a newer roster', () => {
  it('are listed, suspended only on confirmation, and approved again when a roster lists them', async () => {
    await apply('student', 'Name,Email\nAda One,ada@college.test\nBen Two,ben@college.test\n');
    const admitted = await createSelfRegisteredAccount(registration('student', 'cy@college.test'), testNow);
    await setAccountApproval('student', admitted, true, testNow, testAdmin);
    const { uid: ben } = await getAuth().getUserByEmail('ben@college.test');

    const preview = await previewRoster('student', file('Name,Email\nAda One,ada@college.test\n'));

    // Cy was not created by a roster: not listed.
    expect(preview.absent).toEqual([{ _id: ben, name: 'Ben Two', email: 'ben@college.test' }]);
    expect((await studentRef(ben).get()).get('isApproved')).toBe(true);

    const suspended = await suspendAbsent('student', [ben, admitted], testAdmin, hoursAfter(1));
    expect(suspended).toEqual({ suspended: 1, skipped: 1 });
    expect((await studentRef(ben).get()).get('isApproved')).toBe(false);
    expect((await studentRef(admitted).get()).get('isApproved')).toBe(true);
    expect((await getAuth().getUser(ben)).customClaims).toEqual({ role: 'student', approved: false });
    expect((await previewRoster('student', file('Name,Email\nAda One,ada@college.test\n'))).absent).toEqual(
      [],
    );

    const back = await apply('student', 'Name,Email\nAda One,ada@college.test\nBen Two,ben@college.test\n');
    expect(back).toMatchObject({ updated: 1, unchanged: 1 });
    expect((await studentRef(ben).get()).get('isApproved')).toBe(true);
  });
});
