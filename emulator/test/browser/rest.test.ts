import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminHarness, startAdminHarness } from '../support/harness.js';

/** Firestore's REST API the way the browser SDK calls it: POST, JSON as text/plain, token in Authorization. */
describe('REST endpoints', () => {
  let h: AdminHarness;
  let base: string;
  let root: string;
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'http://app.test', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { res, json: (await res.json()) as unknown };
  };

  beforeAll(async () => {
    h = await startAdminHarness();
    base = `http://${h.emulator.address}`;
    root = `projects/${h.projectId}/databases/(default)/documents`;
    await h.db.doc('rooms/a').set({ n: 1, name: 'Zoë 🎉', at: new Date('2024-01-02T03:04:05.678Z') });
    await h.db.doc('rooms/b').set({ n: 2, name: 'b', nothing: null });
  });
  afterAll(() => h.close());

  it('answers the CORS preflight with credentials', async () => {
    const res = await fetch(`${base}/v1/${root}:commit`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://app.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-goog-api-client',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://app.test');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  it('batchGet returns found and missing documents in proto3 JSON', async () => {
    const { res, json } = await post(`${root}:batchGet`, {
      documents: [`${root}/rooms/a`, `${root}/rooms/zzz`],
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://app.test');
    const [found, missing] = json as {
      found?: { fields: unknown; updateTime: string };
      missing?: string;
      readTime?: string;
    }[];
    expect(found?.found?.fields).toEqual({
      n: { integerValue: '1' },
      name: { stringValue: 'Zoë 🎉' },
      at: { timestampValue: '2024-01-02T03:04:05.678000000Z' },
    });
    expect(found?.found?.updateTime).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(missing?.missing).toBe(`${root}/rooms/zzz`);
    expect(typeof missing?.readTime).toBe('string');
  });

  it('commit applies writes with transforms and returns write results', async () => {
    const { res, json } = await post(`${root}:commit`, {
      writes: [
        {
          update: { name: `${root}/rooms/c`, fields: { n: { integerValue: '5' }, z: { nullValue: null } } },
          currentDocument: { exists: false },
          updateTransforms: [{ fieldPath: 'at', setToServerValue: 'REQUEST_TIME' }],
        },
      ],
    });
    expect(res.status).toBe(200);
    const body = json as { commitTime: string; writeResults: { transformResults: unknown[] }[] };
    expect(body.commitTime).toMatch(/Z$/);
    expect(body.writeResults[0]?.transformResults).toEqual([{ timestampValue: expect.any(String) }]);
    const snap = await h.db.doc('rooms/c').get();
    expect(snap.get('n')).toBe(5);
    expect(snap.get('z')).toBeNull();
  });

  it('runQuery and runAggregationQuery answer arrays', async () => {
    const query = {
      from: [{ collectionId: 'rooms' }],
      where: { fieldFilter: { field: { fieldPath: 'n' }, op: 'LESS_THAN', value: { integerValue: '3' } } },
      orderBy: [{ field: { fieldPath: 'n' }, direction: 'DESCENDING' }],
      limit: 5,
    };
    const { json } = await post(`${root}:runQuery`, { structuredQuery: query });
    const names = (json as { document?: { name: string } }[]).map((r) => r.document?.name);
    expect(names).toEqual([`${root}/rooms/b`, `${root}/rooms/a`]);
    const agg = await post(`${root}:runAggregationQuery`, {
      structuredAggregationQuery: {
        structuredQuery: query,
        aggregations: [
          { alias: 'aggregate_0', count: {} },
          { alias: 's', sum: { field: { fieldPath: 'n' } } },
        ],
      },
    });
    const [first] = agg.json as { result: { aggregateFields: Record<string, unknown> } }[];
    expect(first?.result.aggregateFields).toEqual({
      aggregate_0: { integerValue: '2' },
      s: { integerValue: '3' },
    });
  });

  it('answers bad input with Firestore error JSON', async () => {
    const garbage = await post(`${root}:commit`, '{not json');
    expect(garbage.res.status).toBe(400);
    expect(garbage.json).toMatchObject({ error: { code: 400, status: 'INVALID_ARGUMENT' } });
    const badValue = await post(`${root}:commit`, {
      writes: [{ update: { name: `${root}/rooms/d`, fields: { x: { timestampValue: 'yesterday' } } } }],
    });
    expect(badValue.json).toMatchObject({
      error: { status: 'INVALID_ARGUMENT', message: expect.stringContaining('yesterday') },
    });
    const exists = await post(`${root}:commit`, {
      writes: [{ update: { name: `${root}/rooms/a`, fields: {} }, currentDocument: { exists: false } }],
    });
    expect(exists.res.status).toBe(409);
    expect(exists.json).toMatchObject({ error: { status: 'ALREADY_EXISTS' } });
    const unknown = await post(`${root}:frobnicate`, {});
    expect(unknown.json).toMatchObject({ error: { status: 'INVALID_ARGUMENT' } });
  });

  it('refuses an oversized body with 413', async () => {
    const big = 'x'.repeat(17 * 1024 * 1024);
    const res = await fetch(`${base}/v1/${root}:commit`, { method: 'POST', body: big });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/limit/);
  });
});
