import { apiErrorMessages, collegeSignInTexts, type LoginPayload, type Role } from '@appointments/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { lastLoginRef, loadAccount } from '../data/accounts';
import { roleOf } from '../data/claims';
import { forbidden, unauthorized } from '../http/api-error';
import { loginLimits } from '../lib/abuse-limits';
import { auth } from '../lib/firebase';
import { verifyPassword } from '../lib/identity-toolkit';
import { clearRateLimits, consumeRateLimits, type LimitedKey } from '../lib/rate-limit';
import { LOGIN_AT_CLAIM } from '../middleware/auth';

/**
 * Every password check counts against the address, the address with this account, and the
 * account, in that order: ten guesses lock that address out of that account for the rest of the
 * window, while the owner signing in elsewhere is not stopped. A right password clears the
 * account's counts.
 */
function passwordGuessLimits(address: string, email: string): LimitedKey[] {
  return [
    { limit: loginLimits.perAddress, key: address },
    { limit: loginLimits.perAddressAndAccount, key: `${address}|${email}` },
    { limit: loginLimits.perAccount, key: email },
  ];
}

/**
 * The custom token a successful login hands out. `loginAt` rides into every ID token of the session: a
 * password reset or suspension that revokes the account's sessions also voids this token, should it be
 * exchanged later.
 */
export function loginCustomToken(uid: string): Promise<string> {
  // Auth's own clock, not the request's: it is compared with the account's revocation time.
  return auth().createCustomToken(uid, { [LOGIN_AT_CLAIM]: Math.floor(Date.now() / 1000) });
}

export interface LoginResult {
  token: string;
  role: Role;
  user: NonNullable<Awaited<ReturnType<typeof loadAccount>>>;
}

/**
 * Checks the password, refuses accounts an admin has not approved (or has suspended), records
 * the login and returns a custom token: the SPA signs in to Firebase Auth with it, so its
 * Firestore listeners and API calls carry a real, refreshing ID token with the account's claims.
 */
export async function logIn(
  { email, password }: LoginPayload,
  address: string,
  now: Date,
  { passwordsOn = true }: { passwordsOn?: boolean } = {},
): Promise<LoginResult> {
  const guessing = passwordGuessLimits(address, email);
  await consumeRateLimits(guessing, now);
  const uid = await verifyPassword(email, password);
  if (!uid) throw unauthorized(apiErrorMessages.invalidCredentials);
  await clearRateLimits(guessing.slice(1), now);

  // A college that signs people in with its own accounts may turn passwords off; its admins keep theirs, so
  // a broken identity provider never locks everyone out.
  const passwordRefusal = (role: Role) =>
    passwordsOn || role === 'admin' ? undefined : collegeSignInTexts.passwordOff;
  const { role, user } = await admitAccount(uid, now, passwordRefusal);
  const token = await loginCustomToken(uid);
  return { token, role, user };
}

export type AdmittedAccount = Omit<LoginResult, 'token'>;

/**
 * The account behind a sign-in, if it may use the product now: refuses accounts an admin has not approved
 * (or has suspended) and records the login. A password login and a sign-in with the college's identity
 * provider (`POST /auth/session`) both end here, so both refuse alike.
 */
export async function admitAccount(
  uid: string,
  now: Date,
  wayRefusal: (role: Role) => string | undefined = () => undefined,
): Promise<AdmittedAccount> {
  const role = roleOf(await auth().getUser(uid));
  const account = role ? await loadAccount(uid, role) : undefined;
  if (!role || !account) throw forbidden(apiErrorMessages.accountNotFound);
  const refusal = wayRefusal(role) ?? accountRefusal(role, account);
  if (refusal) throw forbidden(refusal);
  await lastLoginRef(uid, role).update({ lastLogin: Timestamp.fromDate(now) });
  return { role, user: { ...account, lastLogin: now.toISOString() } };
}

/** Why the account may not sign in now, or undefined: waiting for approval, or suspended. */
export function accountRefusal(role: Role, account: LoginResult['user']): string | undefined {
  if (role === 'admin' || ('isApproved' in account && account.isApproved)) return undefined;
  // Suspension and a new registration both leave isApproved false; suspendedAt tells them apart.
  const suspended = 'suspendedAt' in account && Boolean(account.suspendedAt);
  return suspended ? apiErrorMessages.accountSuspended : apiErrorMessages.notApproved;
}
