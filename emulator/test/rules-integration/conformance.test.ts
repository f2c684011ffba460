// Rules behaviour production has and the emulator must match, through the unmodified
// @firebase/rules-unit-testing: request.time equals serverTimestamp(), cross-service rules in
// storage.rules, and Listen targets judged again when the ruleset changes.
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, onSnapshot, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../src/index.js';
import { PNG, task, uniqueProject } from './fixtures.js';

const FIRESTORE_RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /posts/{id} {
      allow read: if true;
      allow create: if request.auth != null && request.resource.data.createdAt == request.time;
      allow update: if request.auth != null && request.resource.data.editedAt == request.time;
    }
    match /notes/{id} {
      allow read: if request.auth != null;
    }
  }
}`;

const STORAGE_RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /materials/{uid}/{file} {
      allow write: if request.auth != null && request.auth.uid == uid
        && firestore.get(/databases/(default)/documents/accounts/$(request.auth.uid)).data.role == 'teacher';
      allow read: if request.auth != null
        && firestore.exists(/databases/(default)/documents/accounts/$(request.auth.uid));
    }
  }
}`;

describe('rules conformance through @firebase/rules-unit-testing', () => {
  let emulator: RunningEmulator;
  let env: RulesTestEnvironment;
  const projectId = uniqueProject('conf');

  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, quiet: true, securityRules: true, storagePort: 0 });
    const storage = emulator.storage;
    if (!storage) throw new Error('Storage did not start');
    env = await initializeTestEnvironment({
      projectId,
      firestore: { host: emulator.host, port: emulator.port, rules: FIRESTORE_RULES },
      storage: { host: storage.host, port: storage.port, rules: STORAGE_RULES },
    });
  });

  afterAll(async () => {
    await env?.cleanup();
    await emulator?.stop();
  });

  it('holds request.resource.data.x == request.time when x is serverTimestamp()', async () => {
    const db = env.authenticatedContext('alice').firestore();
    await assertSucceeds(setDoc(doc(db, 'posts/p1'), { text: 'hi', createdAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(db, 'posts/p1'), { text: 'hello', editedAt: serverTimestamp() }));
    await assertFails(setDoc(doc(db, 'posts/p2'), { createdAt: Timestamp.fromMillis(Date.now()) }));
    await assertFails(updateDoc(doc(db, 'posts/p1'), { editedAt: Timestamp.fromMillis(Date.now() - 1000) }));
  });

  it('lets storage.rules read Firestore documents with firestore.get() and firestore.exists()', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'accounts/tina'), { role: 'teacher' });
      await setDoc(doc(context.firestore(), 'accounts/sam'), { role: 'student' });
    });
    const tina = env.authenticatedContext('tina').storage();
    const sam = env.authenticatedContext('sam').storage();
    const stranger = env.authenticatedContext('nobody').storage();
    await assertSucceeds(task(tina.ref('materials/tina/notes.png').put(PNG, { contentType: 'image/png' })));
    await assertFails(task(sam.ref('materials/sam/notes.png').put(PNG, { contentType: 'image/png' })));
    await assertSucceeds(sam.ref('materials/tina/notes.png').getMetadata());
    await assertFails(stranger.ref('materials/tina/notes.png').getMetadata());
  });

  it('removes a listener with PERMISSION_DENIED when a new ruleset no longer allows it', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'notes/n1'), { text: 'first' });
    });
    const db = env.authenticatedContext('alice').firestore();
    const snapshots: unknown[] = [];
    let firstSnapshot: () => void = () => {};
    const ready = new Promise<void>((resolve) => (firstSnapshot = resolve));
    const failed = new Promise<{ code: string }>((resolve) => {
      onSnapshot(
        doc(db, 'notes/n1'),
        (snapshot) => {
          snapshots.push(snapshot.data());
          firstSnapshot();
        },
        (error) => resolve(error),
      );
    });
    await ready;
    expect(snapshots).toEqual([{ text: 'first' }]);

    // A second environment on the same project loads new rules, as a redeploy would.
    const redeployed = await initializeTestEnvironment({
      projectId,
      firestore: {
        host: emulator.host,
        port: emulator.port,
        rules: FIRESTORE_RULES.replace('allow read: if request.auth != null;', 'allow read: if false;'),
      },
    });
    try {
      await expect(failed).resolves.toMatchObject({ code: 'permission-denied' });
    } finally {
      await redeployed.cleanup();
    }
  });
});
