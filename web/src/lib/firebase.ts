// Initialises the Firebase SDKs once, at module load and never inside a render, so the emulator
// connections are made exactly once. Only lazily loaded routes import this module: the landing
// page ships no Firebase code.
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { emulatorEndpoints, firebaseOptions, usesEmulators } from './firebase-config';

export const firebaseApp = initializeApp(firebaseOptions);
export const auth = getAuth(firebaseApp);
export const firestore = getFirestore(firebaseApp);
export const storage = getStorage(firebaseApp);

if (usesEmulators) {
  connectAuthEmulator(auth, emulatorEndpoints.authUrl, { disableWarnings: true });
  connectFirestoreEmulator(firestore, emulatorEndpoints.firestore.host, emulatorEndpoints.firestore.port);
  connectStorageEmulator(storage, emulatorEndpoints.storage.host, emulatorEndpoints.storage.port);
}
