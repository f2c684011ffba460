import { blockingRefusalText, collegeSignInTexts, errorMessages, type Role } from '@appointments/domain';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import type { LoginAnswer } from './auth-api';

/** A pop-up the person closed: nothing to say. */
export class SignInAbandoned extends Error {}

const errorCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

/**
 * The words a refused provider sign-in shows. A blocking function's refusal comes back inside Auth's
 * 'internal-error' as the function's JSON error, whose message is the college's own text.
 */
function refusalMessage(error: unknown): string {
  const code = errorCode(error);
  if (code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request')
    throw new SignInAbandoned();
  if (code === 'auth/popup-blocked') return collegeSignInTexts.popupBlocked;
  if (code === 'auth/account-exists-with-different-credential') return collegeSignInTexts.otherSignInMethod;
  const details =
    error instanceof Error
      ? `${error.message} ${JSON.stringify((error as { customData?: unknown }).customData ?? {})}`
      : '';
  return blockingRefusalText(details) ?? collegeSignInTexts.failed;
}

/**
 * Signs in with the college's identity provider, then asks the API for the account (the same refusals as a
 * password login) and stores the session. A refusal throws with the text to show.
 */
export async function signInWithCollege(method: string, allowedDomains: readonly string[]): Promise<Role> {
  const { signInWithCollegeProvider, endProviderSession } = await import('@/lib/firebase-provider-sign-in');
  let idToken: string;
  try {
    idToken = await signInWithCollegeProvider(method, allowedDomains);
  } catch (error) {
    throw new ApiRequestError(refusalMessage(error), 0);
  }
  try {
    const answer = await apiRequest<Omit<LoginAnswer, 'token'>>('/auth/session', errorMessages.loginFailed, {
      method: 'POST',
      token: idToken,
    });
    useSessionStore.getState().signIn({ token: idToken, role: answer.role, user: answer.user });
    return answer.role;
  } catch (error) {
    await endProviderSession().catch(() => undefined);
    throw error;
  }
}
