// Firebase app and Auth only, so the login screen can sign in without loading Firestore or Storage.
// Initialised once at module load, never inside a render, so the emulator connection is made once.
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { emulatorEndpoints, firebaseOptions, usesEmulators } from './firebase-config';

export const firebaseApp = initializeApp(firebaseOptions);

// No popup/redirect resolver: sign-in is by custom token only, which keeps this chunk small.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (usesEmulators) connectAuthEmulator(auth, emulatorEndpoints.authUrl, { disableWarnings: true });
