// Firebase app and Auth only, so the login screen can sign in without loading Firestore or Storage.
// Initialised once at module load, never inside a render, so the emulator connection is made once.
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  signInWithCustomToken,
} from 'firebase/auth';
import { emulatorEndpoints, firebaseOptions, usesEmulators } from './firebase-config';

export const firebaseApp = initializeApp(firebaseOptions);

// No popup/redirect resolver: sign-in is by custom token only, which keeps this chunk small.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (usesEmulators) connectAuthEmulator(auth, emulatorEndpoints.authUrl, { disableWarnings: true });

/**
 * Opens the Firebase Auth session with the API's custom token and returns its ID token. Imported by name
 * (not `import('firebase/auth')` destructured at the call), so the build keeps only the Auth functions the
 * app calls: a dynamic import of the whole module kept every export (phone, popup, multi-factor, …).
 */
export async function signInWithToken(token: string): Promise<string> {
  const credential = await signInWithCustomToken(auth, token);
  return credential.user.getIdToken();
}
