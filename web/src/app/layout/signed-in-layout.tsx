import { Outlet } from 'react-router-dom';
import { FirebaseAuthProviders } from '@/lib/firebase-auth-providers';
import { useSessionSync } from '@/lib/session/use-session-sync';

function SessionSync() {
  useSessionSync();
  return <Outlet />;
}

/**
 * Wraps every signed-in route in reactfire's app and Auth providers, so its guards and pages ask Firebase
 * who is signed in, and keeps the stored session in step with Firebase's while the user is on these pages.
 * This module is loaded lazily (`signed-in-routes.ts`), so the landing and auth screens never load
 * Firebase Auth, reactfire or rxjs.
 */
export function SignedInLayout() {
  return (
    <FirebaseAuthProviders>
      <SessionSync />
    </FirebaseAuthProviders>
  );
}
