import { auth } from '../firebase-auth';
import { useSessionStore } from './session-store';

/**
 * The bearer for /api calls: the Firebase session's current ID token (refreshed by the SDK when it
 * nears expiry), or the stored one while Auth is still restoring its user after a reload.
 */
export async function bearerToken(): Promise<string | null> {
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) return useSessionStore.getState().token;
  const token = await user.getIdToken();
  if (token !== useSessionStore.getState().token) useSessionStore.getState().setToken(token);
  return token;
}
