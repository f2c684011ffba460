import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { parseCliArgs } from '../../src/cli/args.js';
import type { Logger } from '../../src/index.js';
import { startTestEmulator, type TestEmulator, type TestEmulatorOptions } from '../support/harness.js';
import { BROKEN_RULES, PNG, task, uniqueProject } from './fixtures.js';

const firestoreRules = (collection: string) => `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /${collection}/{id} { allow read: if true; }
  }
}
`;

const storageRules = (folder: string) => `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /${folder}/{file} { allow read, write: if true; }
  }
}
`;

/** Polls until the check passes: file watching is asynchronous and debounced. */
async function eventually(check: () => Promise<unknown>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

function capturingLogger(): Logger & { errors: string[] } {
  const errors: string[] = [];
  return { errors, info: () => {}, warn: () => {}, error: (message) => errors.push(message) };
}

describe('rules loaded from files', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function start(
    options: TestEmulatorOptions,
  ): Promise<{ emulator: TestEmulator; env: RulesTestEnvironment }> {
    const emulator = await startTestEmulator(options);
    cleanups.push(() => emulator.close());
    const env = await emulator.rulesTestEnv({ firestore: {}, storage: {} }, uniqueProject('files'));
    return { emulator, env };
  }

  it('reloads Firestore and Storage rules when their files change, and keeps the last good ones when broken', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'rules-files-'));
    const rulesFile = path.join(dir, 'firestore.rules');
    const storageFile = path.join(dir, 'storage.rules');
    await writeFile(rulesFile, firestoreRules('first'));
    await writeFile(storageFile, storageRules('first'));
    const logger = capturingLogger();
    const { env } = await start({ rulesFiles: [rulesFile], storageRulesFiles: [storageFile], logger });
    const db = env.unauthenticatedContext().firestore();
    const bucket = env.unauthenticatedContext().storage();

    await assertSucceeds(getDoc(doc(db, 'first/x')));
    await assertFails(getDoc(doc(db, 'second/x')));
    await assertSucceeds(task(bucket.ref('first/a.png').put(PNG, { contentType: 'image/png' })));

    await writeFile(rulesFile, firestoreRules('second'));
    await writeFile(storageFile, storageRules('second'));
    await eventually(() => assertSucceeds(getDoc(doc(db, 'second/x'))));
    await assertFails(getDoc(doc(db, 'first/x')));
    await eventually(() =>
      assertSucceeds(task(bucket.ref('second/a.png').put(PNG, { contentType: 'image/png' }))),
    );
    await assertFails(task(bucket.ref('first/b.png').put(PNG, { contentType: 'image/png' })));

    await writeFile(rulesFile, BROKEN_RULES);
    await eventually(async () =>
      expect(logger.errors.join('\n')).toMatch(/INVALID[\s\S]*firestore\.rules:5:\d+/),
    );
    await assertSucceeds(getDoc(doc(db, 'second/x')));
    await assertFails(getDoc(doc(db, 'first/x')));
  });

  it('denies every client request when no rules are loaded, unless started with openRules', async () => {
    const closed = await start({ quiet: true, securityRules: true });
    const closedDb = closed.env.authenticatedContext('alice').firestore();
    await assertFails(setDoc(doc(closedDb, 'any/x'), { v: 1 }));
    await assertFails(task(closed.env.authenticatedContext('alice').storage().ref('a.png').put(PNG)));
    await closed.env.withSecurityRulesDisabled((c) => setDoc(doc(c.firestore(), 'any/x'), { v: 1 }));

    const open = await start({ quiet: true, openRules: true });
    await assertSucceeds(setDoc(doc(open.env.authenticatedContext('alice').firestore(), 'any/x'), { v: 1 }));
    await assertSucceeds(task(open.env.authenticatedContext('alice').storage().ref('a.png').put(PNG)));
  });

  it('keeps Storage objects in the same --data folder as Firestore', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'rules-data-'));
    const first = await startTestEmulator({ quiet: true, exportDir: dir });
    const env = await first.rulesTestEnv({ storage: {} }, uniqueProject('data'));
    await env.withSecurityRulesDisabled(async (c) => {
      await c.storage().ref('kept/a.png').put(PNG, { contentType: 'image/png' });
    });
    await first.close();

    const second = await startTestEmulator({ quiet: true, importDir: dir });
    cleanups.push(() => second.close());
    const url = `${second.storageUrl}/v0/b/${env.projectId}/o/${encodeURIComponent('kept/a.png')}`;
    const response = await fetch(url, { headers: { authorization: 'Bearer owner' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'kept/a.png', contentType: 'image/png' });
  });

  it('parses the rules and storage flags', () => {
    const parsed = parseCliArgs(['--storage-rules', 's.rules', '--storage-port', '0', '--open-rules']);
    expect(parsed).toMatchObject({
      kind: 'run',
      options: { storageRulesFiles: ['s.rules'], storagePort: 0, openRules: true, securityRules: true },
    });
    expect(parseCliArgs(['--no-storage'])).toMatchObject({ options: { storagePort: false } });
    expect(parseCliArgs(['--storage-port', '70000']).kind).toBe('error');
  });
});
