import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { collections } from '@appointments/domain';
import { startEmulator } from '@appointments/emulator';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { type FirebaseStorage, getMetadata, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, describe, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../..');
const rules = readFileSync(resolve(repoRoot, 'storage.rules'), 'utf8');
const picture = 'profile-pictures/teacherT/face.jpg';

let env: RulesTestEnvironment;
let stopEmulator: () => Promise<void>;

/** The context's Storage is the compat wrapper; the modular functions unwrap it. */
function storageOf(context: RulesTestContext): FirebaseStorage {
  return context.storage() as unknown as FirebaseStorage;
}

const roles: Array<{ name: string; context: () => RulesTestContext; reads: boolean }> = [
  { name: 'signed out', context: () => env.unauthenticatedContext(), reads: false },
  {
    name: 'pending student',
    context: () => env.authenticatedContext('pendingS', { role: 'student', approved: false }),
    reads: false,
  },
  {
    name: 'student',
    context: () => env.authenticatedContext('studentA', { role: 'student', approved: true }),
    reads: true,
  },
  {
    name: 'teacher',
    context: () => env.authenticatedContext('teacherT', { role: 'teacher', approved: true }),
    reads: true,
  },
  {
    name: 'admin',
    context: () => env.authenticatedContext('admin1', { role: 'admin', approved: true }),
    reads: true,
  },
];

beforeAll(async () => {
  const emulator = await startEmulator({ host: '127.0.0.1', port: 0, quiet: true, securityRules: true });
  stopEmulator = emulator.stop;
  if (!emulator.storage) throw new Error('the emulator started without Storage');
  env = await initializeTestEnvironment({
    projectId: 'demo-storage-rules',
    firestore: { host: '127.0.0.1', port: emulator.port },
    storage: { host: '127.0.0.1', port: emulator.storage.port, rules },
  });
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), `${collections.students}/studentA`), { isApproved: true });
    await setDoc(doc(context.firestore(), `${collections.teachers}/teacherT`), { isApproved: true });
    await uploadBytes(ref(storageOf(context), picture), new Uint8Array([0xff, 0xd8, 0xff]), {
      contentType: 'image/jpeg',
    });
  });
});

afterAll(async () => {
  await env?.cleanup();
  await stopEmulator?.();
});

describe('storage.rules: profile pictures', () => {
  for (const role of roles) {
    it(`${role.name}: read ${role.reads ? 'allowed' : 'denied'}, every write denied`, async () => {
      const storage = storageOf(role.context());
      const read = getMetadata(ref(storage, picture));
      if (role.reads) await assertSucceeds(read);
      else await assertFails(read);
      await assertFails(
        uploadBytes(ref(storage, 'profile-pictures/teacherT/other.jpg'), new Uint8Array([1]), {
          contentType: 'image/jpeg',
        }),
      );
      await assertFails(
        uploadBytes(ref(storage, picture), new Uint8Array([2]), { contentType: 'image/jpeg' }),
      );
    });
  }
});

describe('storage.rules: the account document decides, not only the token', () => {
  it("a suspended student whose token still says approved is refused: firestore.get() of the student's document says isApproved false", async () => {
    const suspended = () => env.authenticatedContext('studentS', { role: 'student', approved: true });
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), `${collections.students}/studentS`), { isApproved: true });
    });
    await assertSucceeds(getMetadata(ref(storageOf(suspended()), picture)));
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), `${collections.students}/studentS`), { isApproved: false });
    });
    await assertFails(getMetadata(ref(storageOf(suspended()), picture)));
  });
});
