// The Admin SDK in the test process, pointed at the test stack's emulators: tests use it to
// arrange what no API call may do (create the first admin, move the clock) and to check stored state.
import { collections, teacherPrivateDoc } from '@appointments/domain';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { projectId } from '../../scripts/lib/stack-config';
import { testPorts } from './stack-env';

process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${testPorts.auth}`;
process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${testPorts.firestore}`;

const app = getApps()[0] ?? initializeApp({ projectId });
export const adminAuth = getAuth(app);
export const adminDb = getFirestore(app);

/** Moves the functions' clock (honoured only on the local stack) by `offsetMs` from real time. */
export async function setClockOffset(offsetMs: number): Promise<void> {
  await adminDb.doc('_emulator/clock').set({ offsetMs });
}

/** The stored documents tests check, addressed by the domain's collection names as the functions do. */
export const storedDoc = {
  student: (uid: string) => adminDb.collection(collections.students).doc(uid),
  teacher: (uid: string) => adminDb.collection(collections.teachers).doc(uid),
  teacherPrivate: (uid: string) =>
    storedDoc.teacher(uid).collection(collections.teacherPrivate).doc(teacherPrivateDoc),
  appointment: (id: string) => adminDb.collection(collections.appointments).doc(id),
};
