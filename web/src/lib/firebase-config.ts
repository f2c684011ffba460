import type { FirebaseOptions } from 'firebase/app';

const env = import.meta.env;

/** Whether this build talks to the local emulators (`vite build --mode emulator`). */
export const usesEmulators = env.VITE_FIREBASE_EMULATORS === 'true';

const projectId = env.VITE_FIREBASE_PROJECT_ID ?? 'demo-college-appointments';

export const firebaseOptions: FirebaseOptions = {
  projectId,
  apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET ?? `${projectId}.appspot.com`,
  ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
  // Web push's token (Firebase Cloud Messaging) needs the sender id besides the app id.
  ...(env.VITE_FIREBASE_MESSAGING_SENDER_ID
    ? { messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID }
    : {}),
};

function hostAndPort(value: string | undefined, fallbackPort: number): { host: string; port: number } {
  const [host = '127.0.0.1', port] = (value ?? '').split(':');
  return { host: host || '127.0.0.1', port: port ? Number(port) : fallbackPort };
}

export const emulatorEndpoints = {
  authUrl: env.VITE_AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099',
  firestore: hostAndPort(env.VITE_FIRESTORE_EMULATOR_HOST, 8080),
  storage: hostAndPort(env.VITE_STORAGE_EMULATOR_HOST, 9199),
};
