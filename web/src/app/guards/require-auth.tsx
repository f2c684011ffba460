import { useDeferredValue } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { PageSkeleton } from '@/components/ui/skeleton';
import { useSessionStore } from '@/lib/session/session-store';
import { useSignOutNotice } from '@/lib/session/sign-out-notice';
import { useSignedIn } from '@/lib/session/use-signed-in';

/** Any signed-in user (Firebase Auth's, through reactfire); otherwise /login. */
export function RequireAuth() {
  // Deferred: Auth's answer arrives through useSyncExternalStore, whose updates React renders in one task, and
  // that answer mounts the whole page. Deferred, the page renders in slices (the skeleton stays meanwhile),
  // so a phone's main thread is not held for the length of the page's first render.
  const state = useDeferredValue(useSignedIn());
  const signedOut = useSignOutNotice((notice) => notice.signedOut);
  const heldHere = useSessionStore((session) => session.isAuthenticated);
  // A logout under way: the page goes at once, and its listeners with it, before Firestore is stopped.
  if (state === 'signed-in') return signedOut ? <PageSkeleton /> : <Outlet />;
  // Firebase lost the user this client still holds: the signed-in layout ends the session and says why.
  // Firebase still answering who is signed in: the page's shape meanwhile.
  if (state === 'loading' || (state === 'signed-out' && heldHere && !signedOut)) return <PageSkeleton />;
  return <Navigate to="/login" replace />;
}
