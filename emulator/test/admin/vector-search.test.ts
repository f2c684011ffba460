import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminHarness, startAdminHarness } from '../support/harness.js';
import { bruteForce, MEASURES, type Measure, randomVector, seededRandom } from '../support/vectors.js';

const COUNT = 2000;
const DIMENSION = 16;
const GROUPS = ['a', 'b', 'c'] as const;

describe('findNearest through firebase-admin', () => {
  let h: AdminHarness;
  let db: Firestore;
  const random = seededRandom(20_260_529);
  const vectors = new Map<string, number[]>();
  const groupOf = new Map<string, string>();
  const queries = [randomVector(random, DIMENSION), randomVector(random, DIMENSION)];

  beforeAll(async () => {
    h = await startAdminHarness();
    db = h.db;
    for (let i = 0; i < COUNT; i++) {
      const id = `v${String(i).padStart(4, '0')}`;
      vectors.set(id, randomVector(random, DIMENSION));
      groupOf.set(id, GROUPS[Math.floor(random() * GROUPS.length)] as string);
    }
    const ids = [...vectors.keys()];
    for (let start = 0; start < ids.length; start += 500) {
      const batch = db.batch();
      for (const id of ids.slice(start, start + 500)) {
        batch.set(db.doc(`items/${id}`), {
          n: Number(id.slice(1)),
          group: groupOf.get(id),
          embedding: FieldValue.vector(vectors.get(id)),
        });
      }
      await batch.commit();
    }
    // Documents that must never come back: no field, a vector of another dimension, a plain array equal to
    // the query, a string, and (for COSINE, where it has no distance) a zero vector.
    const query = queries[0] as number[];
    await db.doc('items/noField').set({ n: -1, group: 'a' });
    await db.doc('items/wrongDimension').set({ group: 'a', embedding: FieldValue.vector([1, 2, 3]) });
    await db.doc('items/plainArray').set({ group: 'a', embedding: query });
    await db.doc('items/text').set({ group: 'a', embedding: 'close' });
    // A vector in another collection with the same id prefix stays out of `items` queries.
    await db.doc('others/near').set({ group: 'a', embedding: FieldValue.vector(query) });
  }, 60_000);
  afterAll(() => h.close());

  const nearest = (measure: Measure, queryVector: number[], limit: number, distanceThreshold?: number) =>
    db
      .collection('items')
      .findNearest({
        vectorField: 'embedding',
        queryVector,
        limit,
        distanceMeasure: measure,
        distanceResultField: 'distance',
        distanceThreshold,
      })
      .get();

  const expectSameNeighbours = (
    got: FirebaseFirestore.VectorQuerySnapshot,
    expected: readonly { id: string; distance: number }[],
  ) => {
    expect(got.docs.map((d) => d.id)).toEqual(expected.map((n) => n.id));
    got.docs.forEach((doc, i) => {
      expect(doc.get('distance')).toBeCloseTo((expected[i] as { distance: number }).distance, 9);
    });
  };

  for (const measure of MEASURES) {
    it(`${measure}: the nearest 25 of ${COUNT} equal brute force, distances included`, async () => {
      for (const query of queries) {
        const expected = bruteForce(measure, query, vectors).slice(0, 25);
        expectSameNeighbours(await nearest(measure, query, 25), expected);
      }
    });

    it(`${measure}: a distance threshold keeps exactly the documents within it`, async () => {
      const query = queries[1] as number[];
      const ranked = bruteForce(measure, query, vectors);
      // Halfway between the 40th and 41st neighbour, so rounding cannot move a document across it.
      const threshold = ((ranked[39]?.distance ?? 0) + (ranked[40]?.distance ?? 0)) / 2;
      const expected = bruteForce(measure, query, vectors, threshold);
      expect(expected).toHaveLength(40);
      expectSameNeighbours(await nearest(measure, query, 1000, threshold), expected);
      // The limit still applies within the threshold.
      expectSameNeighbours(await nearest(measure, query, 7, threshold), expected.slice(0, 7));
    });

    it(`${measure}: equality pre-filters (== and in) apply before the search`, async () => {
      const query = queries[0] as number[];
      const inGroup = (groups: string[]) =>
        new Map([...vectors].filter(([id]) => groups.includes(groupOf.get(id) as string)));
      const onlyA = await db
        .collection('items')
        .where('group', '==', 'a')
        .findNearest({
          vectorField: 'embedding',
          queryVector: query,
          limit: 30,
          distanceMeasure: measure,
          distanceResultField: 'distance',
        })
        .get();
      expectSameNeighbours(onlyA, bruteForce(measure, query, inGroup(['a'])).slice(0, 30));
      const aOrC = await db
        .collection('items')
        .where('group', 'in', ['a', 'c'])
        .findNearest({
          vectorField: 'embedding',
          queryVector: FieldValue.vector(query),
          limit: 30,
          distanceMeasure: measure,
          distanceResultField: 'distance',
        })
        .get();
      expectSameNeighbours(aOrC, bruteForce(measure, query, inGroup(['a', 'c'])).slice(0, 30));
    });
  }

  it('returns up to 1000 documents and refuses a larger limit with INVALID_ARGUMENT', async () => {
    const query = queries[0] as number[];
    const all = await nearest('EUCLIDEAN', query, 1000);
    expect(all.size).toBe(1000);
    expectSameNeighbours(all, bruteForce('EUCLIDEAN', query, vectors).slice(0, 1000));
    await expect(nearest('EUCLIDEAN', query, 1001)).rejects.toMatchObject({
      code: 3,
      message: expect.stringContaining('FindNearest.limit must be a positive integer of no more than 1000'),
    });
  }, 60_000);

  it('refuses a limit below 1 and answers vector queries over REST as well', async () => {
    const parent = `projects/${h.projectId}/databases/(default)/documents`;
    const runQuery = (limit: number) =>
      fetch(`http://${h.emulator.address}/v1/${parent}:runQuery`, {
        method: 'POST',
        headers: { authorization: 'Bearer owner' },
        body: JSON.stringify({
          structuredQuery: {
            from: [{ collectionId: 'items' }],
            findNearest: {
              vectorField: { fieldPath: 'embedding' },
              queryVector: {
                mapValue: {
                  fields: {
                    __type__: { stringValue: '__vector__' },
                    value: { arrayValue: { values: queries[0]?.map((x) => ({ doubleValue: x })) } },
                  },
                },
              },
              distanceMeasure: 'COSINE',
              limit,
              distanceResultField: 'distance',
            },
          },
        }),
      });
    const refused = await runQuery(0);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { status: 'INVALID_ARGUMENT', message: expect.stringContaining('FindNearest.limit') },
    });
    const answered = await runQuery(3);
    expect(answered.status).toBe(200);
    const body = (await answered.json()) as {
      document: { name: string; fields: { distance: { doubleValue: number } } };
    }[];
    const expected = bruteForce('COSINE', queries[0] as number[], vectors).slice(0, 3);
    expect(body.map((r) => r.document.name.split('/').at(-1))).toEqual(expected.map((n) => n.id));
    body.forEach((r, i) => {
      expect(r.document.fields.distance.doubleValue).toBeCloseTo(expected[i]?.distance ?? Number.NaN, 9);
    });
  });

  it('puts the distance in the field named, nested paths included, and honours a field mask', async () => {
    const query = queries[0] as number[];
    const [first] = bruteForce('EUCLIDEAN', query, vectors);
    const withMask = await db
      .collection('items')
      .select('n', 'search.distance')
      .findNearest({
        vectorField: 'embedding',
        queryVector: query,
        limit: 1,
        distanceMeasure: 'EUCLIDEAN',
        distanceResultField: 'search.distance',
      })
      .get();
    const doc = withMask.docs[0];
    expect(doc?.id).toBe(first?.id);
    expect(Object.keys(doc?.data() ?? {}).sort()).toEqual(['n', 'search']);
    expect(doc?.get('search.distance')).toBeCloseTo(first?.distance ?? Number.NaN, 9);
    // A mask without the distance field leaves it out, as production does.
    const masked = await db
      .collection('items')
      .select('n')
      .findNearest({
        vectorField: 'embedding',
        queryVector: query,
        limit: 1,
        distanceMeasure: 'EUCLIDEAN',
        distanceResultField: 'distance',
      })
      .get();
    expect(masked.docs[0]?.data()).toEqual({ n: Number(first?.id.slice(1)) });
    // Without distanceResultField the stored document comes back unchanged.
    const plain = await db
      .collection('items')
      .findNearest({ vectorField: 'embedding', queryVector: query, limit: 1, distanceMeasure: 'EUCLIDEAN' })
      .get();
    expect(Object.keys(plain.docs[0]?.data() ?? {}).sort()).toEqual(['embedding', 'group', 'n']);
  });

  it('stores vectors unchanged and orders them after arrays and before maps, by dimension first', async () => {
    const stored = (await db.doc('items/v0000').get()).get('embedding') as ReturnType<
      typeof FieldValue.vector
    >;
    expect(stored.isEqual(FieldValue.vector(vectors.get('v0000')))).toBe(true);
    expect(stored.toArray()).toEqual(vectors.get('v0000'));
    const ordered = db.collection('ordering');
    await ordered.doc('map').set({ v: { a: 1 } });
    await ordered.doc('long').set({ v: FieldValue.vector([0, 0, 0]) });
    await ordered.doc('big').set({ v: FieldValue.vector([9]) });
    await ordered.doc('small').set({ v: FieldValue.vector([1, 5]) });
    await ordered.doc('smaller').set({ v: FieldValue.vector([1, 2]) });
    await ordered.doc('array').set({ v: [100, 200] });
    const snap = await ordered.orderBy('v').get();
    expect(snap.docs.map((d) => d.id)).toEqual(['array', 'big', 'smaller', 'small', 'long', 'map']);
    const equal = await ordered.where('v', '==', FieldValue.vector([1, 5])).get();
    expect(equal.docs.map((d) => d.id)).toEqual(['small']);
  });

  it('refuses vector queries that are not well formed', async () => {
    const items = db.collection('items');
    await expect(
      items
        .limit(5)
        .findNearest({
          vectorField: 'embedding',
          queryVector: [1, 2],
          limit: 5,
          distanceMeasure: 'EUCLIDEAN',
        })
        .get(),
    ).rejects.toMatchObject({ code: 3, message: expect.stringContaining('FindNearest') });
    await expect(
      items
        .findNearest({
          vectorField: 'embedding',
          queryVector: new Array(2049).fill(0.5),
          limit: 5,
          distanceMeasure: 'EUCLIDEAN',
        })
        .get(),
    ).rejects.toMatchObject({ code: 3, message: expect.stringContaining('2048') });
    // A query vector of another dimension than the stored vectors simply matches none of them.
    const otherDimension = await items
      .findNearest({ vectorField: 'embedding', queryVector: [1, 2], limit: 5, distanceMeasure: 'EUCLIDEAN' })
      .get();
    expect(otherDimension.empty).toBe(true);
    const three = await items
      .findNearest({ vectorField: 'embedding', queryVector: [1, 2, 3], limit: 5, distanceMeasure: 'COSINE' })
      .get();
    expect(three.docs.map((d) => d.id)).toEqual(['wrongDimension']);
  }, 60_000);
});
