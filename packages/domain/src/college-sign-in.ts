// Signing in with the college's identity provider (Google Workspace, Microsoft Entra ID, an OIDC or SAML
// provider): who may, and what a new account starts as. The Auth blocking functions and the password
// registration apply these same rules, so both ways in agree.
import { collegeSettingsRefusals } from './college-settings-texts';
import { type CollegeSettings, isCollegeAddress, registrationRefusal } from './documents/college-settings';

type SignInSettings = Pick<CollegeSettings, 'signIn' | 'registration'>;

/** The words on a sign-in button: a known provider by name, a college's own (OIDC, SAML) as its account. */
export function signInMethodLabel(method: string): string {
  if (method === 'google.com') return 'Google';
  if (method === 'microsoft.com') return 'Microsoft';
  return 'your college account';
}

/** The college's identity providers, in the order the settings list them: every method but passwords. */
export function collegeProviders(settings: Pick<CollegeSettings, 'signIn'>): string[] {
  return settings.signIn.methods.filter((method) => method !== 'password');
}

export const collegeSignInTexts = {
  continueWith: (method: string) => `Continue with ${signInMethodLabel(method)}`,
  orWithPassword: 'or with your email and password',
  passwordForAdmins: 'Administrators: sign in with a password',
  signingIn: 'Signing in…',
  methodOff: 'This way of signing in is not turned on for this college.',
  emailUnverified: 'Your identity provider did not confirm your email address.',
  outsideDomains: (domains: readonly string[]) =>
    `Please sign in with your college account (${domains.map((domain) => `@${domain}`).join(', ')}).`,
  registrationClosed: 'Your college has not added this account yet. Please ask the college administration.',
  passwordSignUp: 'Please create your account on the registration page.',
  passwordOff: 'Password sign-in is turned off for this college. Please continue with your college account.',
  otherSignInMethod:
    'An account with this email already uses another way of signing in. Sign in that way first.',
  /** /auth/register's message when the college approved the new student at once (the spec's waits for an admin). */
  registrationApproved: 'Registration successful! Your account is ready: you can log in now.',
  popupBlocked: 'Your browser blocked the sign-in window. Please allow pop-ups for this site and try again.',
  failed: 'Signing in did not work. Please try again.',
} as const;

export interface ProviderIdentity {
  /** The sign-in method: 'google.com', 'microsoft.com', 'oidc.…', 'saml.…' or 'password'. */
  method: string;
  email: string | undefined;
  emailVerified: boolean;
}

/**
 * Why the college refuses this identity provider's sign-in, or null when it may go on. A provider must be
 * turned on, must vouch for the address, and the address must be the college's when domains are set.
 */
export function providerSignInRefusal(settings: SignInSettings, identity: ProviderIdentity): string | null {
  if (!settings.signIn.methods.includes(identity.method)) return collegeSignInTexts.methodOff;
  if (!identity.email || !identity.emailVerified) return collegeSignInTexts.emailUnverified;
  const domains = settings.signIn.allowedDomains;
  if (domains.length > 0 && !isCollegeAddress(settings, identity.email))
    return collegeSignInTexts.outsideDomains(domains);
  return null;
}

/** Why a first sign-in may not make an account for `email` (nobody rostered it), or null when it may. */
export function newAccountRefusal(settings: SignInSettings, email: string): string | null {
  const refusal = registrationRefusal(settings, email);
  if (refusal === 'closed') return collegeSignInTexts.registrationClosed;
  if (refusal === 'domain') return collegeSettingsRefusals.registrationDomain;
  return null;
}

/** Whether an account the person makes themselves starts approved: the college's domains, when it says so. */
export function approvesOnRegistration(settings: SignInSettings, email: string): boolean {
  return settings.registration.autoApproval === 'collegeDomains' && isCollegeAddress(settings, email);
}

/**
 * The college's refusal inside Auth's answer to a refused provider sign-in: the blocking function's JSON
 * error travels in Auth's 'BLOCKING_FUNCTION_ERROR_RESPONSE' message (escaped once more in the SDK's error
 * data), and its `message` is the text to show. Undefined when there is none.
 */
export function blockingRefusalText(authMessage: string): string | undefined {
  // The innermost message is the function's own: the last one named (an outer one wraps the whole answer).
  const messages = [...authMessage.replaceAll('\\"', '"').matchAll(/"message"\s*:\s*"((?:[^"\\]|\\.)*)"/g)];
  const quoted = messages.at(-1)?.[1];
  if (quoted === undefined) return undefined;
  try {
    return JSON.parse(`"${quoted}"`) as string;
  } catch {
    return quoted;
  }
}
