import { errorMessages, type LoginPayload, type Role } from '@appointments/domain';
import { ApiRequestError } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { requestLogin } from './auth-api';

/**
 * Logs in through the API, then opens the Firebase Auth session with the custom token it returns (its
 * ID token is the bearer from now on) and stores the session. Firebase Auth is loaded only now, at
 * submit time, so the login screen itself stays light.
 */
export async function signIn(payload: LoginPayload): Promise<Role> {
  const answer = await requestLogin(payload);
  let idToken: string;
  try {
    const { signInWithToken } = await import('@/lib/firebase-auth');
    idToken = await signInWithToken(answer.token);
  } catch (error) {
    console.warn('Firebase sign-in failed', error);
    throw new ApiRequestError(errorMessages.loginFailed, 0);
  }
  useSessionStore.getState().signIn({ token: idToken, role: answer.role, user: answer.user });
  return answer.role;
}
