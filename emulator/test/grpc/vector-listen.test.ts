import type * as grpc from '@grpc/grpc-js';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminHarness, startAdminHarness } from '../support/harness.js';
import { adminMetadata, type RawClient, rawClient } from '../support/raw-client.js';

interface ListenMessage {
  targetChange?: {
    targetChangeType?: string;
    targetIds?: number[];
    cause?: { code: number; message: string };
  };
}

describe('vector queries and Listen', () => {
  let h: AdminHarness;
  let client: RawClient;
  beforeAll(async () => {
    h = await startAdminHarness();
    client = rawClient(h.emulator.address);
    await h.db.doc('v/a').set({ e: FieldValue.vector([1, 0]) });
  });
  afterAll(async () => {
    client.close();
    await h.close();
  });

  it('removes a findNearest target with INVALID_ARGUMENT: vector search has no real-time listeners', async () => {
    const root = `projects/${h.projectId}/databases/(default)`;
    const call = (
      client.Listen as (m: grpc.Metadata) => grpc.ClientDuplexStream<unknown, ListenMessage>
    ).call(client, adminMetadata());
    call.on('error', () => {});
    const messages: ListenMessage[] = [];
    const removed = new Promise<void>((resolve) => {
      call.on('data', (m: ListenMessage) => {
        messages.push(m);
        if (m.targetChange?.targetChangeType === 'REMOVE') resolve();
      });
    });
    const queryVector = {
      mapValue: {
        fields: {
          __type__: { stringValue: '__vector__' },
          value: { arrayValue: { values: [{ doubleValue: 1 }, { doubleValue: 0 }] } },
        },
      },
    };
    call.write({
      database: root,
      addTarget: {
        targetId: 2,
        query: {
          parent: `${root}/documents`,
          structuredQuery: {
            from: [{ collectionId: 'v' }],
            findNearest: {
              vectorField: { fieldPath: 'e' },
              queryVector,
              distanceMeasure: 'EUCLIDEAN',
              limit: { value: 1 },
            },
          },
        },
      },
    });
    await removed;
    call.end();
    expect(messages.map((m) => m.targetChange?.targetChangeType)).toEqual(['ADD', 'REMOVE']);
    expect(messages[1]?.targetChange?.cause).toMatchObject({
      code: 3,
      message: 'FindNearest queries cannot be listened to.',
    });
  });
});
