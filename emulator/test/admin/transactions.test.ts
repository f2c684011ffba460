import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminHarness, startAdminHarness } from '../support/harness.js';

describe('firebase-admin transactions', () => {
  let h: AdminHarness;
  beforeAll(async () => {
    h = await startAdminHarness();
  });
  afterAll(() => h.close());

  it('50 concurrent transactional increments of one counter end at exactly 50', async () => {
    const counter = h.db.doc('counters/c');
    await counter.set({ n: 0 });
    await Promise.all(
      Array.from({ length: 50 }, () =>
        h.db.runTransaction(async (tx) => {
          const snap = await tx.get(counter);
          tx.update(counter, { n: (snap.get('n') as number) + 1 });
        }),
      ),
    );
    expect((await counter.get()).get('n')).toBe(50);
  });

  it('a transaction that loses a race is retried by the SDK and ends consistent', async () => {
    const ref = h.db.doc('race/doc');
    await ref.set({ n: 0 });
    let attempts = 0;
    await h.db.runTransaction(async (tx) => {
      attempts++;
      const snap = await tx.get(ref);
      if (attempts === 1) await ref.update({ n: FieldValue.increment(10) }); // a competing write
      tx.update(ref, { n: (snap.get('n') as number) + 1 });
    });
    expect(attempts).toBe(2);
    expect((await ref.get()).get('n')).toBe(11);
  });

  it('queries and aggregations inside transactions, and read-only transactions', async () => {
    await h.db.doc('tq/a').set({ v: 1 });
    await h.db.doc('tq/b').set({ v: 2 });
    const total = await h.db.runTransaction(async (tx) => {
      const snap = await tx.get(h.db.collection('tq').where('v', '>', 0));
      const count = await tx.get(h.db.collection('tq').count());
      tx.set(h.db.doc('tq/sum'), {
        total: snap.docs.reduce((s, d) => s + (d.get('v') as number), 0),
        n: count.data().count,
      });
      return snap.size;
    });
    expect(total).toBe(2);
    expect((await h.db.doc('tq/sum').get()).data()).toEqual({ total: 3, n: 2 });
    const readOnly = await h.db.runTransaction(async (tx) => (await tx.get(h.db.doc('tq/a'))).get('v'), {
      readOnly: true,
    });
    expect(readOnly).toBe(1);
  });

  it('a failing transaction function rolls back and leaves data unchanged', async () => {
    const ref = h.db.doc('rb/doc');
    await ref.set({ n: 1 });
    await expect(
      h.db.runTransaction(async (tx) => {
        await tx.get(ref);
        tx.update(ref, { n: 2 });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((await ref.get()).get('n')).toBe(1);
    // The lock taken by the failed transaction is released: a new one goes through at once.
    await h.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      tx.update(ref, { n: (snap.get('n') as number) + 1 });
    });
    expect((await ref.get()).get('n')).toBe(2);
  });

  it('a query in a transaction that would see a new document by commit time is retried (no double booking)', async () => {
    const slot = h.db.collection('bookings');
    let release: () => void = () => {};
    const bothQueried = new Promise<void>((resolve) => (release = resolve));
    let queried = 0;
    const book = (who: string) =>
      h.db.runTransaction(async (tx) => {
        const taken = await tx.get(slot.where('slot', '==', 'mon-9'));
        if (++queried === 2) release();
        await bothQueried;
        if (taken.empty) tx.set(slot.doc(who), { slot: 'mon-9', who });
      });
    await Promise.all([book('alice'), book('bob')]);
    const bookings = await slot.where('slot', '==', 'mon-9').get();
    expect(bookings.size).toBe(1);
  });

  it('read-only transactions read the database as it was at a past readTime', async () => {
    const ref = h.db.doc('pit/a');
    await ref.set({ v: 1 });
    const readTime = (await ref.get()).readTime;
    await ref.set({ v: 2 });
    await h.db.doc('pit/b').set({ v: 3 });
    const past = await h.db.runTransaction(
      async (tx) => {
        const doc = await tx.get(ref);
        const all = await tx.get(h.db.collection('pit'));
        return { v: doc.get('v'), size: all.size };
      },
      { readOnly: true, readTime },
    );
    expect(past).toEqual({ v: 1, size: 1 });
  });
});
