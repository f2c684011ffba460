import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentPattern } from '../../src/triggers/document-pattern.js';
import { startTestEmulator, type TestEmulator } from '../support/harness.js';
import { decodeDocumentEventData } from './decode-event-data.js';

interface Received {
  key: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Stands in for firebase-tools' Functions emulator: records what arrives and answers as told. */
function startReceiver() {
  const received: Received[] = [];
  let answer = (_key: string): number => 200;
  let retryOf: Record<string, boolean> = {};
  let slowly: ((headers: http.IncomingHttpHeaders) => Promise<void>) | undefined;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/backends') {
        const functionTriggers = Object.entries(retryOf).map(([id, retry]) => ({
          id,
          eventTrigger: { retry },
        }));
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ backends: [{ functionTriggers }] }));
        return;
      }
      const key = (req.url ?? '').split('/triggers/')[1] ?? '';
      received.push({ key, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      void (slowly?.(req.headers) ?? Promise.resolve()).then(() =>
        res.writeHead(answer(key)).end('{"status":"acknowledged"}'),
      );
    });
  });
  return {
    received,
    server,
    setAnswer: (fn: (key: string) => number) => {
      answer = fn;
    },
    setRetry: (map: Record<string, boolean>) => {
      retryOf = map;
    },
    /** Runs before each answer: a function that takes its time. */
    setSlowly: (fn: typeof slowly) => {
      slowly = fn;
    },
  };
}

const projectId = 'demo-triggers';
let receiver: ReturnType<typeof startReceiver>;
let emulator: TestEmulator;
let db: Firestore;

async function register(path: string, method: string, body: unknown) {
  const response = await fetch(`http://${emulator.address}/emulator/v1/projects/${projectId}/${path}`, {
    method,
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

const v2 = (key: string, action: string, document: string) =>
  register(`eventarcTrigger?eventarcTriggerId=${key}`, 'POST', {
    eventType: `google.cloud.firestore.document.v1.${action}`,
    database: '(default)',
    namespace: '(default)',
    document: { value: document, matchType: 'PATH_PATTERN' },
  });

beforeAll(async () => {
  receiver = startReceiver();
  await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
  const port = (receiver.server.address() as AddressInfo).port;
  emulator = await startTestEmulator({
    quiet: true,
    storagePort: false,
    functionsEmulator: `127.0.0.1:${port}`,
  });
  db = emulator.adminFirestore(projectId);
});

afterAll(async () => {
  await emulator.close();
  receiver.server.close();
});

beforeEach(async () => {
  await fetch(`http://${emulator.address}/emulator/v1/projects/${projectId}/triggers`, { method: 'DELETE' });
  receiver.received.length = 0;
  receiver.setAnswer(() => 200);
  receiver.setRetry({});
});

describe('document patterns', () => {
  it('matches {param} one segment and {param=**} one or more, with their values', () => {
    expect(documentPattern('users/{uid}').match('users/alice')).toEqual({ uid: 'alice' });
    expect(documentPattern('users/{uid}').match('users/alice/posts/p1')).toBeUndefined();
    expect(documentPattern('users/{rest=**}').match('users/alice/posts/p1')).toEqual({
      rest: 'alice/posts/p1',
    });
    expect(documentPattern('{c}/{d}/posts/{p}').match('users/alice/posts/p1')).toEqual({
      c: 'users',
      d: 'alice',
      p: 'p1',
    });
    expect(documentPattern('users/alice', true).match('users/alice')).toEqual({});
    expect(documentPattern('users/alice', true).match('users/bob')).toBeUndefined();
  });
});

describe('trigger delivery', () => {
  it('sends a binary CloudEvent with protobuf data: before, after, update mask and commit time', async () => {
    await v2('us-central1-onWrite-0', 'written', 'users/{uid}');
    const ref = db.doc('users/alice');
    await ref.set({ name: 'Alice', address: { city: 'Pune', pin: 411001 }, tags: ['a'] });
    const result = await ref.update({ 'address.city': 'Mumbai', at: FieldValue.serverTimestamp() });
    await emulator.triggers.idle();

    expect(receiver.received).toHaveLength(2);
    const update = receiver.received[1] as Received;
    expect(update.key).toBe('us-central1-onWrite-0');
    expect(update.headers).toMatchObject({
      'content-type': 'application/protobuf',
      'ce-type': 'google.cloud.firestore.document.v1.written',
      'ce-document': 'users/alice',
      'ce-database': '(default)',
      'ce-project': projectId,
      'ce-specversion': '1.0',
    });
    expect(Date.parse(String(update.headers['ce-time']))).toBe(result.writeTime.toMillis());
    const data = decodeDocumentEventData(Buffer.from(update.body, 'base64'));
    expect(data.updateMask?.fieldPaths?.sort()).toEqual(['address.city', 'at']);
    expect(data.oldValue?.fields?.address?.mapValue?.fields?.city?.stringValue).toBe('Pune');
    expect(data.value?.fields?.address?.mapValue?.fields?.city?.stringValue).toBe('Mumbai');
    expect(data.value?.name).toBe(`projects/${projectId}/databases/(default)/documents/users/alice`);
    expect(Number(data.value?.fields?.address?.mapValue?.fields?.pin?.integerValue)).toBe(411001);

    const create = decodeDocumentEventData(Buffer.from((receiver.received[0] as Received).body, 'base64'));
    expect(create.oldValue).toBeNull();
    expect(create.updateMask).toBeNull();
  });

  it('sends 1st-gen events as JSON with the legacy context, only for the registered action', async () => {
    await register('triggers/us-central1-onCreate-0', 'PUT', {
      eventTrigger: {
        eventType: 'providers/cloud.firestore/eventTypes/document.create',
        resource: `projects/${projectId}/databases/(default)/documents/rooms/{roomId}`,
        service: 'firestore.googleapis.com',
      },
    });
    await db.doc('rooms/r1').set({ n: 1 });
    await db.doc('rooms/r1').set({ n: 2 });
    await db.doc('rooms/r1/members/m1').set({ n: 1 });
    await emulator.triggers.idle();

    expect(receiver.received).toHaveLength(1);
    const event = JSON.parse((receiver.received[0] as Received).body);
    expect(event.context).toMatchObject({
      eventType: 'providers/cloud.firestore/eventTypes/document.create',
      resource: {
        name: `projects/${projectId}/databases/(default)/documents/rooms/r1`,
        service: 'firestore.googleapis.com',
      },
    });
    expect(event.data.value.fields).toEqual({ n: { integerValue: '1' } });
    expect(event.data.oldValue).toBeUndefined();
  });

  it('keeps commit order per document in a burst, and sends nothing for a data reset', async () => {
    await v2('us-central1-onCount-0', 'written', 'counters/{id}');
    await Promise.all(Array.from({ length: 50 }, (_, n) => db.doc(`counters/c${n % 5}`).set({ n })));
    await emulator.triggers.idle();
    expect(receiver.received).toHaveLength(50);
    const microsOf = (t: string) => Date.parse(t) * 1000 + (Number(/\.\d{3}(\d{3})/.exec(t)?.[1] ?? 0) || 0);
    for (let c = 0; c < 5; c++) {
      const ofDocument = receiver.received.filter((r) => r.headers['ce-document'] === `counters/c${c}`);
      expect(ofDocument).toHaveLength(10);
      const micros = ofDocument.map((r) => microsOf(String(r.headers['ce-time'])));
      expect([...micros].sort((a, b) => a - b)).toEqual(micros);
    }

    receiver.received.length = 0;
    emulator.clear();
    await emulator.triggers.idle();
    expect(receiver.received).toHaveLength(0);
  });

  it('delivers events of different documents a few at a time, never two of one document at once', async () => {
    await v2('us-central1-onSlow-0', 'written', 'slow/{id}');
    let running = 0;
    let most = 0;
    const runningDocuments = new Set<string>();
    let overlapOfOneDocument = false;
    receiver.setSlowly(async (headers) => {
      const document = String(headers['ce-document']);
      if (runningDocuments.has(document)) overlapOfOneDocument = true;
      runningDocuments.add(document);
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running--;
      runningDocuments.delete(document);
    });
    await Promise.all(Array.from({ length: 40 }, (_, n) => db.doc(`slow/s${n % 8}`).set({ n })));
    await emulator.triggers.idle();
    receiver.setSlowly(undefined);
    expect(receiver.received).toHaveLength(40);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(4);
    expect(overlapOfOneDocument).toBe(false);
  });

  it('does not retry a failing function deployed without retry', async () => {
    await v2('us-central1-fails-0', 'created', 'jobs/{id}');
    receiver.setAnswer(() => 500);
    receiver.setRetry({ 'us-central1-fails': false });
    await db.doc('jobs/j1').set({ n: 1 });
    await emulator.triggers.idle();
    expect(receiver.received).toHaveLength(1);
  });

  it('retries a failing function deployed with retry, with the same event id', async () => {
    await v2('us-central1-retries-0', 'created', 'jobs/{id}');
    let calls = 0;
    receiver.setAnswer(() => (++calls < 3 ? 500 : 200));
    receiver.setRetry({ 'us-central1-retries': true });
    await db.doc('jobs/j2').set({ n: 1 });
    await emulator.triggers.idle();
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((r) => r.headers['ce-id'])).size).toBe(1);
  });

  it('drops a trigger the Functions emulator no longer knows', async () => {
    await v2('us-central1-gone-0', 'created', 'gone/{id}');
    receiver.setAnswer(() => 404);
    await db.doc('gone/a').set({ n: 1 });
    await emulator.triggers.idle();
    await db.doc('gone/b').set({ n: 1 });
    await emulator.triggers.idle();
    expect(receiver.received).toHaveLength(1);
    expect(emulator.triggers.list(projectId)).toEqual([]);
  });
});
