// Signing in with the college's account through the Auth emulator and the product's Auth blocking
// functions: a rostered person is admitted at the first sign-in with no admin action; an address outside
// the college's domains is refused with the message and gets no account; a new person at the college's
// domains through the SAML provider is approved at once when the college says so, or waits for an admin;
// a password account and the same address through Google stay one account; the login page's options.
import { apiErrorMessages, collections, collegeSignInTexts } from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { registerAccount } from '../support/accounts';
import { adminAuth, adminDb } from '../support/admin';
import { callApi, uniqueEmail } from '../support/api';
import { withCollegeSettings } from '../support/college-settings';
import { type ProviderAnswer, signInWithProvider } from '../support/provider-sign-in';

const settings = withCollegeSettings({
  signIn: { methods: ['password', 'google.com', 'saml.campus'], allowedDomains: ['college.test'] },
  registration: { selfRegistration: 'open', autoApproval: 'collegeDomains' },
});
const admin = () => settings.admin();

function admitted(answer: ProviderAnswer): { idToken: string; localId: string } {
  if ('refusal' in answer) throw new Error(`Refused: ${answer.refusal}`);
  return answer;
}

/** The account behind the provider's session, as the login page asks for it. */
const session = (idToken: string) =>
  callApi<{ role: string; user: { email: string } }>('/auth/session', {
    method: 'POST',
    token: idToken,
  });

async function rosterStudent(email: string, name: string) {
  const csv = ['Name,Email,Student ID,Course,Year,Section', `${name},${email},S-77,History,2,B`].join('\n');
  const answer = await callApi<{ created: number }>('/admin/roster/students?apply=true&fileName=sso.csv', {
    token: admin().token,
    rawBody: csv,
    headers: { 'content-type': 'text/csv' },
  });
  expect(answer.body.data?.created).toBe(1);
}

describe('signing in with the college account', () => {
  it("offers the college's providers on the login page", async () => {
    const options = await callApi('/auth/sign-in-options');
    expect(options.status).toBe(200);
    expect(options.body.data).toEqual({
      providers: ['google.com', 'saml.campus'],
      passwords: true,
      allowedDomains: ['college.test'],
    });
  });

  it('admits a rostered student at the first Google sign-in, into the account the roster made', async () => {
    const email = uniqueEmail('rostered');
    await rosterStudent(email, 'Rosa Ter');
    const rosteredUid = (await adminAuth.getUserByEmail(email)).uid;

    const signedIn = admitted(await signInWithProvider('google.com', { email, name: 'Rosa Ter' }));

    expect(signedIn.localId).toBe(rosteredUid);
    const answer = await session(signedIn.idToken);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ role: 'student', user: { email } });
    // The session works for the student's own calls at once.
    const own = await callApi('/student/appointments', { token: signedIn.idToken });
    expect(own.status).toBe(200);
  });

  it('refuses an address outside the college domains with the message, making no account', async () => {
    const email = `outsider.${Date.now().toString(36)}@elsewhere.test`;
    const answer = await signInWithProvider('google.com', { email, name: 'Out Sider' });
    expect(answer).toEqual({ refusal: collegeSignInTexts.outsideDomains(['college.test']) });
    await expect(adminAuth.getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('refuses a provider the college has not turned on', async () => {
    const answer = await signInWithProvider('microsoft.com', { email: uniqueEmail('ms'), name: 'Em Es' });
    expect(answer).toEqual({ refusal: collegeSignInTexts.methodOff });
  });

  it("approves a new person at the college's domains at once through the SAML provider", async () => {
    const email = uniqueEmail('saml');
    const signedIn = admitted(await signInWithProvider('saml.campus', { email, name: 'Sam Lee' }));
    const answer = await session(signedIn.idToken);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      role: 'student',
      user: { email, name: 'Sam Lee', isApproved: true },
    });
    expect((await adminAuth.getUser(signedIn.localId)).customClaims).toMatchObject({
      role: 'student',
      approved: true,
    });
  });

  it('makes a new person wait for an admin when the college approves every account itself', async () => {
    await settings.put({ registration: { autoApproval: 'never' } });
    try {
      const email = uniqueEmail('waiting');
      const answer = await signInWithProvider('google.com', { email, name: 'Wai Ting' });
      expect(answer).toEqual({ refusal: apiErrorMessages.notApproved });
      const user = await adminAuth.getUserByEmail(email);
      expect(user.customClaims).toMatchObject({ role: 'student', approved: false });
      expect((await adminDb.collection(collections.students).doc(user.uid).get()).get('isApproved')).toBe(
        false,
      );
    } finally {
      await settings.put({ registration: { autoApproval: 'collegeDomains' } });
    }
  });

  it('keeps a password account and Google sign-in for the same address one account', async () => {
    const account = await registerAccount('student', { name: 'Pat Word' });
    const approved = await callApi(`/admin/approve-student/${account.uid}`, {
      method: 'PUT',
      token: admin().token,
    });
    expect(approved.status).toBe(200);

    const signedIn = admitted(
      await signInWithProvider('google.com', { email: account.email, name: 'Pat Word' }),
    );

    expect(signedIn.localId).toBe(account.uid);
    const students = await adminDb.collection(collections.students).where('email', '==', account.email).get();
    expect(students.docs.map((doc) => doc.id)).toEqual([account.uid]);
    expect((await session(signedIn.idToken)).status).toBe(200);
  });

  it('refuses a suspended account at the provider sign-in', async () => {
    const email = uniqueEmail('suspended');
    await rosterStudent(email, 'Sus Pended');
    const uid = (await adminAuth.getUserByEmail(email)).uid;
    const suspended = await callApi(`/admin/suspend-student/${uid}`, { method: 'PUT', token: admin().token });
    expect(suspended.status).toBe(200);
    const answer = await signInWithProvider('google.com', { email, name: 'Sus Pended' });
    expect('refusal' in answer).toBe(true);
  });
});
