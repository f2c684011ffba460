import { collection, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminHarness, startAdminHarness } from '../support/harness.js';
import { asc, composite, temporaryIndexesFile } from '../support/index-file.js';

const INDEXES = { indexes: [composite('students', [asc('isApproved'), asc('name')])], fieldOverrides: [] };

/** firebase-admin retries a refused query for about 6 s before reporting it. */
const REFUSAL_TIMEOUT = 60_000;
const REFUSED =
  /^9 FAILED_PRECONDITION: The query requires an index\. You can create it here: https:\/\/console\.firebase\.google\.com\/v1\/r\/project\/.+\/firestore\/indexes\?create_composite=/;

describe('queries that need a composite index, with firestore.indexes.json loaded', () => {
  let h: AdminHarness;
  let indexes: ReturnType<typeof temporaryIndexesFile>;

  beforeAll(async () => {
    indexes = temporaryIndexesFile(INDEXES);
    h = await startAdminHarness(undefined, { indexesFile: indexes.file });
    await h.db.doc('students/ada').set({ isApproved: true, name: 'Ada', email: 'ada@x.edu', course: 'CS' });
    await h.db.doc('students/bea').set({ isApproved: false, name: 'Bea', email: 'bea@x.edu', course: 'CS' });
  });
  afterAll(async () => {
    await h.close();
    indexes.remove();
  });

  it('runs what the declared and the automatic indexes serve', async () => {
    const students = h.db.collection('students');
    const ordered = await students.where('isApproved', '==', true).orderBy('name').get();
    expect(ordered.docs.map((d) => d.id)).toEqual(['ada']);
    const merged = await students.where('isApproved', '==', false).where('course', '==', 'CS').get();
    expect(merged.docs.map((d) => d.id)).toEqual(['bea']);
    expect((await students.where('course', '==', 'CS').count().get()).data().count).toBe(2);
  });

  it(
    'refuses a query, and a count over it, that needs an index the file lacks',
    async () => {
      const needsIndex = h.db.collection('students').where('isApproved', '==', true).orderBy('email');
      await expect(needsIndex.get()).rejects.toMatchObject({
        code: 9,
        message: expect.stringMatching(REFUSED),
      });
      await expect(needsIndex.count().get()).rejects.toMatchObject({ code: 9 });
    },
    REFUSAL_TIMEOUT,
  );

  it('refuses a listener on such a query', async () => {
    const web = h.emulator.webFirestore({ projectId: h.projectId });
    const error = await new Promise<{ code: string; message: string }>((resolve, reject) => {
      const stop = onSnapshot(
        query(collection(web, 'students'), where('course', '==', 'CS'), orderBy('name')),
        () => reject(new Error('the listener received a snapshot')),
        (failure) => {
          stop();
          resolve(failure);
        },
      );
    });
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toMatch(/The query requires an index\. You can create it here: /);
  });
});
