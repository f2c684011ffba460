import { FieldPath, Filter, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminHarness, startAdminHarness } from '../support/harness.js';

const ids = (snap: FirebaseFirestore.QuerySnapshot) => snap.docs.map((d) => d.id);

async function seed(db: Firestore) {
  const batch = db.batch();
  const rows: Record<string, Record<string, unknown>> = {
    a: { n: 1, s: 'apple', tags: ['x', 'y'], g: 'odd', nested: { v: 3 } },
    b: { n: 2, s: 'banana', tags: ['y'], g: 'even', nested: { v: 2 } },
    c: { n: 3, s: 'cherry', tags: [], g: 'odd', nested: { v: 1 } },
    d: { n: 4, s: null, tags: ['z'], g: 'even' },
    e: { n: Number.NaN, s: 'elder', g: 'odd' },
    f: { s: 'fig', g: 'even' },
  };
  for (const [id, data] of Object.entries(rows)) batch.set(db.doc(`items/${id}`), data);
  await batch.commit();
}

describe('firebase-admin queries', () => {
  let h: AdminHarness;
  let items: FirebaseFirestore.CollectionReference;
  beforeAll(async () => {
    h = await startAdminHarness();
    await seed(h.db);
    items = h.db.collection('items');
  });
  afterAll(() => h.close());

  it('every comparison operator', async () => {
    expect(ids(await items.where('n', '==', 2).get())).toEqual(['b']);
    expect(ids(await items.where('n', '!=', 2).get())).toEqual(['e', 'a', 'c', 'd']);
    expect(ids(await items.where('n', '<', 3).get())).toEqual(['a', 'b']);
    expect(ids(await items.where('n', '<=', 3).get())).toEqual(['a', 'b', 'c']);
    expect(ids(await items.where('n', '>', 2).get())).toEqual(['c', 'd']);
    expect(ids(await items.where('n', '>=', 2).get())).toEqual(['b', 'c', 'd']);
    expect(ids(await items.where('tags', 'array-contains', 'y').get())).toEqual(['a', 'b']);
    expect(ids(await items.where('tags', 'array-contains-any', ['x', 'z']).get())).toEqual(['a', 'd']);
    expect(ids(await items.where('s', 'in', ['fig', 'apple']).get())).toEqual(['a', 'f']);
    expect(ids(await items.where('s', 'not-in', ['fig', 'apple']).get())).toEqual(['b', 'c', 'e']);
    expect(ids(await items.where('n', '==', Number.NaN).get())).toEqual(['e']);
    expect(ids(await items.where('s', '==', null).get())).toEqual(['d']);
    expect(ids(await items.where('n', '!=', Number.NaN).get())).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(await items.where('s', '!=', null).get())).toEqual(['a', 'b', 'c', 'e', 'f']);
    expect(ids(await items.where('nested.v', '>=', 2).get())).toEqual(['b', 'a']);
  });

  it('AND and OR combinations', async () => {
    expect(ids(await items.where('g', '==', 'odd').where('n', '>', 1).get())).toEqual(['c']);
    const or = items.where(Filter.or(Filter.where('n', '==', 1), Filter.where('s', '==', 'fig')));
    expect(ids(await or.get())).toEqual(['a', 'f']);
    const nested = items.where(
      Filter.and(
        Filter.where('g', '==', 'even'),
        Filter.or(Filter.where('n', '>=', 4), Filter.where('s', '==', 'banana')),
      ),
    );
    expect(ids(await nested.get())).toEqual(['b', 'd']);
  });

  it('orderBy with directions, multiple fields and the implicit name order', async () => {
    expect(ids(await items.orderBy('n', 'desc').get())).toEqual(['d', 'c', 'b', 'a', 'e']);
    expect(ids(await items.orderBy('g').orderBy('n', 'desc').get())).toEqual(['d', 'b', 'c', 'a', 'e']);
    expect(ids(await items.orderBy(FieldPath.documentId(), 'desc').limit(2).get())).toEqual(['f', 'e']);
  });

  it('orders mixed types across documents', async () => {
    const mixed = h.db.collection('mixed');
    const values: Record<string, unknown> = {
      m: { a: 1 },
      ar: [1],
      geo: new (await import('firebase-admin/firestore')).GeoPoint(1, 1),
      ref: h.db.doc('x/y'),
      by: Buffer.from([1]),
      st: 'str',
      ts: Timestamp.fromMillis(5),
      num: 1.5,
      int: 1,
      nan: Number.NaN,
      bo: false,
      nu: null,
    };
    await Promise.all(Object.entries(values).map(([id, v]) => mixed.doc(id).set({ v })));
    expect(ids(await mixed.orderBy('v').get())).toEqual([
      'nu',
      'bo',
      'nan',
      'int',
      'num',
      'ts',
      'st',
      'by',
      'ref',
      'geo',
      'ar',
      'm',
    ]);
  });

  it('cursors in both directions, offset, limit and limitToLast', async () => {
    const byN = items.orderBy('n');
    expect(ids(await byN.startAt(2).get())).toEqual(['b', 'c', 'd']);
    expect(ids(await byN.startAfter(2).get())).toEqual(['c', 'd']);
    expect(ids(await byN.endAt(2).get())).toEqual(['e', 'a', 'b']);
    expect(ids(await byN.endBefore(2).get())).toEqual(['e', 'a']);
    expect(ids(await items.orderBy('n', 'desc').startAfter(3).get())).toEqual(['b', 'a', 'e']);
    const snapB = await items.doc('b').get();
    expect(ids(await byN.startAfter(snapB).get())).toEqual(['c', 'd']);
    expect(ids(await byN.offset(1).limit(2).get())).toEqual(['a', 'b']);
    expect(ids(await byN.limitToLast(2).get())).toEqual(['c', 'd']);
    expect(ids(await byN.endBefore(4).limitToLast(2).get())).toEqual(['b', 'c']);
  });

  it('collection groups and select projections', async () => {
    await h.db.doc('teachers/t1/slots/s1').set({ day: 'mon' });
    await h.db.doc('teachers/t2/slots/s2').set({ day: 'tue' });
    await h.db.doc('slots/top').set({ day: 'wed' });
    const group = await h.db.collectionGroup('slots').orderBy('day').get();
    expect(ids(group)).toEqual(['s1', 's2', 'top']);
    const selected = await items.select('s').where('n', '==', 1).get();
    expect(selected.docs[0]?.data()).toEqual({ s: 'apple' });
  });

  it('count, sum and avg', async () => {
    const snap = await items
      .aggregate({
        count: (await import('firebase-admin/firestore')).AggregateField.count(),
        total: (await import('firebase-admin/firestore')).AggregateField.sum('nested.v'),
        mean: (await import('firebase-admin/firestore')).AggregateField.average('nested.v'),
      })
      .get();
    expect(snap.data()).toEqual({ count: 6, total: 6, mean: 2 });
    expect((await items.where('g', '==', 'odd').count().get()).data().count).toBe(3);
    expect((await items.limit(2).count().get()).data().count).toBe(2);
    const { AggregateField } = await import('firebase-admin/firestore');
    expect(
      (
        await h.db
          .collection('empty')
          .aggregate({ a: AggregateField.average('x') })
          .get()
      ).data().a,
    ).toBeNull();
  });
});
