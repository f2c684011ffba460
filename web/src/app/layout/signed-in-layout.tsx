import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FirebaseAuthProviders } from '@/lib/firebase-auth-providers';
import { useUpdateReady } from '@/lib/pwa/update-ready';
import { useServiceWorker } from '@/lib/pwa/use-service-worker';
import { useSessionSync } from '@/lib/session/use-session-sync';

// Loaded once a new version waits, not with every signed-in page.
const UpdatePrompt = lazy(async () => ({
  default: (await import('@/components/ui/update-prompt')).UpdatePrompt,
}));

function SessionSync() {
  useSessionSync();
  // The installable app's worker, registered from the signed-in app only (docs/architecture/offline.md).
  useServiceWorker();
  const reload = useUpdateReady();
  return (
    <>
      <Outlet />
      {reload && (
        <Suspense fallback={null}>
          <UpdatePrompt reload={reload} />
        </Suspense>
      )}
    </>
  );
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
