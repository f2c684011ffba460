// reactfire's app and Auth providers, without Firestore: what the signed-in layout needs for its session
// hooks (`useSigninCheck`, `useUser`), so a signed-in page that reads no Firestore (the profiles) loads none.
import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider } from 'reactfire';
import { auth, firebaseApp } from './firebase-auth';

export function FirebaseAuthProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>{children}</AuthProvider>
    </FirebaseAppProvider>
  );
}
