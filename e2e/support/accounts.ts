import { registerSchema } from '@appointments/domain';
import {
  approveQuietly,
  createAdminAccount,
  createSelfRegisteredAccount,
} from '@appointments/functions/seed';
import { adminAuth } from './admin';
import { callApi, idTokenFromCustomToken, strongPassword, uniqueEmail } from './api';

export interface TestAccount {
  uid: string;
  email: string;
  password: string;
  name: string;
}

/**
 * An account awaiting approval, made by the register route's own code through the Admin SDK: the
 * suite makes hundreds from one address, and the registration limit stays as in production
 * (tests of /auth/register itself call the API).
 */
export async function registerAccount(
  role: 'student' | 'teacher',
  extra: { name?: string; department?: string; subject?: string } = {},
): Promise<TestAccount> {
  const email = uniqueEmail(role);
  const name = extra.name ?? `Test ${role}`;
  const payload = registerSchema.parse({
    name,
    role,
    email,
    password: strongPassword,
    department: extra.department,
    subject: extra.subject,
  });
  const uid = await createSelfRegisteredAccount(payload, new Date());
  return { uid, email, password: strongPassword, name };
}

/**
 * Approves without the admin API, for tests about other areas: the document, the students' counter and the
 * claims, and no approval mail (hundreds of test accounts would queue a mail each behind the mails the tests
 * wait for). The teachers' counter follows its trigger.
 */
export async function approveDirectly(account: TestAccount, role: 'student' | 'teacher'): Promise<void> {
  await approveQuietly(role, account.uid);
}

export async function loginToken(email: string, password: string): Promise<string> {
  const answer = await callApi<{ token: string }>('/auth/login', { body: { email, password } });
  if (answer.status !== 200 || !answer.body.data)
    throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
  return idTokenFromCustomToken(answer.body.data.token);
}

export interface SignedIn extends TestAccount {
  token: string;
}

/** Registers through the API, approves, and logs in: an account ready to use the API. */
export async function signedInAccount(
  role: 'student' | 'teacher',
  extra: { name?: string; department?: string; subject?: string } = {},
): Promise<SignedIn> {
  const account = await registerAccount(role, extra);
  await approveDirectly(account, role);
  return { ...account, token: await loginToken(account.email, account.password) };
}

/** An admin made the way `npm run create-admin` makes one, then logged in through the API. */
export async function signedInAdmin(): Promise<SignedIn> {
  const email = uniqueEmail('admin');
  const uid = await createAdminAccount({ name: 'Test Admin', email, password: strongPassword }, new Date());
  return {
    uid,
    email,
    password: strongPassword,
    name: 'Test Admin',
    token: await loginToken(email, strongPassword),
  };
}

/** A valid ID token for an account that is not approved (login refuses those, so it is minted here). */
export async function unapprovedToken(role: 'student' | 'teacher'): Promise<string> {
  const account = await registerAccount(role);
  return idTokenFromCustomToken(await adminAuth.createCustomToken(account.uid));
}
