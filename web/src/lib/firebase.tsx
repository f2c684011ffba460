// Firestore for the signed-in pages. Only lazily loaded signed-in routes import this module: the landing page
// ships no Firebase code, the auth screens only firebase-auth.ts. The Storage SDK is not loaded:
// pictures are uploaded through /api and shown from their download URLs.
//
// The pages that read Firebase are wrapped in reactfire's providers (`withFirebase`), the React binding to
// this app: their hooks take Auth and Firestore from reactfire's `useAuth()` and `useFirestore()`. The
// signed-in layout already provides the app and Auth (lib/firebase-auth-providers.tsx) for its session
// hooks; the page's own providers repeat them so a page also renders on its own (its tests).
// Live lists and documents go through lib/live/, not reactfire's `useFirestoreCollection` (docs/architecture.md,
// "The live-data layer").
import {
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  type Firestore,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
} from 'firebase/firestore';
import { type ComponentType, type ReactNode, useState } from 'react';
import { FirestoreProvider } from 'reactfire';
import { firebaseApp } from './firebase-auth';
import { FirebaseAuthProviders } from './firebase-auth-providers';
import { emulatorEndpoints, usesEmulators } from './firebase-config';
import { useSessionStore } from './session/session-store';

export { firebaseApp };

let instance: Firestore | null = null;

/**
 * The Firestore of the signed-in person, made on first use and again after a logout closed the previous one.
 * The SDK's persistent cache (IndexedDB), shared by every open tab: a signed-in person who opens the app
 * without a network sees what their listeners last received, and the listeners catch up by themselves once
 * the network is back (docs/architecture/offline.md).
 */
export function appFirestore(): Firestore {
  if (instance) return instance;
  instance = initializeFirestore(firebaseApp, {
    localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
  });
  if (usesEmulators) {
    connectFirestoreEmulator(instance, emulatorEndpoints.firestore.host, emulatorEndpoints.firestore.port);
  }
  return instance;
}

/**
 * The Firestore for a listener that follows the session from outside a page (the account watch, the bell's
 * and the badge's counts): none while nobody is signed in, a logout under way included. Such a listener can
 * start late, its sign-in callback or its import still in flight when the person logs out; the Firestore it
 * would open after the logout closed the last one would keep writing its multi-tab keys into the storage the
 * logout has just emptied, and hold the cache open against its deletion.
 */
export function sessionFirestore(): Firestore | null {
  return useSessionStore.getState().isAuthenticated ? appFirestore() : null;
}

/**
 * Logout's part: stops this tab's Firestore (its listeners, its multi-tab lease and the keys it keeps in
 * localStorage), so nothing is written after the session's storage is cleared, then deletes the device's
 * cache (IndexedDB) without waiting, so the next person to sign in on this browser never sees the last one's
 * documents. Other tabs' Firestore stops when the cache is deleted (the SDK's own reaction).
 */
/** How long a logout waits for the offline cache's deletion before it goes on. */
const CACHE_DELETION_WAIT_MS = 3_000;

export async function closeFirestore(): Promise<void> {
  // Made here when this page never read Firestore: the cache of an earlier visit is deleted all the same.
  const closing = appFirestore();
  instance = null;
  await terminate(closing);
  // Waited for a moment, so what the deletion writes to local storage lands before the logout's last clear;
  // not longer: another tab still holding the database blocks the deletion until that tab lets go.
  await Promise.race([
    clearIndexedDbPersistence(closing).catch((error: unknown) => console.warn('Cache kept', error)),
    new Promise((resolve) => setTimeout(resolve, CACHE_DELETION_WAIT_MS)),
  ]);
}

/** reactfire's providers for this app: what its `useAuth()` and `useFirestore()` read. */
export function FirebaseProviders({ children }: { children: ReactNode }) {
  // One instance for the life of the page: a logout closes it while the page is still on screen, and a
  // re-render then must not open a new one (it would write to the storage the logout just cleared).
  const [firestore] = useState(appFirestore);
  return (
    <FirebaseAuthProviders>
      <FirestoreProvider sdk={firestore}>{children}</FirestoreProvider>
    </FirebaseAuthProviders>
  );
}

/** The page inside reactfire's providers: for the pages that read Firebase. */
export function withFirebase(Page: ComponentType): ComponentType {
  return function FirebasePage() {
    return (
      <FirebaseProviders>
        <Page />
      </FirebaseProviders>
    );
  };
}
