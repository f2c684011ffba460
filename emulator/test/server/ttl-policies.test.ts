import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/index.js';
import { ttlPoliciesOf } from '../../src/server/ttl-policies.js';

const indexes = {
  indexes: [],
  fieldOverrides: [
    { collectionGroup: 'passwordResets', fieldPath: 'expiresAt', ttl: true, indexes: [] },
    { collectionGroup: 'rateLimits', fieldPath: 'expiresAt', ttl: true, indexes: [] },
    { collectionGroup: 'appointments', fieldPath: 'dateTime', indexes: [] },
  ],
};

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

describe('TTL policies from firestore.indexes.json', () => {
  it('reads only the field overrides with ttl: true', () => {
    expect(ttlPoliciesOf(indexes)).toEqual([
      { collectionGroup: 'passwordResets', field: 'expiresAt' },
      { collectionGroup: 'rateLimits', field: 'expiresAt' },
    ]);
    expect(ttlPoliciesOf({ indexes: [] })).toEqual([]);
  });

  it('deletes documents whose TTL timestamp has passed, in every collection of the group, and keeps the rest', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'emu-ttl-'));
    const indexesFile = path.join(dir, 'firestore.indexes.json');
    await writeFile(indexesFile, JSON.stringify(indexes));
    const emulator = await startEmulator({ port: 0, quiet: true, storagePort: false, indexesFile });
    process.env.FIRESTORE_EMULATOR_HOST = emulator.address;
    const app = initializeApp({ projectId: 'demo-ttl' }, `ttl-${Date.now()}`);
    const db = getFirestore(app);
    try {
      const past = Timestamp.fromMillis(Date.now() - 1000);
      const future = Timestamp.fromMillis(Date.now() + 3_600_000);
      await Promise.all([
        db.doc('passwordResets/expired').set({ expiresAt: past }),
        db.doc('users/u1/passwordResets/nested').set({ expiresAt: past }),
        db.doc('passwordResets/later').set({ expiresAt: future }),
        db.doc('passwordResets/no-timestamp').set({ expiresAt: 'yesterday' }),
        db.doc('appointments/a1').set({ dateTime: past }),
      ]);
      const gone = await until(async () => {
        const [expired, nested] = await db.getAll(
          db.doc('passwordResets/expired'),
          db.doc('users/u1/passwordResets/nested'),
        );
        return !expired?.exists && !nested?.exists;
      }, 5000);
      expect(gone).toBe(true);
      const kept = await db.getAll(
        db.doc('passwordResets/later'),
        db.doc('passwordResets/no-timestamp'),
        db.doc('appointments/a1'),
      );
      expect(kept.map((doc) => doc.exists)).toEqual([true, true, true]);
    } finally {
      await db.terminate();
      await deleteApp(app);
      await emulator.stop();
    }
  });
});
