import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReadCounts } from '../../src/index.js';
import { type AdminHarness, startAdminHarness } from '../support/harness.js';

/** The `/reads` admin route: what a benchmark reads to show how many documents each call cost. */
describe('document-read counter', () => {
  let h: AdminHarness;
  let readsUrl: string;

  const reads = async (method: 'GET' | 'DELETE' = 'GET'): Promise<ReadCounts> => {
    const response = await fetch(readsUrl, { method });
    expect(response.status).toBe(200);
    return (await response.json()) as ReadCounts;
  };

  beforeAll(async () => {
    h = await startAdminHarness();
    readsUrl = `http://${h.emulator.address}/emulator/v1/projects/${h.projectId}/reads`;
    const writer = h.db.bulkWriter();
    for (let i = 0; i < 2500; i++)
      void writer.set(h.db.doc(`items/i${String(i).padStart(4, '0')}`), { n: i });
    await writer.close();
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    await reads('DELETE');
  });

  it('starts at zero and writes read nothing', async () => {
    await h.db.doc('items/new').set({ n: -1 });
    await h.db.doc('items/new').delete();
    expect(await reads()).toEqual({
      reads: 0,
      byOperation: { get: 0, query: 0, aggregation: 0, listen: 0, list: 0 },
      missingDocuments: 0,
    });
  });

  it('counts one read for a get, and a missing document apart', async () => {
    expect((await h.db.doc('items/i0001').get()).exists).toBe(true);
    expect((await h.db.doc('items/none').get()).exists).toBe(false);
    const counts = await reads();
    expect(counts.reads).toBe(1);
    expect(counts.byOperation.get).toBe(1);
    expect(counts.missingDocuments).toBe(1);
  });

  it('counts a getAll and a transaction read per document', async () => {
    await h.db.getAll(h.db.doc('items/i0001'), h.db.doc('items/i0002'), h.db.doc('items/i0003'));
    await h.db.runTransaction(async (transaction) => {
      await transaction.get(h.db.doc('items/i0004'));
    });
    expect((await reads()).byOperation.get).toBe(4);
  });

  it('counts a query by the documents it returns, not the collection it scans', async () => {
    const page = await h.db.collection('items').where('n', '>=', 100).orderBy('n').limit(7).get();
    expect(page.size).toBe(7);
    const counts = await reads();
    expect(counts.reads).toBe(7);
    expect(counts.byOperation.query).toBe(7);
  });

  it('counts an aggregation one read per 1,000 index entries matched, at least one', async () => {
    expect((await h.db.collection('items').count().get()).data().count).toBe(2500);
    expect((await reads('DELETE')).byOperation.aggregation).toBe(3);
    await h.db.collection('items').where('n', '<', 1000).count().get();
    expect((await reads('DELETE')).byOperation.aggregation).toBe(1);
    await h.db.collection('items').where('n', '<', 0).count().get();
    const counts = await reads();
    expect(counts.byOperation.aggregation).toBe(1);
    expect(counts.reads).toBe(1);
  });

  it('counts every document a listener receives, first result and changes alike', async () => {
    const query = h.db.collection('items').where('n', '<', 5);
    let snapshots = 0;
    const stop = query.onSnapshot(() => {
      snapshots += 1;
    });
    await expect.poll(() => snapshots).toBe(1);
    await h.db.doc('items/i0001').update({ touched: true });
    await expect.poll(() => snapshots).toBe(2);
    stop();
    expect((await reads()).byOperation.listen).toBe(6);
  });

  it('counts REST reads the same way', async () => {
    const root = `projects/${h.projectId}/databases/(default)/documents`;
    const response = await fetch(`http://${h.emulator.address}/v1/${root}:runQuery`, {
      method: 'POST',
      body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'items' }], limit: 4 } }),
    });
    expect(response.status).toBe(200);
    expect((await reads()).byOperation.query).toBe(4);
  });

  it('keeps projects apart, and DELETE answers the counts before resetting', async () => {
    await h.db.doc('items/i0001').get();
    const otherProject = `http://${h.emulator.address}/emulator/v1/projects/someone-else/reads`;
    expect(((await (await fetch(otherProject)).json()) as ReadCounts).reads).toBe(0);
    expect((await reads('DELETE')).reads).toBe(1);
    expect((await reads()).reads).toBe(0);
  });
});
