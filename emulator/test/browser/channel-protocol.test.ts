import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseRegistry } from '../../src/core/database.js';
import { FirestoreService } from '../../src/core/firestore-service.js';
import { HttpRouter } from '../../src/http/router.js';
import { silentLogger } from '../../src/logger.js';
import { addWebChannelRoutes } from '../../src/webchannel/index.js';
import { type AdminHarness, startAdminHarness } from '../support/harness.js';
import { form, LISTEN, parseChunks, RawChannel, WRITE } from './channel-client.js';

const token = (uid: string) =>
  `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: uid })).toString('base64url')}.`;

describe('WebChannel protocol on the emulator port', () => {
  let h: AdminHarness;
  let base: string;
  let database: string;
  let root: string;
  const listen = () => new RawChannel(base, LISTEN, database);
  const addTarget = (collectionId: string, targetId = 2) => ({
    database,
    addTarget: { targetId, query: { parent: root, structuredQuery: { from: [{ collectionId }] } } },
  });
  const isCurrent = (p: unknown) =>
    (p as { targetChange?: { targetChangeType?: string } }).targetChange?.targetChangeType === 'CURRENT';

  beforeAll(async () => {
    h = await startAdminHarness();
    base = `http://${h.emulator.address}`;
    database = `projects/${h.projectId}/databases/(default)`;
    root = `${database}/documents`;
  });
  afterAll(() => h.close());

  it('handshakes with the first message, CORS and the session header', async () => {
    const ch = listen();
    const { res, chunks } = await ch.open(addTarget('hs'));
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://app.test');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-expose-headers')).toMatch(/X-HTTP-Session-Id/i);
    // 12 random bytes, base64url.
    expect(res.headers.get('x-http-session-id')).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(chunks).toEqual([[[0, ['c', ch.sid, '', 8, 14, 30000]]]]);
    const seen = await ch.pollUntil(isCurrent);
    expect(seen[0]).toEqual({ targetChange: { targetChangeType: 'ADD', targetIds: [2] } });
    await ch.terminate();
  });

  it('counts chunk lengths in UTF-16 units, so non-ASCII documents arrive intact', async () => {
    const text = 'Zoë 日本語 🎉👩🏽‍💻';
    await h.db.doc('utf/a').set({ text });
    const ch = listen();
    await ch.open(addTarget('utf'));
    const { text: body } = await ch.poll();
    const length = Number(body.slice(0, body.indexOf('\n')));
    expect(length).toBe(body.length - body.indexOf('\n') - 1);
    expect(Buffer.byteLength(body)).toBeGreaterThan(body.length); // bytes would have been wrong
    expect(body).toContain(text);
    await ch.terminate();
  });

  it('streams on a CI=0 backchannel: a noop at once, then live changes', async () => {
    const ch = listen();
    await ch.open(addTarget('live-stream'));
    const stream = ch.stream();
    const until = async (check: (t: string) => boolean) => {
      for (let i = 0; i < 200 && !check(stream.text()); i++) await new Promise((r) => setTimeout(r, 10));
      return stream.text();
    };
    expect(await until((t) => t.includes('CURRENT'))).toContain('"ADD"');
    await h.db.doc('live-stream/x').set({ v: 'hello' });
    expect(await until((t) => t.includes('hello'))).toContain('live-stream/x');
    expect(() => parseChunks(stream.text())).not.toThrow();
    stream.close();
    await ch.terminate();
  });

  it('de-duplicates a retried forward POST (same message ids)', async () => {
    await h.db.doc('dedupe/a').set({ n: 0 });
    const ch = new RawChannel(base, WRITE, database);
    await ch.open({ database });
    const [hello] = await ch.pollUntil((p) => 'streamToken' in (p as object));
    const streamToken = (hello as { streamToken: string }).streamToken;
    const body = form(
      [
        {
          streamToken,
          writes: [
            {
              transform: {
                document: `${root}/dedupe/a`,
                fieldTransforms: [{ fieldPath: 'n', increment: { integerValue: '1' } }],
              },
            },
          ],
        },
      ],
      1,
    );
    const first = await ch.post(body);
    expect(parseChunks(await first.text())[0]).toEqual([1, expect.any(Number), expect.any(Number)]);
    await ch.post(body); // the client retries with the same ids when a POST times out
    await ch.pollUntil((p) => 'commitTime' in (p as object));
    expect((await h.db.doc('dedupe/a').get()).get('n')).toBe(1);
    await ch.terminate();
  });

  it('answers garbage, unknown sessions and oversized bodies with clear errors, sparing other sessions', async () => {
    const bystander = listen();
    await bystander.open(addTarget('bystander'));
    await bystander.pollUntil(isCurrent);

    const victim = listen();
    await victim.open(addTarget('victim', 4));
    const garbage = await victim.post('count=banana&req0___data__=%7Bnope');
    expect(garbage.status).toBe(400);
    expect(await garbage.text()).toMatch(/Invalid channel request/);
    const notJson = await victim.post('count=1&ofs=1&req0___data__=%7Bnope');
    expect(await notJson.text()).toMatch(/not JSON/);

    const unknown = await victim.post(form([{}], 1), 'no-such-session');
    expect(unknown.status).toBe(400);
    const unknownText = await unknown.text();
    expect(unknownText.indexOf('Unknown SID')).toBeGreaterThan(0); // the client checks indexOf(...) > 0
    expect((await victim.poll('no-such-session')).text).toMatch(/Unknown SID/);

    const huge = await victim.post(`count=1&ofs=1&req0___data__=${'x'.repeat(17 * 1024 * 1024)}`);
    expect(huge.status).toBe(413);

    // A message that is JSON but not a valid request fails that stream with INVALID_ARGUMENT…
    await victim.post(form([{ addTarget: { targetId: 'seven' } }], 1));
    const failed = await victim.pollUntil((p) => 'error' in (p as object));
    expect(failed.at(-1)).toMatchObject({ error: { status: 'INVALID_ARGUMENT' } });

    // …and the bystander's session still streams.
    await h.db.doc('bystander/x').set({ ok: true });
    await bystander.pollUntil((p) => JSON.stringify(p).includes('bystander/x'));
    await bystander.terminate();
    await victim.terminate();
  });

  it('terminate ends the session', async () => {
    const ch = listen();
    await ch.open(addTarget('term'));
    expect((await ch.terminate()).status).toBe(200);
    const after = await ch.poll();
    expect(after.status).toBe(400);
    expect(after.text).toMatch(/Unknown SID/);
  });
});

describe('WebChannel keep-alive, long polls and idle sessions (short timings)', () => {
  let server: http.Server;
  let base: string;
  const database = 'projects/demo-timing/databases/(default)';
  const seenAuth: string[] = [];
  beforeAll(async () => {
    const router = new HttpRouter(silentLogger);
    const service = new FirestoreService(new DatabaseRegistry(), {
      authorize: (request) => {
        seenAuth.push(request.auth.kind === 'user' ? request.auth.uid : request.auth.kind);
        return { allowed: true };
      },
    });
    addWebChannelRoutes(router, service, silentLogger, { keepAliveMs: 100, idleMs: 400, longPollMs: 200 });
    server = http.createServer(router.handle);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends keep-alive noops on a streaming backchannel', async () => {
    const ch = new RawChannel(base, WRITE, database);
    await ch.open({ database });
    const stream = ch.stream();
    const noops = () =>
      parseChunks(stream.text())
        .flat()
        .filter((a) => JSON.stringify(a).includes('"noop"')).length;
    const started = Date.now();
    while (noops() < 3 && Date.now() - started < 2000) await new Promise((r) => setTimeout(r, 20));
    expect(noops()).toBeGreaterThanOrEqual(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150); // paced by keepAliveMs, not a busy loop
    stream.close();
    await ch.terminate();
  });

  it('answers an empty long poll with a noop before its timeout', async () => {
    const ch = new RawChannel(base, WRITE, database);
    await ch.open({ database });
    await ch.poll(); // the stream's handshake reply
    const started = Date.now();
    const { arrays } = await ch.poll();
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(arrays.map(([, p]) => p)).toEqual([['noop']]);
    await ch.terminate();
  });

  it('closes a session nobody polls, after which it is an Unknown SID', async () => {
    const ch = new RawChannel(base, WRITE, database);
    await ch.open({ database });
    await new Promise((r) => setTimeout(r, 600));
    expect((await ch.poll()).text).toMatch(/Unknown SID/);
  });

  it('binds the token from the handshake headers blob to the session', async () => {
    const root = `${database}/documents`;
    const target = (targetId: number) => ({
      database,
      addTarget: { targetId, query: { parent: root, structuredQuery: { from: [{ collectionId: 'c' }] } } },
    });
    const ch = new RawChannel(base, LISTEN, database);
    seenAuth.length = 0;
    await ch.open(target(2), token('carol'));
    // A later POST carrying someone else's header does not change who the session is.
    await fetch(ch.url({ SID: ch.sid, RID: '9', AID: '0' }), {
      method: 'POST',
      headers: { authorization: token('mallory') },
      body: form([target(4)], 1),
    });
    expect(seenAuth).toEqual(['carol', 'carol']);
    await ch.terminate();
  });
});
