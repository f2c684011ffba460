import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { EXPORT_FILE } from '../../src/persistence/snapshot-files.js';
import { startTestEmulator } from '../support/harness.js';

describe('persistence', () => {
  it('exports on stop as readable JSON and imports it on the next start', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'emu-export-'));
    const first = await startTestEmulator({ quiet: true, importDir: dir, exportDir: dir });
    const firstDb = first.adminFirestore('demo-persist');
    await firstDb
      .doc('users/u1/bookings/b1')
      .set({ at: new Timestamp(1_700_000_000, 5), n: 1.5, tags: ['x'], ok: null });
    const written = (await firstDb.doc('users/u1/bookings/b1').get()).updateTime;
    await first.close();

    const exported = JSON.parse(await readFile(path.join(dir, EXPORT_FILE), 'utf8'));
    expect(exported.databases[0].documents[0]).toMatchObject({
      path: 'users/u1/bookings/b1',
      fields: { n: { doubleValue: 1.5 }, at: { timestampValue: '2023-11-14T22:13:20.000000005Z' } },
    });

    const second = await startTestEmulator({ quiet: true, importDir: dir });
    const snap = await second.adminFirestore('demo-persist').doc('users/u1/bookings/b1').get();
    expect(snap.get('at').nanoseconds).toBe(5);
    expect(snap.get('tags')).toEqual(['x']);
    expect(snap.updateTime?.isEqual(written as Timestamp)).toBe(true);
    await second.close();
  });

  it('exports on demand over HTTP', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'emu-export-'));
    const emulator = await startTestEmulator({ quiet: true });
    await emulator.adminFirestore('demo-http-export').doc('c/d').set({ v: 1 });
    const response = await fetch(`http://${emulator.address}/emulator/v1/projects/demo-http-export:export`, {
      method: 'POST',
      body: JSON.stringify({ export_directory: dir }),
    });
    expect(response.status).toBe(200);
    const exported = JSON.parse(await readFile(path.join(dir, EXPORT_FILE), 'utf8'));
    expect(exported.databases[0].projectId).toBe('demo-http-export');
    await emulator.close();
  });
});
