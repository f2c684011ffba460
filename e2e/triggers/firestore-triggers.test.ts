// Firestore triggers on the test stack: emulator/ delivers events to firebase-tools' Functions emulator,
// which runs the test-only functions of e2e/triggers/functions (a second codebase in the test stack's
// config). Each function records the event it got in `triggerEvents`; these tests read that record.
import { readFileSync } from 'node:fs';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getFirestore, setDoc, terminate } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectId, rulesFiles } from '../../scripts/lib/stack-config';
import { adminDb } from '../support/admin';
import { testPorts } from '../support/stack-env';

interface RecordedEvent {
  fn: string;
  eventId: string;
  type: string;
  document: string;
  params: Record<string, string>;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  loggedAt: FirebaseFirestore.Timestamp;
}

const runId = `run${Date.now()}`;
const base = `triggerTests/${runId}`;
const firestoreUrl = `http://127.0.0.1:${testPorts.firestore}`;
const tester = 'trigger-tester';

/** Every event recorded for this run, in the order the functions ran. */
async function recorded(): Promise<RecordedEvent[]> {
  const snapshot = await adminDb.collection('triggerEvents').where('runId', '==', runId).get();
  return snapshot.docs
    .map((d) => d.data() as RecordedEvent)
    .sort(
      (a, b) =>
        a.loggedAt.toMillis() - b.loggedAt.toMillis() || a.loggedAt.nanoseconds - b.loggedAt.nanoseconds,
    );
}

/** Waits until `count` events of `fn` (for `document`, when given) are recorded, then a little longer for extras. */
async function eventsOf(fn: string, count: number, document?: string): Promise<RecordedEvent[]> {
  const matching = async () =>
    (await recorded()).filter((e) => e.fn === fn && (document === undefined || e.document === document));
  const deadline = Date.now() + 90_000;
  while ((await matching()).length < count && Date.now() < deadline) await sleep(250);
  // A duplicate would arrive right behind the first delivery: give it the time to show up.
  await sleep(1500);
  return matching();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The product's rules allow no client writes; for the web SDK case the test adds one rule for its own
// collection to the project's ruleset, and puts the product's ruleset back afterwards.
const productRules = readFileSync(rulesFiles().firestore, 'utf8');
async function putRules(content: string): Promise<void> {
  const response = await fetch(`${firestoreUrl}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
  });
  expect(response.status).toBe(200);
}

// First calls start a worker process per function in the Functions emulator: slow on a busy machine.
describe('Firestore triggers through the Functions emulator', { timeout: 150_000 }, () => {
  beforeAll(async () => {
    await putRules(
      productRules.replace(
        'match /databases/{database}/documents {',
        `$&\n    match /triggerTests/{runId}/{kind}/{docId} {\n      allow write: if request.auth.uid == '${tester}' && request.resource.data.owner == request.auth.uid;\n    }`,
      ),
    );
  });
  afterAll(async () => {
    await putRules(productRules);
  });

  it('lists the registered triggers of both generations', async () => {
    const response = await fetch(`${firestoreUrl}/emulator/v1/projects/${projectId}/triggers`);
    const { triggers } = (await response.json()) as {
      triggers: { key: string; eventType: string; document: string }[];
    };
    const byKey = (name: string) => triggers.find((t) => t.key.startsWith(`us-central1-${name}-`));
    expect(byKey('e2eCreated')).toMatchObject({
      eventType: 'google.cloud.firestore.document.v1.created',
      document: 'triggerTests/{runId}/created/{docId}',
    });
    expect(byKey('e2eV1Write')).toMatchObject({
      eventType: 'providers/cloud.firestore/eventTypes/document.write',
      document: 'triggerTests/{runId}/v1/{docId}',
    });
  });

  it('calls each 2nd-gen trigger once per admin write, with before, after and params', async () => {
    await adminDb.doc(`${base}/created/a`).set({ n: 1 });
    await adminDb.doc(`${base}/updated/u`).set({ n: 1 });
    await adminDb.doc(`${base}/updated/u`).update({ n: 2 });
    await adminDb.doc(`${base}/deleted/d`).set({ n: 1 });
    await adminDb.doc(`${base}/deleted/d`).delete();

    // Waited for side by side: each wait ends with a pause for a duplicate to show up.
    const [created, updated, deleted] = await Promise.all([
      eventsOf('created', 1, `${base}/created/a`),
      eventsOf('updated', 1, `${base}/updated/u`),
      eventsOf('deleted', 1, `${base}/deleted/d`),
    ]);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      type: 'google.cloud.firestore.document.v1.created',
      params: { runId, docId: 'a' },
      before: null,
      after: { n: 1 },
    });
    expect(updated).toHaveLength(1);
    expect(updated[0]).toMatchObject({ params: { runId, docId: 'u' }, before: { n: 1 }, after: { n: 2 } });
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatchObject({ params: { runId, docId: 'd' }, before: { n: 1 }, after: null });
  });

  it('matches {path=**} across subcollections, and wildcards only their own documents', async () => {
    await adminDb.doc(`${base}/written/w1`).set({ level: 1 });
    await adminDb.doc(`${base}/written/w1/sub/s1`).set({ level: 2 });
    await adminDb.doc(`${base}/elsewhere/x`).set({ n: 1 });
    await adminDb.doc(`${base}/created/a/sub/deeper`).set({ n: 1 });
    await adminDb.doc(`triggerTestsOther/${runId}`).set({ n: 1 });

    const written = await eventsOf('written', 2);
    expect(written.map((e) => e.params.path).sort()).toEqual(['w1', 'w1/sub/s1']);
    const all = await recorded();
    expect(all.filter((e) => e.document.includes('elsewhere') || e.document.includes('deeper'))).toEqual([]);
  });

  it('calls 1st-gen onCreate, onUpdate, onDelete and onWrite once per write', async () => {
    const path = `${base}/v1/x`;
    await adminDb.doc(path).set({ n: 1 });
    await adminDb.doc(path).set({ n: 2 }, { merge: true });
    await adminDb.doc(path).delete();

    const [create, update, remove, write] = await Promise.all([
      eventsOf('v1.create', 1, path),
      eventsOf('v1.update', 1, path),
      eventsOf('v1.delete', 1, path),
      eventsOf('v1.write', 3, path),
    ]);
    expect(create).toHaveLength(1);
    expect(create[0]).toMatchObject({ params: { runId, docId: 'x' }, before: null, after: { n: 1 } });
    expect(update).toHaveLength(1);
    expect(update[0]).toMatchObject({ before: { n: 1 }, after: { n: 2 } });
    expect(remove).toHaveLength(1);
    expect(remove[0]).toMatchObject({ before: { n: 2 }, after: null });
    expect(write.map((e) => [e.before, e.after])).toEqual([
      [null, { n: 1 }],
      [{ n: 1 }, { n: 2 }],
      [{ n: 2 }, null],
    ]);
  });

  it('calls the trigger once for a web SDK write allowed by the rules, and never for a denied one', async () => {
    const app = initializeApp({ projectId }, `triggers-${runId}`);
    const db = getFirestore(app);
    connectFirestoreEmulator(db, '127.0.0.1', testPorts.firestore, { mockUserToken: { user_id: tester } });
    try {
      await setDoc(doc(db, `${base}/created/web`), { owner: tester, text: 'from the web SDK' });
      await expect(
        setDoc(doc(db, `${base}/created/denied`), { owner: 'someone-else' }),
      ).rejects.toMatchObject({
        code: 'permission-denied',
      });
    } finally {
      await terminate(db);
      await deleteApp(app);
    }
    const [events, denied] = await Promise.all([
      eventsOf('created', 1, `${base}/created/web`),
      eventsOf('created', 0, `${base}/created/denied`),
    ]);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      params: { runId, docId: 'web' },
      after: { owner: tester, text: 'from the web SDK' },
    });
    expect(denied).toEqual([]);
  });

  it('delivers a burst of 200 writes as 200 invocations, in commit order per document', async () => {
    const documents = Array.from({ length: 20 }, (_, i) => `${base}/burst/b${i}`);
    await Promise.all(
      documents.flatMap((path) => Array.from({ length: 10 }, (_, n) => adminDb.doc(path).set({ n }))),
    );
    const events = await eventsOf('burst', 200);
    expect(events).toHaveLength(200);
    for (const path of documents) {
      const ofDocument = events.filter((e) => e.document === path);
      expect(ofDocument).toHaveLength(10);
      // In commit order, each event's before is the previous event's after, and the last after is what is stored.
      ofDocument.forEach((event, i) => {
        expect(event.before).toEqual(i === 0 ? null : ofDocument[i - 1]?.after);
      });
      const stored = (await adminDb.doc(path).get()).data();
      expect(ofDocument.at(-1)?.after).toEqual(stored);
    }
  });

  it('does not retry a throwing function deployed without retry, and retries one deployed with it', async () => {
    await adminDb.doc(`${base}/throws/t`).set({ n: 1 });
    await adminDb.doc(`${base}/retries/r`).set({ n: 1 });
    const retried = await eventsOf('retries', 3, `${base}/retries/r`);
    expect(retried).toHaveLength(3);
    expect(new Set(retried.map((e) => e.eventId)).size).toBe(1);
    // Read after the retries' backoff has passed: a retry of the other would have come by now.
    const thrown = await eventsOf('throws', 1, `${base}/throws/t`);
    expect(thrown).toHaveLength(1);
  });
});
