import { apiErrorMessages, successMessages, validationMessages } from '@appointments/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { approveDirectly, registerAccount } from '../support/accounts';
import { adminAuth, setClockOffset, storedDoc } from '../support/admin';
import { callApi, strongPassword, uniqueEmail } from '../support/api';
import { mailsTo, waitForMail } from '../support/mail';
import { appUrl } from '../support/stack-env';

const resetLinkPattern = /\/reset-password\/([A-Za-z0-9_-]+)/;

async function requestResetToken(email: string): Promise<string> {
  const answer = await callApi('/auth/forgot-password', { body: { email } });
  expect(answer.status).toBe(200);
  const mail = await waitForMail(email);
  const token = mail.text.match(resetLinkPattern)?.[1];
  if (!token) throw new Error(`no reset link in: ${mail.text}`);
  return token;
}

afterEach(async () => {
  await setClockOffset(0);
});

describe('POST /auth/register', () => {
  it('creates a pending student with role claims and a profile document', async () => {
    const email = uniqueEmail('reg');
    const answer = await callApi<{ _id: string; isApproved: boolean }>('/auth/register', {
      body: { name: '  Asha Rao ', role: 'student', email, password: strongPassword },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(successMessages.registration);
    const uid = answer.body.data?._id ?? '';
    expect((await adminAuth.getUser(uid)).customClaims).toEqual({ role: 'student', approved: false });
    const student = (await storedDoc.student(uid).get()).data();
    expect(student).toMatchObject({ name: 'Asha Rao', email, isApproved: false });
  });

  it('keeps a teacher department and subject, and the private part apart from the card', async () => {
    const teacher = await registerAccount('teacher', { department: 'Physics', subject: 'Optics' });
    const card = (await storedDoc.teacher(teacher.uid).get()).data();
    expect(card).toMatchObject({
      department: 'Physics',
      subject: 'Optics',
      isApproved: false,
      averageRating: 0,
    });
    expect(card?.profile?.phone).toBeUndefined();
    expect((await storedDoc.teacherPrivate(teacher.uid).get()).exists).toBe(true);
  });

  it('refuses a taken email with 409', async () => {
    const student = await registerAccount('student');
    const answer = await callApi('/auth/register', {
      body: { name: 'Other', role: 'student', email: student.email, password: strongPassword },
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ success: false, message: apiErrorMessages.emailTaken });
  });

  it('refuses self-registration as admin', async () => {
    const answer = await callApi('/auth/register', {
      body: { name: 'Mallory', role: 'admin', email: uniqueEmail('adm'), password: strongPassword },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(apiErrorMessages.adminCannotRegister);
  });

  it('enforces the password rule on the server', async () => {
    const answer = await callApi('/auth/register', {
      body: { name: 'Weak', role: 'student', email: uniqueEmail('weak'), password: 'password' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.password).toBe(validationMessages.passwordWeak);
  });

  it('stores markup in a name as plain text', async () => {
    const name = '<img src=x onerror=alert(1)>';
    const student = await registerAccount('student', { name });
    expect((await storedDoc.student(student.uid).get()).get('name')).toBe(name);
  });
});

describe('POST /auth/login', () => {
  it('refuses a wrong password with 401', async () => {
    const student = await registerAccount('student');
    const answer = await callApi('/auth/login', { body: { email: student.email, password: 'Wrong!Pass1' } });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(apiErrorMessages.invalidCredentials);
  });

  it('refuses an account awaiting approval with 403', async () => {
    const teacher = await registerAccount('teacher');
    const answer = await callApi('/auth/login', {
      body: { email: teacher.email, password: teacher.password },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(apiErrorMessages.notApproved);
  });

  it('signs an approved account in with role, user and a custom token, and records lastLogin', async () => {
    const student = await registerAccount('student', { name: 'Ravi' });
    await approveDirectly(student, 'student');
    const answer = await callApi<{ token: string; role: string; user: { name: string; lastLogin: string } }>(
      '/auth/login',
      { body: { email: student.email.toUpperCase(), password: student.password } },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(successMessages.login);
    expect(answer.body.data?.role).toBe('student');
    expect(answer.body.data?.user.name).toBe('Ravi');
    expect(answer.body.data?.token.split('.')).toHaveLength(3);
    expect((await storedDoc.student(student.uid).get()).get('lastLogin')).not.toBeNull();
  });

  it('answers 400 with field messages for an empty form', async () => {
    const answer = await callApi('/auth/login', { body: {} });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      email: validationMessages.emailRequired,
      password: validationMessages.passwordRequired,
    });
  });

  it('answers malformed JSON with 400 before any handler runs', async () => {
    // The Cloud Functions platform parses JSON bodies before the API sees them, so the answer's
    // body is the platform's (docs/api.md); what matters is the 400 and that nothing happened.
    const email = uniqueEmail('malformed');
    const response = await fetch(`${appUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"name":"X","role":"student","email":"${email}",`,
    });
    expect(response.status).toBe(400);
    await expect(adminAuth.getUserByEmail(email)).rejects.toThrow();
  });
});

describe('forgot and reset password', () => {
  it('gives the same answer for an unknown address and sends no mail', async () => {
    const email = uniqueEmail('nobody');
    const answer = await callApi('/auth/forgot-password', { body: { email } });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(apiErrorMessages.resetLinkSent);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('mails a link that resets the password once, then fails', async () => {
    const student = await registerAccount('student');
    await approveDirectly(student, 'student');
    const token = await requestResetToken(student.email);

    const reset = await callApi(`/auth/reset-password/${token}`, { body: { newPassword: 'n3w-secret' } });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(successMessages.passwordReset);

    const again = await callApi(`/auth/reset-password/${token}`, { body: { newPassword: 'another-one' } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(apiErrorMessages.resetLinkInvalid);

    const oldLogin = await callApi('/auth/login', {
      body: { email: student.email, password: student.password },
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await callApi('/auth/login', { body: { email: student.email, password: 'n3w-secret' } });
    expect(newLogin.status).toBe(200);
  });

  it('refuses a link after 15 minutes', async () => {
    const student = await registerAccount('student');
    const token = await requestResetToken(student.email);
    await setClockOffset(15 * 60 * 1000 + 1000);
    const answer = await callApi(`/auth/reset-password/${token}`, { body: { newPassword: 'late-secret' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(apiErrorMessages.resetLinkInvalid);
  });

  it('refuses a new password shorter than 6 characters', async () => {
    const answer = await callApi('/auth/reset-password/whatever', { body: { newPassword: '12345' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(validationMessages.resetPasswordTooShort);
  });

  it('rate-limits requests for one address', async () => {
    const email = uniqueEmail('flood');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await callApi('/auth/forgot-password', { body: { email } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
