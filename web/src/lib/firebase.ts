// Initialises Firestore once, at module load and never inside a render, so the emulator connection
// is made exactly once. Only lazily loaded signed-in routes import this module: the landing page
// ships no Firebase code, the auth screens only firebase-auth.ts. The Storage SDK is not loaded:
// pictures are uploaded through /api and shown from their download URLs.
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { auth, firebaseApp } from './firebase-auth';
import { emulatorEndpoints, usesEmulators } from './firebase-config';

export { auth, firebaseApp };
export const firestore = getFirestore(firebaseApp);

if (usesEmulators) {
  connectFirestoreEmulator(firestore, emulatorEndpoints.firestore.host, emulatorEndpoints.firestore.port);
}
