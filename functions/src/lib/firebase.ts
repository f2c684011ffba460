// The Admin SDK, initialised on first use so modules can be imported (and tested) without it.
import { type App, getApps, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

export function adminApp(): App {
  return getApps()[0] ?? initializeApp();
}

export function db(): Firestore {
  return getFirestore(adminApp());
}

export function auth(): Auth {
  return getAuth(adminApp());
}

export function bucket() {
  return getStorage(adminApp()).bucket();
}

/** True inside the local Functions emulator, never in production. */
export function isEmulated(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true';
}
