import { readFileSync } from 'node:fs';
import { FieldValue, type Query } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vectorIndexesOf } from '../../src/core/vector-indexes.js';
import { type AdminHarness, startAdminHarness } from '../support/harness.js';
import { asc, composite, contains, temporaryIndexesFile, vectorField } from '../support/index-file.js';

/** Declared as `firebase deploy` takes them: vector indexes are composite indexes ending in the vector field. */
const INDEXES = {
  indexes: [
    composite('teachers', [vectorField('embedding', 4)]),
    composite('teachers', [asc('role'), asc('status'), asc('__name__'), vectorField('embedding', 4)]),
    composite('teachers', [contains('tags'), vectorField('embedding', 4)], 'COLLECTION_GROUP'),
    composite('teachers', [asc('role'), asc('name')]),
  ],
  fieldOverrides: [{ collectionGroup: 'teachers', fieldPath: 'expiresAt', ttl: true, indexes: [] }],
};

/**
 * firebase-admin tries a refused RunQuery three times over about 6 s before it reports the error (its
 * streaming retry, whatever the code), so the refusal tests get room for several refusals.
 */
const REFUSALS_TIMEOUT = 90_000;

const missing = (project: string, scope: string, configs: string) =>
  '9 FAILED_PRECONDITION: Missing vector index configuration. Please create the required index with the ' +
  `following gcloud command: gcloud firestore indexes composite create --project=${project} ` +
  `--collection-group=teachers --query-scope=${scope} ${configs}`;

describe('the vector-index requirement, with firestore.indexes.json loaded', () => {
  let h: AdminHarness;
  let indexes: ReturnType<typeof temporaryIndexesFile>;

  beforeAll(async () => {
    indexes = temporaryIndexesFile(INDEXES);
    h = await startAdminHarness(undefined, { indexesFile: indexes.file });
    const teachers = h.db.collection('teachers');
    await teachers.doc('ada').set({
      role: 'teacher',
      status: 'approved',
      tags: ['maths'],
      embedding: FieldValue.vector([1, 0, 0, 0]),
    });
    await teachers.doc('bea').set({
      role: 'teacher',
      status: 'pending',
      tags: ['physics'],
      embedding: FieldValue.vector([0.9, 0.1, 0, 0]),
    });
    await h.db
      .doc('schools/s1/teachers/cy')
      .set({ tags: ['maths'], embedding: FieldValue.vector([0, 1, 0, 0]) });
  });
  afterAll(async () => {
    await h.close();
    indexes.remove();
  });

  const search = (query: Query, queryVector: number[], field = 'embedding') =>
    query.findNearest({ vectorField: field, queryVector, limit: 10, distanceMeasure: 'COSINE' }).get();

  it('runs the queries a declared index serves: plain, with its equality pre-filters, as a group query', async () => {
    const teachers = h.db.collection('teachers');
    expect((await search(teachers, [1, 0, 0, 0])).docs.map((d) => d.id)).toEqual(['ada', 'bea']);
    const approved = await search(
      teachers.where('role', '==', 'teacher').where('status', '==', 'approved'),
      [0, 0, 0, 1],
    );
    expect(approved.docs.map((d) => d.id)).toEqual(['ada']);
    // Filter order in the query does not matter for equality pre-filters.
    const swapped = await search(
      teachers.where('status', 'in', ['approved', 'pending']).where('role', '==', 'teacher'),
      [1, 0, 0, 0],
    );
    expect(swapped.docs.map((d) => d.id)).toEqual(['ada', 'bea']);
    const group = await search(
      h.db.collectionGroup('teachers').where('tags', 'array-contains', 'maths'),
      [0, 1, 0, 0],
    );
    expect(group.docs.map((d) => d.id)).toEqual(['cy', 'ada']);
  });

  it(
    'refuses a pre-filter the index does not cover, naming the index to create',
    async () => {
      const teachers = h.db.collection('teachers');
      await expect(search(teachers.where('role', '==', 'teacher'), [1, 0, 0, 0])).rejects.toMatchObject({
        code: 9,
        message: missing(
          h.projectId,
          'COLLECTION',
          '--field-config=order=ASCENDING,field-path=role ' +
            `--field-config=vector-config='{"dimension":"4","flat": "{}"}',field-path=embedding`,
        ),
      });
      await expect(
        search(
          teachers.where('status', '==', 'approved').where('tags', 'array-contains', 'maths'),
          [1, 0, 0, 0],
        ),
      ).rejects.toMatchObject({
        code: 9,
        message: missing(
          h.projectId,
          'COLLECTION',
          '--field-config=order=ASCENDING,field-path=status --field-config=array-config=CONTAINS,field-path=tags ' +
            `--field-config=vector-config='{"dimension":"4","flat": "{}"}',field-path=embedding`,
        ),
      });
    },
    REFUSALS_TIMEOUT,
  );

  it(
    'refuses another dimension, another field, another scope or a collection without an index',
    async () => {
      const teachers = h.db.collection('teachers');
      const vectorConfig = (dimension: number, field: string) =>
        `--field-config=vector-config='{"dimension":"${dimension}","flat": "{}"}',field-path=${field}`;
      await expect(search(teachers, [1, 0, 0])).rejects.toMatchObject({
        code: 9,
        message: missing(h.projectId, 'COLLECTION', vectorConfig(3, 'embedding')),
      });
      await expect(search(teachers, [1, 0, 0, 0], 'otherEmbedding')).rejects.toMatchObject({
        code: 9,
        message: missing(h.projectId, 'COLLECTION', vectorConfig(4, 'otherEmbedding')),
      });
      await expect(search(h.db.collectionGroup('teachers'), [1, 0, 0, 0])).rejects.toMatchObject({
        code: 9,
        message: missing(h.projectId, 'COLLECTION_GROUP', vectorConfig(4, 'embedding')),
      });
      await expect(search(h.db.collection('students'), [1, 0, 0, 0])).rejects.toMatchObject({
        code: 9,
        message: expect.stringContaining('--collection-group=students --query-scope=COLLECTION'),
      });
    },
    REFUSALS_TIMEOUT,
  );

  it('reads vector indexes only from composite indexes ending in a vector field', () => {
    expect(vectorIndexesOf(INDEXES)).toEqual([
      {
        collectionGroup: 'teachers',
        queryScope: 'COLLECTION',
        prefix: [],
        vectorField: 'embedding',
        dimension: 4,
      },
      {
        collectionGroup: 'teachers',
        queryScope: 'COLLECTION',
        prefix: [
          { field: 'role', mode: 'order' },
          { field: 'status', mode: 'order' },
        ],
        vectorField: 'embedding',
        dimension: 4,
      },
      {
        collectionGroup: 'teachers',
        queryScope: 'COLLECTION_GROUP',
        prefix: [{ field: 'tags', mode: 'contains' }],
        vectorField: 'embedding',
        dimension: 4,
      },
    ]);
    // The project's own file declares the index the teacher matching queries: approved teachers only, in
    // the matching documents kept apart from the teacher cards.
    const project: unknown = JSON.parse(
      readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8'),
    );
    expect(vectorIndexesOf(project)).toContainEqual({
      collectionGroup: 'teacherMatching',
      queryScope: 'COLLECTION',
      prefix: [{ field: 'isApproved', mode: 'order' }],
      vectorField: 'profileEmbedding',
      dimension: 256,
    });
    // firebase-tools accepts vectorConfig only in `indexes`; a field override cannot declare one.
    expect(
      vectorIndexesOf({
        fieldOverrides: [
          { collectionGroup: 't', fieldPath: 'e', indexes: [{ vectorConfig: { dimension: 2 } }] },
        ],
      }),
    ).toEqual([]);
  });
});
