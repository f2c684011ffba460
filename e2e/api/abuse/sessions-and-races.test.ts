// Credentials that must not outlive a password reset, and admin actions racing each other.
import { apiErrorMessages } from '@appointments/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { approveDirectly, registerAccount, type SignedIn, signedInAdmin } from '../../support/accounts';
import { adminAuth, storedDoc } from '../../support/admin';
import { callApi, idTokenFromCustomToken } from '../../support/api';
import { mailsTo } from '../../support/mail';

const resetLinkPattern = /\/reset-password\/([A-Za-z0-9_-]+)/;

/** Asks for a reset link and returns the token of the mail it sends (the n-th mail to that address). */
async function resetToken(email: string): Promise<string> {
  const before = (await mailsTo(email)).length;
  const answer = await callApi('/auth/forgot-password', { body: { email } });
  expect(answer.status).toBe(200);
  for (let waited = 0; waited < 10_000; waited += 100) {
    const mails = await mailsTo(email);
    const token = mails[before]?.text.match(resetLinkPattern)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no new reset mail to ${email}`);
}

let admin: SignedIn;

beforeAll(async () => {
  admin = await signedInAdmin();
});

describe('after a password reset', () => {
  it('every other outstanding reset link fails', async () => {
    const student = await registerAccount('student');
    await approveDirectly(student, 'student');
    const first = await resetToken(student.email);
    const second = await resetToken(student.email);

    expect(
      (await callApi(`/auth/reset-password/${second}`, { body: { newPassword: 'n3w-secret' } })).status,
    ).toBe(200);
    const stale = await callApi(`/auth/reset-password/${first}`, { body: { newPassword: 'attacker-1' } });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe(apiErrorMessages.resetLinkInvalid);
  });

  it('a custom token from an earlier login no longer opens a session', async () => {
    const student = await registerAccount('student');
    await approveDirectly(student, 'student');
    const login = await callApi<{ token: string }>('/auth/login', {
      body: { email: student.email, password: student.password },
    });
    const customToken = login.body.data?.token as string;
    // Auth compares revocation times in whole seconds: the reset happens in a later second than the login.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const token = await resetToken(student.email);
    expect(
      (await callApi(`/auth/reset-password/${token}`, { body: { newPassword: 'n3w-secret' } })).status,
    ).toBe(200);

    const lateSession = await idTokenFromCustomToken(customToken);
    const answer = await callApi('/student/profile', { token: lateSession });
    expect(answer.status).toBe(401);
    expect(answer.body.success).toBe(false);
  });
});

describe('approve and suspend of one account at the same time', () => {
  it('leaves the claim and the document agreeing after each of 6 rounds', async () => {
    const teacher = await registerAccount('teacher');
    for (let round = 0; round < 6; round += 1) {
      const answers = await Promise.all(
        ['approve', 'suspend', 'approve', 'suspend'].map((action) =>
          callApi(`/admin/${action}-teacher/${teacher.uid}`, { method: 'PUT', token: admin.token, body: {} }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      const [user, document] = await Promise.all([
        adminAuth.getUser(teacher.uid),
        storedDoc.teacher(teacher.uid).get(),
      ]);
      expect({ round, claim: user.customClaims?.approved }).toEqual({
        round,
        claim: document.get('isApproved'),
      });
    }
  });
});
