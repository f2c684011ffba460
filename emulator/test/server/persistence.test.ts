import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/index.js';
import { EXPORT_FILE } from '../../src/persistence/snapshot-files.js';

async function withAdmin<T>(
  address: string,
  projectId: string,
  body: (db: FirebaseFirestore.Firestore) => Promise<T>,
) {
  process.env.FIRESTORE_EMULATOR_HOST = address;
  const app = initializeApp({ projectId }, `persist-${Date.now()}-${Math.random()}`);
  const db = getFirestore(app);
  try {
    return await body(db);
  } finally {
    await db.terminate();
    await deleteApp(app);
  }
}

describe('persistence', () => {
  it('exports on stop as readable JSON and imports it on the next start', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'emu-export-'));
    const first = await startEmulator({ port: 0, quiet: true, importDir: dir, exportDir: dir });
    const written = await withAdmin(first.address, 'demo-persist', async (db) => {
      await db
        .doc('users/u1/bookings/b1')
        .set({ at: new Timestamp(1_700_000_000, 5), n: 1.5, tags: ['x'], ok: null });
      return (await db.doc('users/u1/bookings/b1').get()).updateTime;
    });
    await first.stop();

    const exported = JSON.parse(await readFile(path.join(dir, EXPORT_FILE), 'utf8'));
    expect(exported.databases[0].documents[0]).toMatchObject({
      path: 'users/u1/bookings/b1',
      fields: { n: { doubleValue: 1.5 }, at: { timestampValue: '2023-11-14T22:13:20.000000005Z' } },
    });

    const second = await startEmulator({ port: 0, quiet: true, importDir: dir });
    await withAdmin(second.address, 'demo-persist', async (db) => {
      const snap = await db.doc('users/u1/bookings/b1').get();
      expect(snap.get('at').nanoseconds).toBe(5);
      expect(snap.get('tags')).toEqual(['x']);
      expect(snap.updateTime?.isEqual(written as Timestamp)).toBe(true);
    });
    await second.stop();
  });

  it('exports on demand over HTTP', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'emu-export-'));
    const emulator = await startEmulator({ port: 0, quiet: true });
    await withAdmin(emulator.address, 'demo-http-export', (db) => db.doc('c/d').set({ v: 1 }));
    const response = await fetch(`http://${emulator.address}/emulator/v1/projects/demo-http-export:export`, {
      method: 'POST',
      body: JSON.stringify({ export_directory: dir }),
    });
    expect(response.status).toBe(200);
    const exported = JSON.parse(await readFile(path.join(dir, EXPORT_FILE), 'utf8'));
    expect(exported.databases[0].projectId).toBe('demo-http-export');
    await emulator.stop();
  });
});
