// Initialises Firestore once, at module load and never inside a render, so the emulator connection
// is made exactly once. Only lazily loaded signed-in routes import this module: the landing page
// ships no Firebase code, the auth screens only firebase-auth.ts. The Storage SDK is not loaded:
// pictures are uploaded through /api and shown from their download URLs.
//
// The pages that read Firebase are wrapped in reactfire's providers (`withFirebase`), the React binding to
// this app: their hooks take Auth and Firestore from reactfire's `useAuth()` and `useFirestore()`. The
// providers live here, not in a module of their own, so a dashboard's first load has one chunk fewer.
// reactfire's observable hooks (`useSigninCheck`, `useUser`, `useFirestoreCollection`, …) are not used: each
// brings rxjs, 7-8 KB gzip on every dashboard, which no dashboard's budget has room for
// (docs/architecture.md, "The live-data layer").
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import type { ComponentType, ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { auth, firebaseApp } from './firebase-auth';
import { emulatorEndpoints, usesEmulators } from './firebase-config';

export { auth, firebaseApp };
export const firestore = getFirestore(firebaseApp);

if (usesEmulators) {
  connectFirestoreEmulator(firestore, emulatorEndpoints.firestore.host, emulatorEndpoints.firestore.port);
}

/** reactfire's providers for this app: what its `useAuth()` and `useFirestore()` read. */
export function FirebaseProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>{children}</FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
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
