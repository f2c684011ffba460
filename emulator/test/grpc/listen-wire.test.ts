import type * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminHarness, startAdminHarness } from '../support/harness.js';
import { adminMetadata, type RawClient, rawClient } from '../support/raw-client.js';

interface ListenMessage {
  targetChange?: {
    targetChangeType?: string;
    targetIds?: number[];
    resumeToken?: Buffer;
    readTime?: object;
    cause?: { code: number };
  };
  documentChange?: { document: { name: string }; targetIds?: number[] };
  filter?: { targetId: number; count?: number };
}

const summarize = (m: ListenMessage): string => {
  if (m.targetChange) {
    const t = m.targetChange;
    return `${t.targetChangeType ?? 'NO_CHANGE'}${t.targetIds?.length ? `:${t.targetIds.join(',')}` : ''}${t.cause ? `!${t.cause.code}` : ''}`;
  }
  if (m.documentChange)
    return `doc:${m.documentChange.document.name.split('/').pop()}→${m.documentChange.targetIds?.join(',')}`;
  if (m.filter) return `filter:${m.filter.targetId}=${m.filter.count ?? 0}`;
  return 'other';
};

describe('Listen on the wire', () => {
  let h: AdminHarness;
  let client: RawClient;
  let root: string;
  beforeAll(async () => {
    h = await startAdminHarness();
    client = rawClient(h.emulator.address);
    root = `projects/${h.projectId}/databases/(default)`;
    await h.db.doc('w/a').set({ x: 1 });
    await h.db.doc('w/b').set({ x: 2 });
  });
  afterAll(async () => {
    client.close();
    await h.close();
  });

  it('acks targets, sends documents, CURRENT, global snapshots, filters on resume, and REMOVE with a cause', async () => {
    const call = (
      client.Listen as (m: grpc.Metadata) => grpc.ClientDuplexStream<unknown, ListenMessage>
    ).call(client, adminMetadata());
    const messages: ListenMessage[] = [];
    let waiter: { count: number; resolve: () => void } | undefined;
    call.on('data', (m: ListenMessage) => {
      messages.push(m);
      if (waiter && messages.length >= waiter.count) waiter.resolve();
    });
    call.on('error', () => {});
    const until = (count: number) =>
      new Promise<void>((resolve) => {
        waiter = { count, resolve };
        if (messages.length >= count) resolve();
      });
    const query = { parent: `${root}/documents`, structuredQuery: { from: [{ collectionId: 'w' }] } };

    call.write({ database: root, addTarget: { targetId: 2, query } });
    await until(5);
    expect(messages.map(summarize)).toEqual(['ADD:2', 'doc:a→2', 'doc:b→2', 'CURRENT:2', 'NO_CHANGE']);
    const resumeToken = messages[3]?.targetChange?.resumeToken;
    expect(resumeToken?.length).toBe(8);
    expect(messages[4]?.targetChange?.readTime).toBeDefined();

    call.write({
      database: root,
      addTarget: { targetId: 4, documents: { documents: [`${root}/documents/w/a`] } },
    });
    await until(9);
    expect(messages.slice(5).map(summarize)).toEqual(['ADD:4', 'doc:a→4', 'CURRENT:4', 'NO_CHANGE']);

    call.write({ database: root, removeTarget: 2 });
    await until(10);
    expect(summarize(messages[9] as ListenMessage)).toBe('REMOVE:2');

    call.write({ database: root, addTarget: { targetId: 6, query, resumeToken } });
    await until(16);
    expect(messages.slice(10).map(summarize)).toEqual([
      'ADD:6',
      'doc:a→6',
      'doc:b→6',
      'filter:6=2',
      'CURRENT:6',
      'NO_CHANGE',
    ]);

    const badQuery = {
      parent: `${root}/documents`,
      structuredQuery: {
        from: [{ collectionId: 'w' }],
        where: { fieldFilter: { field: { fieldPath: 'x' }, op: 'IN', value: { integerValue: '1' } } },
      },
    };
    call.write({ database: root, addTarget: { targetId: 8, query: badQuery } });
    await until(18);
    expect(messages.slice(16).map(summarize)).toEqual(['ADD:8', 'REMOVE:8!3']);

    call.end();
  });
});
