// What the Auth blocking functions decide when someone signs in with the college's identity provider
// (functions/src/index.ts wires them): refuse the addresses and accounts the college does not admit, and
// give everyone else the role and approval claims their account holds, so a rostered person lands on
// their dashboard at the first sign-in. Password accounts are made and checked by the API (/auth/register,
// /auth/login); these only refuse a password sign-up that skipped the registration page.
import {
  apiErrorMessages,
  approvesOnRegistration,
  collegeSignInTexts,
  newAccountRefusal,
  providerSignInRefusal,
} from '@appointments/domain';
import { loadAccount, newStudentDocument, studentRef } from '../data/accounts';
import { type AccountClaims, roleOfClaims } from '../data/claims';
import { loadCollegeSettings } from '../data/college-settings';
import { db } from '../lib/firebase';
import { moveStudentCounter, readStudentCounter } from './account-counters';
import { accountRefusal } from './login';

/** A refusal the person sees on the sign-in page, word for word. */
export class SignInRefusal extends Error {}

/** The Auth user a blocking function is asked about, and how they are signing in. */
export interface ProviderUser {
  uid: string;
  email: string | undefined;
  emailVerified: boolean;
  displayName: string | undefined;
  /** 'google.com', 'microsoft.com', 'oidc.…', 'saml.…' or 'password'. */
  method: string;
  customClaims: Record<string, unknown> | undefined;
}

const PASSWORD = 'password';

/** A name for an account its provider gave none: the address before the '@'. */
const nameOf = (user: ProviderUser, email: string) =>
  user.displayName?.trim() || email.slice(0, email.lastIndexOf('@'));

/**
 * Before Auth creates a user at a first sign-in: a rostered person already has their user (the roster
 * made it, and Auth links the provider to it by the verified address), so whoever arrives here is
 * new to the college. They become a student, approved at once when the college approves its own
 * domains, written with the student counter as /auth/register does.
 */
export async function admitNewUser(user: ProviderUser, now: Date): Promise<AccountClaims> {
  if (user.method === PASSWORD) throw new SignInRefusal(collegeSignInTexts.passwordSignUp);
  const settings = await loadCollegeSettings();
  const refusal = providerSignInRefusal(settings, user);
  if (refusal) throw new SignInRefusal(refusal);
  const email = (user.email as string).toLowerCase();
  const newAccount = newAccountRefusal(settings, email);
  if (newAccount) throw new SignInRefusal(newAccount);
  const approved = approvesOnRegistration(settings, email);
  const account = { uid: user.uid, name: nameOf(user, email), email, isApproved: approved, now };
  await db().runTransaction(async (transaction) => {
    const counter = await readStudentCounter(transaction);
    transaction.create(studentRef(user.uid), newStudentDocument(account));
    moveStudentCounter(transaction, counter, { total: 1, pending: approved ? 0 : 1 });
  });
  return { role: 'student', approved };
}

/**
 * Before each sign-in with a provider: the college must still admit the way and the address (settings
 * change), and the account must be approved and not suspended, the same refusals as a password login.
 * Answers the claims the account's documents hold now; undefined for a password sign-in, which the
 * API's /auth/login has already checked.
 */
export async function admitSignIn(user: ProviderUser): Promise<AccountClaims | undefined> {
  if (user.method === PASSWORD) return undefined;
  const settings = await loadCollegeSettings();
  const refusal = providerSignInRefusal(settings, user);
  if (refusal) throw new SignInRefusal(refusal);
  const role = roleOfClaims(user.customClaims);
  const account = role ? await loadAccount(user.uid, role) : undefined;
  if (!role || !account) throw new SignInRefusal(apiErrorMessages.accountNotFound);
  const accountRefused = accountRefusal(role, account);
  if (accountRefused) throw new SignInRefusal(accountRefused);
  return { role, approved: true };
}
