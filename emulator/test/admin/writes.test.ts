import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminHarness, startAdminHarness } from '../support/harness.js';

describe('firebase-admin transforms, batches, BulkWriter and recursiveDelete', () => {
  let h: AdminHarness;
  beforeAll(async () => {
    h = await startAdminHarness();
  });
  afterAll(() => h.close());

  // maximum/minimum have no firebase-admin API; test/grpc/raw-transforms.test.ts covers them.
  it('applies every field transform the SDK exposes', async () => {
    const ref = h.db.doc('t/doc');
    await ref.set({ i: 1, d: 1.5, arr: [1, 2], rm: [1, 2, 1, 3] });
    const before = Timestamp.now();
    await ref.update({
      i: FieldValue.increment(2),
      d: FieldValue.increment(0.25),
      fresh: FieldValue.increment(7),
      arr: FieldValue.arrayUnion(2, 3, 4),
      rm: FieldValue.arrayRemove(1),
      at: FieldValue.serverTimestamp(),
    });
    const data = (await ref.get()).data() ?? {};
    expect(data).toMatchObject({ i: 3, d: 1.75, fresh: 7, arr: [1, 2, 3, 4], rm: [2, 3] });
    expect(data.at.toMillis()).toBeGreaterThanOrEqual(before.toMillis() - 1000);
    await ref.set({ made: FieldValue.serverTimestamp(), n: FieldValue.increment(1) }, { merge: true });
    expect((await ref.get()).get('n')).toBe(1);
  });

  it('commits batches atomically', async () => {
    const batch = h.db.batch();
    batch.set(h.db.doc('b/one'), { v: 1 });
    batch.create(h.db.doc('b/two'), { v: 2 });
    batch.update(h.db.doc('b/one'), { w: 1 });
    await batch.commit();
    expect((await h.db.doc('b/one').get()).data()).toEqual({ v: 1, w: 1 });

    const failing = h.db.batch();
    failing.set(h.db.doc('b/three'), { v: 3 });
    failing.create(h.db.doc('b/two'), { v: 22 });
    await expect(failing.commit()).rejects.toMatchObject({ code: 6 });
    expect((await h.db.doc('b/three').get()).exists).toBe(false);
  });

  it('BulkWriter writes many documents and reports per-write failures', async () => {
    const writer = h.db.bulkWriter();
    const failures: string[] = [];
    writer.onWriteError((error) => {
      failures.push(error.documentRef.id);
      return false;
    });
    for (let i = 0; i < 300; i++) void writer.set(h.db.doc(`bulk/${i}`), { i });
    void writer.update(h.db.doc('bulk/missing'), { x: 1 }).catch(() => {});
    await writer.close();
    expect((await h.db.collection('bulk').count().get()).data().count).toBe(300);
    expect(failures).toEqual(['missing']);
  });

  it('recursiveDelete removes a document tree, missing parents included', async () => {
    await h.db.doc('tree/root').set({ a: 1 });
    await h.db.doc('tree/root/kids/k1').set({ a: 1 });
    await h.db.doc('tree/root/kids/k1/grand/g1').set({ a: 1 });
    await h.db.doc('tree/ghost/kids/k2').set({ a: 1 });
    await h.db.doc('keep/me').set({ a: 1 });
    await h.db.recursiveDelete(h.db.collection('tree'));
    expect((await h.db.collectionGroup('kids').get()).size).toBe(0);
    expect((await h.db.collectionGroup('grand').get()).size).toBe(0);
    expect((await h.db.doc('keep/me').get()).exists).toBe(true);
  });
});
