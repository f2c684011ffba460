// Initialises Firestore once, at module load and never inside a render, so the emulator connection
// is made exactly once. Only lazily loaded signed-in routes import this module: the landing page
// ships no Firebase code, the auth screens only firebase-auth.ts. The Storage SDK is not loaded:
// pictures are uploaded through /api and shown from their download URLs.
//
// The pages that read Firebase are wrapped in reactfire's providers (`withFirebase`), the React binding to
// this app: their hooks take Auth and Firestore from reactfire's `useAuth()` and `useFirestore()`. The
// signed-in layout already provides the app and Auth (lib/firebase-auth-providers.tsx) for its session
// hooks; the page's own providers repeat them so a page also renders on its own (its tests).
// Live lists and documents go through lib/live/, not reactfire's `useFirestoreCollection` (docs/architecture.md,
// "The live-data layer").
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import type { ComponentType, ReactNode } from 'react';
import { FirestoreProvider } from 'reactfire';
import { firebaseApp } from './firebase-auth';
import { FirebaseAuthProviders } from './firebase-auth-providers';
import { emulatorEndpoints, usesEmulators } from './firebase-config';

export { firebaseApp };
export const firestore = getFirestore(firebaseApp);

if (usesEmulators) {
  connectFirestoreEmulator(firestore, emulatorEndpoints.firestore.host, emulatorEndpoints.firestore.port);
}

/** reactfire's providers for this app: what its `useAuth()` and `useFirestore()` read. */
export function FirebaseProviders({ children }: { children: ReactNode }) {
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
