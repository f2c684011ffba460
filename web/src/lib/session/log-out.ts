import { useSessionStore } from './session-store';
import { useSignOutNotice } from './sign-out-notice';

/**
 * Ends the session as spec section 4 says: clears token, role and user, empties local storage
 * (including `persist:root`) and signs the Firebase session out. Navigation to /login is the caller's.
 */
export function logOut(): void {
  const { persist } = useSessionStore;
  useSignOutNotice.getState().notice();
  useSessionStore.getState().clear();
  persist.clearStorage();
  localStorage.clear();
  // Firebase Auth is only loaded once someone has signed in; importing it here costs nothing then.
  import('../firebase-auth')
    .then(({ auth }) => auth.signOut())
    .catch((error: unknown) => console.warn('Firebase sign-out failed', error));
}
