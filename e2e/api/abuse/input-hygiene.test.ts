// Hostile input the review reproduced: path ids that name other documents, racing deletions,
// names that show nothing and addresses with a trailing dot.
import { apiErrorMessages, validationMessages } from '@appointments/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type SignedIn, signedInAccount, signedInAdmin } from '../../support/accounts';
import { adminDb, storedDoc } from '../../support/admin';
import { callApi, strongPassword, uniqueEmail } from '../../support/api';

let admin: SignedIn;
let student: SignedIn;
let teacher: SignedIn;

beforeAll(async () => {
  admin = await signedInAdmin();
  student = await signedInAccount('student');
  teacher = await signedInAccount('teacher');
});

describe('ids in paths', () => {
  const longId = 'x'.repeat(1600);
  const routes = () =>
    [
      ['PUT', '/admin/approve-student/', admin.token],
      ['PUT', '/admin/suspend-teacher/', admin.token],
      ['DELETE', '/admin/student/', admin.token],
      ['GET', '/student/teacher/{id}/slots', student.token],
      ['GET', '/student/rating/', student.token],
      ['GET', '/message/thread/', student.token],
      ['PUT', '/teacher/appointments/', teacher.token],
    ] as const;

  // (A bare '..' never reaches the API: clients resolve it out of the URL first.)
  it.each([
    ['an encoded slash (a%2Fb)', 'a%2Fb'],
    ['a 1,600-character id', longId],
    ['a reserved name (__x__)', '__x__'],
  ])('%s gets 400 in the error shape on every route', async (_, id) => {
    for (const [method, path, token] of routes()) {
      const url = path.includes('{id}') ? path.replace('{id}', id) : `${path}${id}`;
      const answer = await callApi(url, {
        method,
        token,
        ...(method === 'PUT' ? { body: { status: 'approved' } } : {}),
      });
      expect({ url: url.slice(0, 60), status: answer.status }).toEqual({
        url: url.slice(0, 60),
        status: 400,
      });
      expect(answer.body).toMatchObject({ success: false, message: validationMessages.idInvalid });
    }
  });

  it('an impossible reset-link token gets 400 with the invalid-link message', async () => {
    const answer = await callApi(`/auth/reset-password/${'y'.repeat(1600)}`, {
      body: { newPassword: 'whatever1' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: apiErrorMessages.resetLinkInvalid });
  });
});

describe('deleting one account twice at the same moment', () => {
  it('answers 200 once and 404 once, and writes one audit entry', async () => {
    const victim = await registerAccount('student');
    const answers = await Promise.all(
      [0, 1].map(() => callApi(`/admin/student/${victim.uid}`, { method: 'DELETE', token: admin.token })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    const notFound = answers.find((answer) => answer.status === 404);
    expect(notFound?.body).toEqual({ success: false, message: apiErrorMessages.studentNotFound });
    const audit = await adminDb.collection('auditLog').where('targetId', '==', victim.uid).get();
    expect(audit.docs.map((entry) => entry.get('targetName'))).toEqual([victim.name]);
  });
});

describe('text that shows nothing', () => {
  it.each([
    ['zero-width spaces', '\u200B\u200B\u200B'],
    ['a NUL', '\u0000'],
    ['a right-to-left override', '\u202E'],
  ])('a name of %s gets 400 "Name is required"', async (_, name) => {
    const answer = await callApi('/auth/register', {
      body: { name, role: 'student', email: uniqueEmail('blank'), password: strongPassword },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      success: false,
      errors: { name: validationMessages.nameRequired },
    });
  });

  it('a profile name of zero-width spaces gets 400 too', async () => {
    const answer = await callApi('/student/profile', {
      method: 'PUT',
      token: student.token,
      body: { name: '\u200B' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({ name: validationMessages.nameRequired });
  });

  it('a look-alike name mixing Cyrillic and Latin letters in one word gets 400', async () => {
    const answer = await callApi('/auth/register', {
      body: {
        name: '\u0410sha Rao',
        role: 'student',
        email: uniqueEmail('homoglyph'),
        password: strongPassword,
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ name: validationMessages.nameMixedScripts });
  });

  it('a right-to-left override inside a name is dropped before it is stored', async () => {
    const answer = await callApi<{ _id: string }>('/auth/register', {
      body: { name: 'Asha\u202E Rao', role: 'student', email: uniqueEmail('bidi'), password: strongPassword },
    });
    expect(answer.status).toBe(201);
    const stored = await storedDoc.student(`${answer.body.data?._id}`).get();
    expect(stored.get('name')).toBe('Asha Rao');
  });
});

describe('addresses with a trailing dot', () => {
  it.each([
    ['/auth/forgot-password', { email: 'x@example.com.' }, validationMessages.emailInvalidAddress],
    ['/auth/login', { email: 'x@example.com.', password: 'x' }, validationMessages.emailInvalid],
    [
      '/auth/register',
      { name: 'Dot', role: 'student', email: 'x@example.com.', password: strongPassword },
      validationMessages.emailInvalid,
    ],
  ])('%s answers 400', async (path, body, message) => {
    const answer = await callApi(path, { body });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errors: { email: message } });
  });
});
