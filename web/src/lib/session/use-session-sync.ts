import { LOCAL_STORAGE_KEYS, sessionMessages } from '@appointments/domain';
import { useEffect, useRef } from 'react';
import { useAuth, useUser } from 'reactfire';
import { notify } from '../notify';
import type { EndSession } from './account-watch';
import { useSessionStore } from './session-store';
import { useSignOutNotice } from './sign-out-notice';
import { useLogOut } from './use-log-out';
import { useSignedIn } from './use-signed-in';

/**
 * Keeps this client's session in step with the Firebase session while a signed-in route is open, from
 * reactfire's hooks: every new ID token (the SDK refreshes it by itself before expiry) goes to the stored
 * mirror the spec's client reads; Firebase losing its user (expiry, a logout in another tab) ends the
 * session with the spec's message, as does another tab emptying the session's storage (its logout, heard at
 * once, before Firestore's shared tab state or Auth's own cross-tab check report it); the account's own
 * document is watched (`account-watch.ts`, loaded after the page) so approval changes reach the claims and an
 * unapproved or deleted account ends the session.
 */
export function useSessionSync(): void {
  const auth = useAuth();
  const state = useSignedIn();
  // reactfire's user stream follows `onIdTokenChanged`: a new status object for every new ID token.
  const tokenChange = useUser();
  const user = state === 'signed-in' ? auth.currentUser : null;
  const logOut = useLogOut();
  const endSession = useRef<EndSession>(() => {});
  const ended = useRef(false);
  endSession.current = (message) => {
    if (ended.current) return;
    ended.current = true;
    notify.error(message);
    logOut();
  };

  useEffect(() => {
    if (!user || tokenChange.data !== user) return;
    ended.current = false;
    user
      .getIdToken()
      .then((token) => useSessionStore.getState().setToken(token))
      .catch((error: unknown) => console.warn('Could not read the ID token', error));
  }, [user, tokenChange]);

  useEffect(() => {
    // Signed out by Firebase while this client still holds the session, and not by its own logout.
    if (state !== 'signed-out') return;
    if (useSessionStore.getState().isAuthenticated && !useSignOutNotice.getState().signedOut) {
      endSession.current(sessionMessages.sessionExpired);
    }
  }, [state]);

  useEffect(() => {
    // Any change by another tab that leaves no session stored: its logout (another tab's login stores one).
    const onStorage = () => {
      if (localStorage.getItem(LOCAL_STORAGE_KEYS.persistRoot) !== null) return;
      if (useSessionStore.getState().isAuthenticated && !useSignOutNotice.getState().signedOut) {
        endSession.current(sessionMessages.sessionExpired);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    if (!user) return;
    let stop: (() => void) | undefined;
    let active = true;
    import('./account-watch')
      .then(({ watchOwnAccount }) => watchOwnAccount(user, (message) => endSession.current(message)))
      .then((stopWatch) => {
        if (active) stop = stopWatch;
        else stopWatch();
      })
      .catch((error: unknown) => console.warn('Account watch unavailable', error));
    return () => {
      active = false;
      stop?.();
    };
  }, [user]);
}
