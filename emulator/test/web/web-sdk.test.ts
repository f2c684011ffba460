import {
  addDoc,
  and,
  average,
  collection,
  deleteDoc,
  doc,
  endBefore,
  getAggregateFromServer,
  getCountFromServer,
  getDoc,
  getDocFromServer,
  getDocsFromServer,
  increment,
  limit,
  limitToLast,
  onSnapshot,
  or,
  orderBy,
  type Query,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  startAfter,
  sum,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebHarness, type WebHarness } from '../support/harness.js';

describe('firebase/firestore (Node build, gRPC) against the emulator', () => {
  let h: WebHarness;
  beforeAll(async () => {
    h = await startWebHarness({ uid: 'alice' });
  });
  afterAll(() => h.close());

  it('writes through the Write stream and reads through Listen and BatchGet', async () => {
    const ref = doc(h.db, 'rooms/r1/bookings/b1');
    await setDoc(ref, { who: 'alice', at: serverTimestamp(), n: 1 });
    await updateDoc(ref, { n: increment(2) });
    const snap = await getDoc(ref);
    expect(snap.get('n')).toBe(3);
    expect(snap.get('at').toMillis()).toBeGreaterThan(0);
    expect((await getDocFromServer(ref)).get('who')).toBe('alice');
    const added = await addDoc(collection(h.db, 'rooms/r1/bookings'), { who: 'bob', n: 5 });
    expect(added.id).toHaveLength(20);
    await deleteDoc(ref);
    expect((await getDocFromServer(ref)).exists()).toBe(false);
  });

  it('runs queries with filters, OR, ordering, cursors and limitToLast', async () => {
    const batch = writeBatch(h.db);
    for (const [id, n] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['d', 4],
    ] as const) {
      batch.set(doc(h.db, 'nums', id), { n, even: n % 2 === 0 });
    }
    await batch.commit();
    const nums = collection(h.db, 'nums');
    const ids = async (q: Query) => (await getDocsFromServer(q)).docs.map((d) => d.id);
    expect(await ids(query(nums, where('n', '>', 1), where('even', '==', false)))).toEqual(['c']);
    expect(await ids(query(nums, or(where('n', '==', 1), where('n', '==', 4))))).toEqual(['a', 'd']);
    expect(await ids(query(nums, and(where('n', '<', 4), where('n', 'not-in', [2]))))).toEqual(['a', 'c']);
    expect(await ids(query(nums, orderBy('n', 'desc'), startAfter(3)))).toEqual(['b', 'a']);
    expect(await ids(query(nums, orderBy('n'), endBefore(4), limitToLast(2)))).toEqual(['b', 'c']);
    expect(await ids(query(nums, orderBy('n'), limit(1)))).toEqual(['a']);
  });

  it('aggregates on the server', async () => {
    const nums = collection(h.db, 'nums');
    expect((await getCountFromServer(nums)).data().count).toBe(4);
    const agg = await getAggregateFromServer(nums, { total: sum('n'), mean: average('n') });
    expect(agg.data()).toEqual({ total: 10, mean: 2.5 });
  });

  it('runs transactions (preconditions and verify writes) with retries under contention', async () => {
    const counter = doc(h.db, 'counters/web');
    await setDoc(counter, { n: 0 });
    await Promise.all(
      Array.from({ length: 5 }, () =>
        runTransaction(h.db, async (tx) => {
          const snap = await tx.get(counter);
          tx.update(counter, { n: (snap.get('n') as number) + 1 });
        }),
      ),
    );
    expect((await getDocFromServer(counter)).get('n')).toBe(5);
    // A document read but not written travels as a `verify` write.
    const other = doc(h.db, 'counters/other');
    await setDoc(other, { n: 1 });
    await runTransaction(h.db, async (tx) => {
      await tx.get(other);
      tx.set(doc(h.db, 'counters/copy'), { n: 1 });
    });
    expect((await getDocFromServer(doc(h.db, 'counters/copy'))).get('n')).toBe(1);
  });

  it('onSnapshot on a query sees add, modify and remove in order, promptly', async () => {
    const q = query(collection(h.db, 'feed'), where('live', '==', true));
    const events: { changes: string[]; at: number }[] = [];
    let notify: (() => void) | undefined;
    const next = () => new Promise<void>((resolve) => (notify = resolve));
    let ready = next();
    const unsubscribe = onSnapshot(q, (snap) => {
      if (snap.metadata.hasPendingWrites) return; // only server-confirmed snapshots
      events.push({ changes: snap.docChanges().map((c) => `${c.type}:${c.doc.id}`), at: performance.now() });
      notify?.();
    });
    await ready;
    const { emulator } = h;
    // Write through firebase-admin-style gRPC path by another client: the emulator's own service.
    const db = emulator.service.database({ projectId: h.projectId, databaseId: '(default)' });
    const write = (path: string, data: Record<string, boolean> | undefined) => {
      const name = `${db.documentsRoot}/${path}`;
      return emulator.service.commit({ auth: { kind: 'admin' }, db: db.id }, [
        data === undefined
          ? { path, name, operation: { type: 'delete' }, transforms: [] }
          : {
              path,
              name,
              operation: {
                type: 'update',
                fields: new Map(
                  Object.entries(data).map(([k, v]) => [k, { kind: 'boolean', value: v }] as const),
                ),
              },
              transforms: [],
            },
      ]);
    };
    for (const [path, data, expected] of [
      ['feed/x', { live: true }, 'added:x'],
      ['feed/x', { live: true, seen: true }, 'modified:x'],
      ['feed/x', undefined, 'removed:x'],
    ] as const) {
      ready = next();
      const start = performance.now();
      await write(path, data);
      await ready;
      expect(events.at(-1)?.changes).toEqual([expected]);
      // Live, not on a later poll; how fast is bench/'s to measure (this runs beside two end-to-end stacks).
      expect((events.at(-1)?.at ?? Number.POSITIVE_INFINITY) - start).toBeLessThan(1000);
    }
    unsubscribe();
  });

  it('keeps several listeners on one multi-target Listen stream', async () => {
    const seen = new Map<string, number>();
    let pending = 3;
    let done: () => void = () => {};
    const allSeen = new Promise<void>((resolve) => (done = resolve));
    const track = (key: string) => () => {
      seen.set(key, (seen.get(key) ?? 0) + 1);
      if (seen.get(key) === 1 && --pending === 0) done();
    };
    const unsubs = [
      onSnapshot(doc(h.db, 'multi/one'), track('doc')),
      onSnapshot(collection(h.db, 'multi'), track('col')),
      onSnapshot(query(collection(h.db, 'nums'), where('n', '>=', 3)), track('nums')),
    ];
    await allSeen;
    expect([...seen.keys()].sort()).toEqual(['col', 'doc', 'nums']);
    for (const u of unsubs) u();
  });
});
