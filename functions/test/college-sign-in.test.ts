import {
  apiErrorMessages,
  type CollegeSettings,
  collegeSettingsRefusals,
  collegeSignInTexts,
  defaultCollegeSettings,
} from '@appointments/domain';
import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { studentRef } from '../src/data/accounts';
import { collegeSettingsRef } from '../src/data/college-settings';
import { setAccountApproval } from '../src/services/account-approval';
import { accountCounterRef, accountCounters } from '../src/services/account-counters';
import { admitNewUser, admitSignIn, type ProviderUser, SignInRefusal } from '../src/services/college-sign-in';
import { logIn } from '../src/services/login';
import { createSelfRegisteredAccount } from '../src/services/registration';
import { useServiceEmulator } from './support/emulator';
import { addStudent, registration, testAdmin, testNow } from './support/fixtures';
import { refusal } from './support/refusal';

useServiceEmulator({ accounts: true });

async function useSettings(change: {
  signIn?: Partial<CollegeSettings['signIn']>;
  registration?: Partial<CollegeSettings['registration']>;
}) {
  const defaults = defaultCollegeSettings();
  // The students' counter stored (counted now), so the writes below move it as they do in a running college.
  await accountCounters(['student'], true);
  await collegeSettingsRef().set({
    ...defaults,
    signIn: { ...defaults.signIn, ...change.signIn },
    registration: { ...defaults.registration, ...change.registration },
  });
}

const collegeGoogle = {
  signIn: { methods: ['password', 'google.com', 'saml.campus'], allowedDomains: ['college.test'] },
};

const googleUser = (uid: string, email: string, more: Partial<ProviderUser> = {}): ProviderUser => ({
  uid,
  email,
  emailVerified: true,
  displayName: 'Asha Kumar',
  method: 'google.com',
  customClaims: undefined,
  ...more,
});

async function refusedWith(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(SignInRefusal);
  return (error as SignInRefusal).message;
}

const studentCounter = async () => (await accountCounterRef('student').get()).data();

describe('a first sign-in with the college identity provider', () => {
  it('makes a student, approved at once when the college approves its own domains', async () => {
    await useSettings({ ...collegeGoogle, registration: { autoApproval: 'collegeDomains' } });

    const claims = await admitNewUser(googleUser('sso-1', 'Asha@College.test'), testNow);

    expect(claims).toEqual({ role: 'student', approved: true });
    const student = (await studentRef('sso-1').get()).data();
    expect(student).toMatchObject({ name: 'Asha Kumar', email: 'asha@college.test', isApproved: true });
    expect(await studentCounter()).toMatchObject({ total: 1, pending: 0 });
  });

  it('makes a waiting student when an admin approves everyone, named by the address when the provider gave no name', async () => {
    await useSettings(collegeGoogle);

    const claims = await admitNewUser(
      googleUser('sso-2', 'ravi@cs.college.test', { displayName: undefined, method: 'saml.campus' }),
      testNow,
    );

    expect(claims).toEqual({ role: 'student', approved: false });
    expect((await studentRef('sso-2').get()).data()).toMatchObject({ name: 'ravi', isApproved: false });
    expect(await studentCounter()).toMatchObject({ total: 1, pending: 1 });
  });

  it('refuses addresses outside the college domains, turned-off providers and closed registration, writing nothing', async () => {
    await useSettings(collegeGoogle);
    expect(await refusedWith(admitNewUser(googleUser('x-1', 'asha@gmail.com'), testNow))).toBe(
      collegeSignInTexts.outsideDomains(['college.test']),
    );
    expect(
      await refusedWith(
        admitNewUser(googleUser('x-2', 'asha@college.test', { method: 'microsoft.com' }), testNow),
      ),
    ).toBe(collegeSignInTexts.methodOff);
    expect(
      await refusedWith(
        admitNewUser(googleUser('x-3', 'asha@college.test', { emailVerified: false }), testNow),
      ),
    ).toBe(collegeSignInTexts.emailUnverified);

    await useSettings({ ...collegeGoogle, registration: { selfRegistration: 'closed' } });
    expect(await refusedWith(admitNewUser(googleUser('x-4', 'asha@college.test'), testNow))).toBe(
      collegeSignInTexts.registrationClosed,
    );
    expect((await studentRef('x-1').get()).exists || (await studentRef('x-4').get()).exists).toBe(false);
  });

  it('refuses a password sign-up that skipped the registration page', async () => {
    await useSettings(collegeGoogle);
    expect(
      await refusedWith(
        admitNewUser(googleUser('x-5', 'asha@college.test', { method: 'password' }), testNow),
      ),
    ).toBe(collegeSignInTexts.passwordSignUp);
  });
});

describe('each sign-in with the college identity provider', () => {
  it("answers the claims of an approved account's documents", async () => {
    await useSettings(collegeGoogle);
    await addStudent('s-1');
    const claims = await admitSignIn(
      googleUser('s-1', 's-1@college.test', { customClaims: { role: 'student', approved: false } }),
    );
    expect(claims).toEqual({ role: 'student', approved: true });
  });

  it('refuses an account waiting for approval, a suspended one, and one without an account', async () => {
    await useSettings(collegeGoogle);
    await addStudent('s-2', { isApproved: false });
    const waiting = googleUser('s-2', 's-2@college.test', { customClaims: { role: 'student' } });
    expect(await refusedWith(admitSignIn(waiting))).toBe(apiErrorMessages.notApproved);

    await addStudent('s-3');
    await getAuth().createUser({ uid: 's-3', email: 's-3@college.test' });
    await setAccountApproval('student', 's-3', false, testNow, testAdmin);
    const suspended = googleUser('s-3', 's-3@college.test', { customClaims: { role: 'student' } });
    expect(await refusedWith(admitSignIn(suspended))).toBe(apiErrorMessages.accountSuspended);

    expect(await refusedWith(admitSignIn(googleUser('nobody', 'nobody@college.test')))).toBe(
      apiErrorMessages.accountNotFound,
    );
  });

  it('refuses once the college narrows its domains, and lets password sign-ins pass to the API', async () => {
    await useSettings({ signIn: { methods: ['password', 'google.com'], allowedDomains: ['other.test'] } });
    await addStudent('s-4');
    const user = googleUser('s-4', 's-4@college.test', { customClaims: { role: 'student' } });
    expect(await refusedWith(admitSignIn(user))).toBe(collegeSignInTexts.outsideDomains(['other.test']));
    expect(await admitSignIn({ ...user, method: 'password' })).toBeUndefined();
  });
});

describe('password accounts under the college settings', () => {
  it('approves a student registering at the college domains at once, and lets them log in', async () => {
    await useSettings({
      signIn: { allowedDomains: ['college.test'] },
      registration: { autoApproval: 'collegeDomains' },
    });
    await createSelfRegisteredAccount(registration('student', 'new@college.test'), testNow, {
      approved: true,
    });
    const login = await logIn(
      { email: 'new@college.test', password: 'Sunflower#2030' },
      '203.0.113.9',
      testNow,
    );
    expect(login).toMatchObject({ role: 'student', user: { isApproved: true } });
    expect(await studentCounter()).toMatchObject({ total: 1, pending: 0 });
  });

  it('refuses password logins of students and teachers when the college turned passwords off, never its admins', async () => {
    await createSelfRegisteredAccount(registration('student', 'pw@college.test'), testNow, {
      approved: true,
    });
    const refused = await refusal(
      logIn({ email: 'pw@college.test', password: 'Sunflower#2030' }, '203.0.113.9', testNow, {
        passwordsOn: false,
      }),
    );
    expect(refused.status).toBe(403);
    expect(refused.message).toBe(collegeSignInTexts.passwordOff);
    expect(collegeSettingsRefusals.registrationClosed).toBeTruthy();
  });
});
