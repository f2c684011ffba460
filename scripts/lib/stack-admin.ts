import { collections } from '@appointments/domain';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { projectId, type StackPorts } from './stack-config';

/** Points this process's Admin SDK at the stack's emulators (seeding, tests, scripts). */
export function useStackEmulators(ports: StackPorts): void {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${ports.auth}`;
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestore}`;
  process.env.STORAGE_EMULATOR_HOST = `http://127.0.0.1:${ports.storage}`;
  process.env.GCLOUD_PROJECT = projectId;
  if (getApps().length === 0) initializeApp({ projectId, storageBucket: `${projectId}.appspot.com` });
}

/** A store with no admin has never been seeded. */
export async function storeIsEmpty(): Promise<boolean> {
  return (await getFirestore().collection(collections.admins).limit(1).get()).empty;
}
