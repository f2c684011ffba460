// Firestore behaviour the emulator must share with production, each case through the unmodified web SDK.

import { initializeApp } from 'firebase/app';
import {
  type AggregateField,
  aggregateQuerySnapshotEqual,
  average,
  collection,
  connectFirestoreEmulator,
  count,
  deleteDoc,
  doc,
  documentId,
  getAggregateFromServer,
  getDocsFromServer,
  getFirestore,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  setDoc,
  sum,
  terminate,
  vector,
  where,
  writeBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebHarness, type WebHarness } from '../support/harness.js';

describe('production semantics through the web SDK', () => {
  let h: WebHarness;
  beforeAll(async () => {
    h = await startWebHarness();
  });
  afterAll(() => h.close());

  it('accepts __id<n>__ ids and orders them numerically before string ids, in get and in listeners', async () => {
    const expected = [
      '__id-9223372036854775808__',
      '__id-2__',
      '__id1__',
      '__id7__',
      '__id10__',
      '__id9223372036854775807__',
      '10',
      '7',
      '__id',
      '__id1_',
      'a',
      'b',
    ];
    for (const id of [...expected].reverse()) await setDoc(doc(h.db, `numeric/${id}`), { id });
    const ordered = query(collection(h.db, 'numeric'), orderBy(documentId()));
    expect((await getDocsFromServer(ordered)).docs.map((d) => d.id)).toEqual(expected);
    const listened = await new Promise<string[]>((resolve, reject) => {
      const stop = onSnapshot(
        ordered,
        (snapshot) => {
          stop();
          resolve(snapshot.docs.map((d) => d.id));
        },
        reject,
      );
    });
    expect(listened).toEqual(expected);
    const after = query(collection(h.db, 'numeric'), where(documentId(), '>', doc(h.db, 'numeric/__id7__')));
    expect((await getDocsFromServer(after)).docs.map((d) => d.id)).toEqual(expected.slice(4));
  });

  it('matches nothing with in [null] and array-contains-any [null], as production', async () => {
    // Written by another client: the reading SDK must not hold these documents in its cache, where its own
    // matcher (which lets null match `in`) would keep them in the view.
    const writer = getFirestore(
      initializeApp({ projectId: h.projectId, apiKey: 'fake' }, `writer-${Date.now()}`),
    );
    connectFirestoreEmulator(writer, h.emulator.host, h.emulator.port);
    await setDoc(doc(writer, 'nulls/a'), { v: null, list: [null] });
    await setDoc(doc(writer, 'nulls/b'), { v: 1, list: [1] });
    await terminate(writer);
    const nulls = collection(h.db, 'nulls');
    expect((await getDocsFromServer(query(nulls, where('v', 'in', [null])))).size).toBe(0);
    expect((await getDocsFromServer(query(nulls, where('list', 'array-contains-any', [null])))).size).toBe(0);
    expect(
      (await getDocsFromServer(query(nulls, where('v', 'in', [null, 1])))).docs.map((d) => d.id),
    ).toEqual(['b']);
  });

  it('orders vectors by dimension first, then element by element', async () => {
    const values: [string, number[]][] = [
      ['long', [0, 0, 0]],
      ['big', [9]],
      ['small', [1, 5]],
      ['smaller', [1, 2]],
    ];
    for (const [id, v] of values) await setDoc(doc(h.db, `vectors/${id}`), { v: vector(v) });
    const ordered = await getDocsFromServer(query(collection(h.db, 'vectors'), orderBy('v')));
    expect(ordered.docs.map((d) => d.id)).toEqual(['big', 'smaller', 'small', 'long']);
  });

  it('refuses more than 5 aggregations with INVALID_ARGUMENT', async () => {
    const fields: Record<string, AggregateField<number | null>> = {
      a: count(),
      b: sum('x'),
      c: sum('y'),
      d: average('x'),
      e: average('y'),
    };
    const items = collection(h.db, 'aggregated');
    await setDoc(doc(items, 'one'), { x: 1, y: 2 });
    const five = await getAggregateFromServer(items, fields);
    expect(aggregateQuerySnapshotEqual(five, five)).toBe(true);
    expect(five.data().b).toBe(1);
    await expect(getAggregateFromServer(items, { ...fields, f: sum('z') })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining('maximum number of aggregations'),
    });
  });

  it("refuses a key equality beside inequalities on other fields, in production's words", async () => {
    await setDoc(doc(h.db, 'keyed/doc1'), { key: 1 });
    const items = collection(h.db, 'keyed');
    await expect(
      getDocsFromServer(query(items, where('key', '!=', 42), where(documentId(), '==', 'doc1'))),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining(
        'Equality on key is not allowed if there are other inequality fields and key does not appear in inequalities.',
      ),
    });
    // With the key among the inequalities, or with no other inequality, the same equality is served.
    const withKeyInequality = await getDocsFromServer(
      query(
        items,
        where('key', '!=', 42),
        where(documentId(), '==', 'doc1'),
        where(documentId(), '>', 'doc0'),
      ),
    );
    expect(withKeyInequality.docs.map((snapshot) => snapshot.id)).toEqual(['doc1']);
    const keyAlone = await getDocsFromServer(
      query(items, where('key', '==', 1), where(documentId(), '==', 'doc1')),
    );
    expect(keyAlone.docs.map((snapshot) => snapshot.id)).toEqual(['doc1']);
  });

  it("refuses orders that put fields after __name__, in production's words", async () => {
    await setDoc(doc(h.db, 'inequal/one'), { a: 2, b: 2 });
    const items = collection(h.db, 'inequal');
    const expectRefused = (q: ReturnType<typeof query>) =>
      expect(getDocsFromServer(q)).rejects.toMatchObject({
        code: 'invalid-argument',
        message: expect.stringMatching(/order by clause cannot contain more fields after the key/i),
      });
    await expectRefused(
      query(items, where('a', '>', 1), where('b', '>', 1), orderBy(documentId()), orderBy('a')),
    );
    // The backend appends the inequality fields a and b after the explicit key order.
    await expectRefused(query(items, where('a', '>', 1), where('b', '>', 1), orderBy(documentId())));
    const allowed = query(
      items,
      where('a', '>', 1),
      where('b', '>', 1),
      orderBy('a'),
      orderBy('b'),
      orderBy(documentId()),
    );
    expect((await getDocsFromServer(allowed)).docs.map((d) => d.id)).toEqual(['one']);
  });

  it('refuses a batch or transaction that updates a document it deleted, with INVALID_ARGUMENT', async () => {
    const ref = doc(h.db, 'deleted/d1');
    await setDoc(ref, { n: 1 });
    const batch = writeBatch(h.db);
    batch.delete(ref);
    batch.update(ref, { n: 2 });
    await expect(batch.commit()).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(
      runTransaction(h.db, async (tx) => {
        tx.delete(ref);
        tx.update(ref, { n: 3 });
      }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    await deleteDoc(ref);
  });
});
