import { useSessionStore } from './session-store';
import { useSignOutNotice } from './sign-out-notice';

/** Logout waits no longer than this for Firestore to stop (a stuck IndexedDB must not keep the person in). */
const STOP_WAIT_MS = 3_000;

/**
 * Ends the session as spec section 4 says: clears token, role and user, empties local storage
 * (including `persist:root`) and signs the Firebase session out. On a shared device nothing of the person
 * stays behind: Firestore is stopped before the storage is emptied (its multi-tab keys would come back
 * otherwise) and its offline cache is deleted. Resolves once storage is empty and Auth signed out; the
 * navigation to /login is the caller's, after that.
 */
export async function logOut(): Promise<void> {
  const { persist } = useSessionStore;
  useSignOutNotice.getState().notice();
  useSessionStore.getState().clear();
  persist.clearStorage();
  localStorage.clear();
  // One task for React to take the page off (the guards show its shape during a logout), so its listeners
  // close before Firestore stops rather than failing with it.
  await new Promise((resolve) => setTimeout(resolve, 0));
  // Loaded by every signed-in page that reads data; made here too, to delete an earlier visit's cache.
  const stopping = import('../firebase').then((firebase) => firebase.closeFirestore());
  await Promise.race([stopping, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS))]).catch(
    (error: unknown) => console.warn('Firestore did not stop', error),
  );
  // What Firestore wrote while it stopped (its multi-tab client keys).
  localStorage.clear();
  // On a busy device Firestore can take longer to stop than the wait, and writes those keys after the clear:
  // they go once it has stopped, unless someone has signed in since.
  stopping
    .then(() => {
      if (!useSessionStore.getState().isAuthenticated) localStorage.clear();
    })
    // A failure to stop within the wait was reported above; one after it leaves nothing more to clear.
    .catch(() => {});
  // Firebase Auth is only loaded once someone has signed in; importing it here costs nothing then.
  await import('../firebase-auth')
    .then(({ auth }) => auth.signOut())
    .catch((error: unknown) => console.warn('Firebase sign-out failed', error));
}
