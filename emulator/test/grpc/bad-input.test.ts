import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminHarness, startAdminHarness } from '../support/harness.js';
import { callUnary, callWithBytes, type RawClient, rawClient } from '../support/raw-client.js';

describe('bad input gets the right gRPC status and the server keeps serving', () => {
  let h: AdminHarness;
  let client: RawClient;
  let database: string;
  beforeAll(async () => {
    h = await startAdminHarness();
    client = rawClient(h.emulator.address);
    database = `projects/${h.projectId}/databases/(default)`;
  });
  afterAll(async () => {
    client.close();
    await h.close();
  });

  const expectStatus = async (promise: Promise<unknown>, code: grpc.status, message: RegExp) => {
    const error = (await promise.then(
      () => undefined,
      (e: unknown) => e,
    )) as grpc.ServiceError | undefined;
    expect(error?.code).toBe(code);
    expect(error?.details).toMatch(message);
  };

  it('malformed protobuf → INVALID_ARGUMENT', async () => {
    await expectStatus(
      callWithBytes(client, '/google.firestore.v1.Firestore/Commit', Buffer.from([0xff, 0xff, 0xff, 0xff])),
      grpc.status.INVALID_ARGUMENT,
      /Invalid request/,
    );
  });

  it('unknown method → UNIMPLEMENTED', async () => {
    await expectStatus(
      callWithBytes(client, '/google.firestore.v1.Firestore/NoSuchMethod', Buffer.alloc(0)),
      grpc.status.UNIMPLEMENTED,
      /NoSuchMethod/,
    );
  });

  it('invalid document paths → INVALID_ARGUMENT', async () => {
    await expectStatus(
      callUnary(client, 'Commit', {
        database,
        writes: [{ update: { name: `${database}/documents/onlyCollection`, fields: {} } }],
      }),
      grpc.status.INVALID_ARGUMENT,
      /odd number of segments/,
    );
    await expectStatus(
      callUnary(client, 'Commit', { database, writes: [{ delete: `${database}/documents/c//d` }] }),
      grpc.status.INVALID_ARGUMENT,
      /empty segments/,
    );
    await expectStatus(
      callUnary(client, 'GetDocument', { name: 'not/a/resource' }),
      grpc.status.INVALID_ARGUMENT,
      /Invalid resource name/,
    );
  });

  it('oversized document → INVALID_ARGUMENT with Firestore’s wording', async () => {
    const error = await h.db
      .doc('big/doc')
      .set({ s: 'x'.repeat(1_048_576) })
      .catch((e: { code: number; details: string }) => e);
    expect(error).toMatchObject({ code: grpc.status.INVALID_ARGUMENT });
    expect((error as { details: string }).details).toMatch(
      /exceeds the maximum allowed size of 1,048,576 bytes/,
    );
  });

  it('filter with the wrong value type → INVALID_ARGUMENT', async () => {
    const run = (where: unknown) =>
      new Promise((resolve, reject) => {
        const call = (
          client.RunQuery as (r: unknown, m: grpc.Metadata) => grpc.ClientReadableStream<unknown>
        ).call(
          client,
          { parent: `${database}/documents`, structuredQuery: { from: [{ collectionId: 'c' }], where } },
          new grpc.Metadata(),
        );
        call.on('data', () => {});
        call.on('error', reject);
        call.on('end', resolve);
      });
    await expectStatus(
      run({ fieldFilter: { field: { fieldPath: 'a' }, op: 'IN', value: { integerValue: '1' } } }),
      grpc.status.INVALID_ARGUMENT,
      /requires an array value/,
    );
    await expectStatus(
      run({ fieldFilter: { field: { fieldPath: '__name__' }, op: 'EQUAL', value: { stringValue: 'x' } } }),
      grpc.status.INVALID_ARGUMENT,
      /must be a Key/,
    );
  });

  it('an unknown transaction and a too-deep value are rejected', async () => {
    await expectStatus(
      callUnary(client, 'Commit', { database, transaction: Buffer.from('nope'), writes: [] }),
      grpc.status.INVALID_ARGUMENT,
      /Transaction/,
    );
    let deep: Record<string, unknown> = { integerValue: '1' };
    for (let i = 0; i < 25; i++) deep = { mapValue: { fields: { a: deep } } };
    await expectStatus(
      callUnary(client, 'Commit', {
        database,
        writes: [{ update: { name: `${database}/documents/c/deep`, fields: { d: deep } } }],
      }),
      grpc.status.INVALID_ARGUMENT,
      /nested more than 20 levels/,
    );
  });

  it('keeps serving other clients after all of that', async () => {
    await h.db.doc('still/alive').set({ ok: true });
    expect((await h.db.doc('still/alive').get()).get('ok')).toBe(true);
  });

  it('maximum and minimum transforms (no SDK exposes them)', async () => {
    const name = `${database}/documents/mm/doc`;
    await callUnary(client, 'Commit', {
      database,
      writes: [{ update: { name, fields: { hi: { integerValue: '5' }, lo: { doubleValue: 5 } } } }],
    });
    const response = await callUnary<{ writeResults: { transformResults: unknown[] }[] }>(client, 'Commit', {
      database,
      writes: [
        {
          transform: {
            document: name,
            fieldTransforms: [
              { fieldPath: 'hi', maximum: { doubleValue: 7.5 } },
              { fieldPath: 'lo', minimum: { integerValue: '2' } },
              { fieldPath: 'none', maximum: { integerValue: '3' } },
            ],
          },
        },
      ],
    });
    expect(response.writeResults[0]?.transformResults).toHaveLength(3);
    expect((await h.db.doc('mm/doc').get()).data()).toEqual({ hi: 7.5, lo: 2, none: 3 });
  });

  it('BeginTransaction, Commit with it, Rollback, and a rolled-back transaction cannot commit', async () => {
    const name = `${database}/documents/txn/explicit`;
    const begun = await callUnary<{ transaction: Buffer }>(client, 'BeginTransaction', { database });
    await callUnary(client, 'Commit', {
      database,
      transaction: begun.transaction,
      writes: [{ update: { name, fields: { v: { integerValue: '1' } } } }],
    });
    expect((await h.db.doc('txn/explicit').get()).get('v')).toBe(1);
    const second = await callUnary<{ transaction: Buffer }>(client, 'BeginTransaction', { database });
    await callUnary(client, 'Rollback', { database, transaction: second.transaction });
    await expectStatus(
      callUnary(client, 'Commit', { database, transaction: second.transaction, writes: [] }),
      grpc.status.INVALID_ARGUMENT,
      /already been committed or rolled back/,
    );
    const readOnly = await callUnary<{ transaction: Buffer }>(client, 'BeginTransaction', {
      database,
      options: { readOnly: {} },
    });
    await expectStatus(
      callUnary(client, 'Commit', {
        database,
        transaction: readOnly.transaction,
        writes: [{ delete: name }],
      }),
      grpc.status.INVALID_ARGUMENT,
      /read-only transaction/,
    );
  });
});
