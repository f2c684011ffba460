import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminHarness, startAdminHarness } from '../support/harness.js';

describe('firebase-admin CRUD', () => {
  let h: AdminHarness;
  beforeAll(async () => {
    h = await startAdminHarness();
  });
  afterAll(() => h.close());

  it('writes and reads documents on nested paths with create and update times', async () => {
    const ref = h.db.doc('schools/s1/teachers/t1/slots/9am');
    const written = await ref.set({ start: Timestamp.fromMillis(1_700_000_000_123), open: true });
    const snap = await ref.get();
    expect(snap.exists).toBe(true);
    expect(snap.get('open')).toBe(true);
    expect(snap.get('start').toMillis()).toBe(1_700_000_000_123);
    expect(snap.createTime?.isEqual(written.writeTime)).toBe(true);
    await ref.update({ open: false });
    const updated = await ref.get();
    expect(updated.createTime?.isEqual(snap.createTime as Timestamp)).toBe(true);
    expect(updated.updateTime?.toMillis()).toBeGreaterThanOrEqual(snap.updateTime?.toMillis() ?? 0);
    await ref.delete();
    expect((await ref.get()).exists).toBe(false);
  });

  it('round-trips every value type', async () => {
    const ref = h.db.doc('types/all');
    const data = {
      nil: null,
      bool: true,
      int: 42,
      big: 2 ** 40,
      dbl: 3.5,
      nan: Number.NaN,
      inf: Number.POSITIVE_INFINITY,
      ninf: Number.NEGATIVE_INFINITY,
      ts: new Timestamp(1_700_000_000, 123_456_000),
      str: 'héllo 😀',
      bytes: Buffer.from([1, 2, 255]),
      ref: h.db.doc('users/alice'),
      geo: new (await import('firebase-admin/firestore')).GeoPoint(48.85, 2.35),
      arr: [1, 'two', { three: 3 }],
      map: { nested: { deep: [true] } },
    };
    await ref.set(data);
    const got = (await ref.get()).data() ?? {};
    expect(got.nil).toBeNull();
    expect(got.int).toBe(42);
    expect(got.big).toBe(2 ** 40);
    expect(Number.isNaN(got.nan)).toBe(true);
    expect(got.inf).toBe(Number.POSITIVE_INFINITY);
    expect(got.ninf).toBe(Number.NEGATIVE_INFINITY);
    expect(got.ts.nanoseconds).toBe(123_456_000);
    expect(got.str).toBe('héllo 😀');
    expect(Buffer.from(got.bytes)).toEqual(Buffer.from([1, 2, 255]));
    expect(got.ref.path).toBe('users/alice');
    expect(got.geo.latitude).toBe(48.85);
    expect(got.arr).toEqual([1, 'two', { three: 3 }]);
    expect(got.map).toEqual({ nested: { deep: [true] } });
  });

  it('create fails on an existing document, update fails on a missing one', async () => {
    await h.db.doc('pre/one').create({ a: 1 });
    await expect(h.db.doc('pre/one').create({ a: 2 })).rejects.toMatchObject({ code: 6 });
    await expect(h.db.doc('pre/missing').update({ a: 1 })).rejects.toMatchObject({ code: 5 });
    const snap = await h.db.doc('pre/one').get();
    await expect(
      h.db.doc('pre/one').update({ a: 3 }, { lastUpdateTime: Timestamp.fromMillis(1) }),
    ).rejects.toMatchObject({ code: 9 });
    await h.db.doc('pre/one').update({ a: 3 }, { lastUpdateTime: snap.updateTime as Timestamp });
    expect((await h.db.doc('pre/one').get()).get('a')).toBe(3);
  });

  it('merges with set({merge}) and mergeFields, deletes fields', async () => {
    const ref = h.db.doc('merge/doc');
    await ref.set({ a: 1, nested: { x: 1, y: 2 } });
    await ref.set({ nested: { y: 20, z: 30 } }, { merge: true });
    expect((await ref.get()).data()).toEqual({ a: 1, nested: { x: 1, y: 20, z: 30 } });
    await ref.set({ a: 5, b: 6 }, { mergeFields: ['a'] });
    expect((await ref.get()).data()).toEqual({ a: 5, nested: { x: 1, y: 20, z: 30 } });
    const { FieldValue } = await import('firebase-admin/firestore');
    await ref.update({ 'nested.x': FieldValue.delete(), [new FieldPath('dotted.key').toString()]: 1 });
    await ref.update(new FieldPath('with.dot'), 7);
    const data = (await ref.get()).data();
    expect(data?.nested).toEqual({ y: 20, z: 30 });
    expect(data?.['with.dot']).toBe(7);
  });

  it('getAll returns found and missing documents in order, with field masks', async () => {
    await h.db.doc('many/a').set({ x: 1, y: 2 });
    await h.db.doc('many/c').set({ x: 3, y: 4 });
    const snaps = await h.db.getAll(h.db.doc('many/a'), h.db.doc('many/b'), h.db.doc('many/c'), {
      fieldMask: ['x'],
    });
    expect(snaps.map((s) => s.exists)).toEqual([true, false, true]);
    expect(snaps[0]?.data()).toEqual({ x: 1 });
  });

  it('lists collections and documents, including missing parents', async () => {
    await h.db.doc('lc/p/childA/1').set({});
    await h.db.doc('lc/p/childB/1').set({});
    await h.db.doc('lc/q').set({});
    const collections = await h.db.doc('lc/p').listCollections();
    expect(collections.map((c) => c.id).sort()).toEqual(['childA', 'childB']);
    const docs = await h.db.collection('lc').listDocuments();
    expect(docs.map((d) => d.id).sort()).toEqual(['p', 'q']);
    const root = await h.db.listCollections();
    expect(root.map((c) => c.id)).toContain('lc');
  });

  it('keeps projects apart', async () => {
    const other = await import('firebase-admin/app').then(({ initializeApp }) =>
      initializeApp({ projectId: `${h.projectId}-other` }, `other-${Date.now()}`),
    );
    const { getFirestore } = await import('firebase-admin/firestore');
    const otherDb = getFirestore(other);
    await otherDb.doc('iso/x').set({ mine: true });
    expect((await h.db.doc('iso/x').get()).exists).toBe(false);
    expect((await otherDb.doc('iso/x').get()).exists).toBe(true);
    await otherDb.terminate();
  });

  it('keeps named databases apart', async () => {
    const app = (await import('firebase-admin/app'))
      .getApps()
      .find((a) => a.options.projectId === h.projectId);
    const { getFirestore } = await import('firebase-admin/firestore');
    const named = getFirestore(app as NonNullable<typeof app>, 'secondary');
    await named.doc('db/x').set({ where: 'secondary' });
    expect((await h.db.doc('db/x').get()).exists).toBe(false);
    expect((await named.doc('db/x').get()).get('where')).toBe('secondary');
    await named.terminate();
  });
});
