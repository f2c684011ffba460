// Test-only functions: every Firestore trigger kind, each recording the event it received in
// `triggerEvents`, so the e2e tests can check what was delivered, how often and in which order.
import { initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import * as v1 from 'firebase-functions/v1';
import {
  onDocumentCreated,
  onDocumentDeleted,
  onDocumentUpdated,
  onDocumentWritten,
} from 'firebase-functions/v2/firestore';

initializeApp();
const db = getFirestore();

const dataOf = (snapshot) => (snapshot?.exists ? snapshot.data() : null);

function record(fn, entry) {
  return db.collection('triggerEvents').add({ fn, ...entry, loggedAt: FieldValue.serverTimestamp() });
}

/** A 2nd-gen event: `data` is a snapshot (created, deleted) or a Change (updated, written). */
function recordV2(fn, event) {
  const change = event.data && 'before' in event.data ? event.data : undefined;
  return record(fn, {
    eventId: event.id,
    type: event.type,
    time: event.time,
    document: event.document,
    runId: event.params.runId,
    params: event.params,
    before: change ? dataOf(change.before) : fn === 'deleted' ? dataOf(event.data) : null,
    after: change ? dataOf(change.after) : fn === 'deleted' ? null : dataOf(event.data),
  });
}

function recordV1(fn, before, after, context) {
  return record(fn, {
    eventId: context.eventId,
    type: context.eventType,
    time: context.timestamp,
    document: context.resource.name.split('/documents/')[1],
    runId: context.params.runId,
    params: context.params,
    before: dataOf(before),
    after: dataOf(after),
  });
}

export const e2eCreated = onDocumentCreated('triggerTests/{runId}/created/{docId}', (event) =>
  recordV2('created', event),
);
export const e2eUpdated = onDocumentUpdated('triggerTests/{runId}/updated/{docId}', (event) =>
  recordV2('updated', event),
);
export const e2eDeleted = onDocumentDeleted('triggerTests/{runId}/deleted/{docId}', (event) =>
  recordV2('deleted', event),
);
export const e2eWritten = onDocumentWritten('triggerTests/{runId}/written/{path=**}', (event) =>
  recordV2('written', event),
);
export const e2eBurst = onDocumentWritten('triggerTests/{runId}/burst/{docId}', (event) =>
  recordV2('burst', event),
);

export const e2eThrows = onDocumentCreated('triggerTests/{runId}/throws/{docId}', async (event) => {
  await recordV2('throws', event);
  throw new Error('This trigger always fails.');
});

/** Fails on its first two attempts at an event, then succeeds: deployed with retry, it sees each event 3 times. */
export const e2eRetries = onDocumentCreated(
  { document: 'triggerTests/{runId}/retries/{docId}', retry: true },
  async (event) => {
    await recordV2('retries', event);
    const attempts = await db.collection('triggerEvents').where('eventId', '==', event.id).count().get();
    if (attempts.data().count < 3) throw new Error(`Failing attempt ${attempts.data().count} on purpose.`);
  },
);

const v1Document = v1.firestore.document('triggerTests/{runId}/v1/{docId}');
export const e2eV1Create = v1Document.onCreate((snapshot, context) =>
  recordV1('v1.create', undefined, snapshot, context),
);
export const e2eV1Update = v1Document.onUpdate((change, context) =>
  recordV1('v1.update', change.before, change.after, context),
);
export const e2eV1Delete = v1Document.onDelete((snapshot, context) =>
  recordV1('v1.delete', snapshot, undefined, context),
);
export const e2eV1Write = v1Document.onWrite((change, context) =>
  recordV1('v1.write', change.before, change.after, context),
);
