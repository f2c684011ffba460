import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../support/harness.js';
import { FIRESTORE_RULES, PNG, STORAGE_RULES, task, uniqueProject } from './fixtures.js';

describe('Storage rules through @firebase/rules-unit-testing', () => {
  let emulator: TestEmulator;
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    emulator = await startTestEmulator({ quiet: true, securityRules: true });
    env = await emulator.rulesTestEnv(
      { firestore: { rules: FIRESTORE_RULES }, storage: { rules: STORAGE_RULES } },
      uniqueProject('st'),
    );
  });

  afterAll(async () => {
    await emulator?.close();
  });

  beforeEach(async () => {
    await env.clearStorage();
  });

  it('serves GET /health on the storage port', async () => {
    const response = await fetch(`http://${emulator.storage?.address}/health`);
    expect(response.status).toBe(200);
  });

  it('lets a user write only their own avatar, as an image, and signed-in users read it', async () => {
    const alice = env.authenticatedContext('alice').storage();
    await assertSucceeds(task(alice.ref('avatars/alice/me.png').put(PNG, { contentType: 'image/png' })));
    await assertFails(task(alice.ref('avatars/alice/notes.txt').put(PNG, { contentType: 'text/plain' })));
    await assertFails(task(alice.ref('avatars/bob/me.png').put(PNG, { contentType: 'image/png' })));

    const bob = env.authenticatedContext('bob').storage();
    await assertSucceeds(bob.ref('avatars/alice/me.png').getMetadata());
    await assertSucceeds(bob.ref('avatars/alice/me.png').getDownloadURL());
    await assertFails(env.unauthenticatedContext().storage().ref('avatars/alice/me.png').getMetadata());
    await assertFails(bob.ref('avatars/alice/me.png').delete());
    await assertSucceeds(alice.ref('avatars/alice/me.png').delete());
  });

  it('uses custom claims for role-based writes', async () => {
    const teacher = env.authenticatedContext('t1', { role: 'teacher' }).storage();
    await assertSucceeds(
      task(teacher.ref('materials/week1.pdf').put(PNG, { contentType: 'application/pdf' })),
    );
    const student = env.authenticatedContext('alice', { role: 'student' }).storage();
    await assertFails(task(student.ref('materials/week2.pdf').put(PNG, { contentType: 'application/pdf' })));
    await assertSucceeds(student.ref('materials/week1.pdf').getMetadata());
  });

  it('refuses broken storage rules with a 400 and keeps the last good ones', async () => {
    const response = await fetch(`http://${emulator.storage?.address}/internal/setRules`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        rules: { files: [{ name: 'storage.rules', content: 'service firebase.storage {' }] },
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/storage\.rules:1:\d+/);
    const alice = env.authenticatedContext('alice').storage();
    await assertSucceeds(task(alice.ref('avatars/alice/again.png').put(PNG, { contentType: 'image/png' })));
  });
});
