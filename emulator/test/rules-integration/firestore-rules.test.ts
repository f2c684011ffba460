import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  onSnapshot,
  query,
  runTransaction,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../support/harness.js';
import { FIRESTORE_RULES, uniqueProject } from './fixtures.js';

describe('Firestore rules through @firebase/rules-unit-testing', () => {
  let emulator: TestEmulator;
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    emulator = await startTestEmulator({ quiet: true, securityRules: true, storagePort: false });
    env = await emulator.rulesTestEnv({ firestore: { rules: FIRESTORE_RULES } }, uniqueProject('fs'));
  });

  afterAll(async () => {
    await emulator?.close();
  });

  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await setDoc(doc(db, 'users/alice'), { role: 'student', name: 'Alice' });
      await setDoc(doc(db, 'appointments/a1'), { studentId: 'alice', slotId: 's0' });
      await setDoc(doc(db, 'appointments/b1'), { studentId: 'bob', slotId: 's9' });
      await setDoc(doc(db, 'slots/s1'), { takenBy: null });
      await setDoc(doc(db, 'staff/handbook'), { text: 'hi' });
    });
  });

  it('judges gets by uid, and names the failing rule when denying', async () => {
    await assertSucceeds(getDoc(doc(env.authenticatedContext('alice').firestore(), 'users/alice')));
    await assertFails(getDoc(doc(env.unauthenticatedContext().firestore(), 'users/alice')));
    const error = await assertFails(getDoc(doc(env.authenticatedContext('bob').firestore(), 'users/alice')));
    expect(String((error as Error).message)).toMatch(/false for 'get' @ L\d+/);
  });

  it('passes custom claims in request.auth.token', async () => {
    const teacher = env.authenticatedContext('t1', { role: 'teacher' }).firestore();
    await assertSucceeds(getDoc(doc(teacher, 'staff/handbook')));
    await assertFails(getDoc(doc(env.authenticatedContext('alice').firestore(), 'staff/handbook')));
  });

  it('allows a query only with the filter the rule needs', async () => {
    const db = env.authenticatedContext('alice').firestore();
    const mine = await assertSucceeds(
      getDocs(query(collection(db, 'appointments'), where('studentId', '==', 'alice'))),
    );
    expect(mine.docs.map((d) => d.id)).toEqual(['a1']);
    await assertFails(getDocs(collection(db, 'appointments')));
    await assertFails(getDocs(query(collection(db, 'appointments'), where('studentId', '==', 'bob'))));
  });

  it('reports a denied listener through its error callback', async () => {
    const db = env.authenticatedContext('alice').firestore();
    const denied = await new Promise<{ code: string }>((resolve, reject) => {
      const stop = onSnapshot(
        collection(db, 'appointments'),
        () => reject(new Error('listener was allowed')),
        (error) => {
          stop();
          resolve(error);
        },
      );
    });
    expect(denied.code).toBe('permission-denied');
    const ids = await new Promise<string[]>((resolve, reject) => {
      const stop = onSnapshot(
        query(collection(db, 'appointments'), where('studentId', '==', 'alice')),
        (snapshot) => {
          stop();
          resolve(snapshot.docs.map((d) => d.id));
        },
        reject,
      );
    });
    expect(ids).toEqual(['a1']);
  });

  it('judges single writes against request.resource after merges', async () => {
    const bob = env.authenticatedContext('bob').firestore();
    await assertSucceeds(setDoc(doc(bob, 'users/bob'), { role: 'student' }));
    await assertFails(
      setDoc(doc(env.authenticatedContext('carol').firestore(), 'users/carol'), { role: 'teacher' }),
    );
    await assertSucceeds(updateDoc(doc(bob, 'users/bob'), { name: 'Bob' }));
    await assertFails(updateDoc(doc(bob, 'users/bob'), { role: 'teacher' }));
    await assertFails(setDoc(doc(bob, 'users/alice'), { role: 'student' }));
  });

  it('lets getAfter/existsAfter see the whole batch', async () => {
    const db = env.authenticatedContext('alice').firestore();
    const lonely = writeBatch(db);
    lonely.set(doc(db, 'appointments/a2'), { studentId: 'alice', slotId: 's1' });
    await assertFails(lonely.commit());

    const batch = writeBatch(db);
    batch.set(doc(db, 'appointments/a2'), { studentId: 'alice', slotId: 's1' });
    batch.update(doc(db, 'slots/s1'), { takenBy: 'a2' });
    await assertSucceeds(batch.commit());
  });

  it('judges transactions with getAfter, and denies a transaction that breaks the rules', async () => {
    const db = env.authenticatedContext('alice').firestore();
    await assertSucceeds(
      runTransaction(db, async (tx) => {
        const slot = await tx.get(doc(db, 'slots/s1'));
        expect(slot.data()?.takenBy).toBeNull();
        tx.set(doc(db, 'appointments/a3'), { studentId: 'alice', slotId: 's1' });
        tx.update(doc(db, 'slots/s1'), { takenBy: 'a3' });
      }),
    );
    await assertFails(
      runTransaction(db, async (tx) => {
        await tx.get(doc(db, 'users/alice'));
        tx.set(doc(db, 'appointments/a4'), { studentId: 'alice', slotId: 's1' });
      }),
    );
  });

  it('denies every client request of a project without rules, but not the rules-disabled context', async () => {
    const bare = await initializeTestEnvironment({
      projectId: uniqueProject('bare'),
      firestore: { host: emulator.host, port: emulator.port },
    });
    try {
      await bare.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), 'open/x'), { v: 1 }));
      const error = await assertFails(getDoc(doc(bare.authenticatedContext('alice').firestore(), 'open/x')));
      expect(String((error as Error).message)).toMatch(/no security rules are loaded/);
    } finally {
      await bare.cleanup();
    }
  });

  it('answers a broken ruleset with its issues and keeps the last good one', async () => {
    const response = await fetch(
      `http://${emulator.address}/emulator/v1/projects/${env.projectId}:securityRules`,
      {
        method: 'PUT',
        body: JSON.stringify({
          rules: { files: [{ content: 'service cloud.firestore {\n  match /x {\n    allow read: if ;\n' }] },
        }),
      },
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { line: number; column: number; message: string }[] };
    expect(body.issues[0]).toMatchObject({
      line: 3,
      column: expect.any(Number),
      message: expect.any(String),
    });
    await expect(
      initializeTestEnvironment({
        projectId: env.projectId,
        firestore: { host: emulator.host, port: emulator.port, rules: 'service cloud.firestore { match' },
      }),
    ).rejects.toThrow(/line|issues/i);
    await assertSucceeds(getDoc(doc(env.authenticatedContext('alice').firestore(), 'users/alice')));
  });
});
