import { useEffect, useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { notify } from '@/lib/notify';
import { isSignedIn, useSessionStore } from '@/lib/session/session-store';
import { useLogOut } from '@/lib/session/use-log-out';

/**
 * Wraps every signed-in route: starts the session sync (token refresh, own-account watch) once and
 * stops it when the user leaves the signed-in pages. The sync module is loaded here, lazily, so the
 * landing and auth screens never load Firestore.
 */
export function SignedInLayout() {
  const logOut = useLogOut();
  const logOutRef = useRef(logOut);
  logOutRef.current = logOut;
  // The guards inside redirect visitors; the sync only runs for a signed-in session.
  const signedIn = useSessionStore(isSignedIn);

  useEffect(() => {
    if (!signedIn) return;
    let stop: (() => void) | undefined;
    let active = true;
    let ended = false;
    const endSession = (message: string) => {
      if (ended) return;
      ended = true;
      notify.error(message);
      logOutRef.current();
    };
    import('@/lib/session/session-sync')
      .then(({ startSessionSync }) => {
        if (active) stop = startSessionSync(endSession);
      })
      .catch((error: unknown) => console.warn('Session sync unavailable', error));
    return () => {
      active = false;
      stop?.();
    };
  }, [signedIn]);

  return <Outlet />;
}
