import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext, RulesDecision, RulesRequest } from '../../src/core/access.js';
import { webChannelOf } from '../../src/webchannel/index.js';
import { type AdminHarness, startAdminHarness, startTestEmulator } from '../support/harness.js';
import {
  type BrowserPage,
  buildFixtureSite,
  type FixtureSite,
  launchChromium,
  openFixture,
} from './support.js';

/**
 * The real `firebase/firestore` browser build in Chromium: Listen and Write over WebChannel, lookups and
 * transactions over REST, against the emulator on its one port. Run once streaming, once long-polling.
 */
let site: FixtureSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([buildFixtureSite(), launchChromium()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe.each([
  { mode: 'streaming', longPolling: false },
  { mode: 'long-polling', longPolling: true },
])('browser SDK over WebChannel and REST ($mode)', ({ longPolling }) => {
  let h: AdminHarness;
  let p: BrowserPage;
  const channel = () => {
    const server = webChannelOf(h.emulator.router);
    if (!server) throw new Error('WebChannel routes are not registered');
    return server;
  };

  beforeAll(async () => {
    h = await startAdminHarness();
    p = await openFixture(
      site,
      { host: h.emulator.host, port: h.emulator.port, projectId: h.projectId, longPolling },
      browser,
    );
  }, 60_000);
  afterAll(async () => {
    await p?.close();
    await h?.close();
  });

  it('onSnapshot gets the initial documents, then live add, modify and delete, each pushed within 2 s', async () => {
    await h.db.doc('live/a').set({ n: 1 });
    await h.db.doc('live/b').set({ n: 2 });
    await p.call('listen', 'live', 'live');
    await p.waitForIds('live', ['a', 'b']);

    const timed = async (write: () => Promise<unknown>, ids: string[]) => {
      const before = (await p.listener('live')).events.length;
      const t0 = Date.now();
      await write();
      const state = await p.waitForIds('live', ids);
      const event = state.events.at(-1);
      expect(state.events.length).toBeGreaterThan(before);
      return { latency: (event?.at ?? Number.POSITIVE_INFINITY) - t0, event };
    };
    const add = await timed(() => h.db.doc('live/c').set({ n: 3 }), ['a', 'b', 'c']);
    expect(add.event?.changes).toEqual([{ type: 'added', id: 'c', data: { n: 3 } }]);
    const modify = await timed(() => h.db.doc('live/a').set({ n: 4 }), ['b', 'c', 'a']);
    expect(modify.event?.changes).toEqual([{ type: 'modified', id: 'a', data: { n: 4 } }]);
    const remove = await timed(() => h.db.doc('live/b').delete(), ['c', 'a']);
    expect(remove.event?.changes).toEqual([{ type: 'removed', id: 'b', data: { n: 2 } }]);
    // Pushed, not polled: a change waits for no long-poll round. How fast is the emulator bench's to say; this
    // runs beside two end-to-end stacks on two cores, where a browser event can take a few hundred ms.
    for (const { latency } of [add, modify, remove]) expect(latency).toBeLessThan(2000);
    expect((await p.listener('live')).errors).toEqual([]);
    await p.call('stopListener', 'live');
  });

  it('getDoc and getDocs', async () => {
    await h.db.doc('reads/x').set({ n: 1, label: 'x' });
    await h.db.doc('reads/y').set({ n: 2 });
    expect(await p.call('getDoc', 'reads/x')).toEqual({ n: 1, label: 'x' });
    expect(await p.call('getDoc', 'reads/missing')).toBeNull();
    expect(await p.call('getDocs', 'reads')).toEqual(['x', 'y']);
  });

  it('getCountFromServer', async () => {
    await Promise.all([1, 2, 3].map((n) => h.db.doc(`counted/d${n}`).set({ n })));
    expect(await p.call('count', 'counted')).toBe(3);
  });

  it('runTransaction and writeBatch from the browser', async () => {
    await h.db.doc('bank/a').set({ n: 10 });
    await h.db.doc('bank/b').set({ n: 0 });
    expect(await p.call('transfer', 'bank/a', 'bank/b', 4)).toBe(6);
    expect((await h.db.doc('bank/a').get()).get('n')).toBe(6);
    expect((await h.db.doc('bank/b').get()).get('n')).toBe(4);
    await p.call('batch', [
      { path: 'bank/c', data: { n: 1 } },
      { path: 'bank/a', data: null },
    ]);
    expect((await h.db.doc('bank/c').get()).get('n')).toBe(1);
    expect((await h.db.doc('bank/a').get()).exists).toBe(false);
  });

  it('two listeners share one Listen channel', async () => {
    await h.db.doc('pair/a').set({ n: 1, side: 'left' });
    await h.db.doc('pair/b').set({ n: 2, side: 'right' });
    await p.call('listen', 'left', 'pair', { field: 'side', value: 'left' });
    await p.call('listen', 'right', 'pair', { field: 'side', value: 'right' });
    await p.waitForIds('left', ['a']);
    await p.waitForIds('right', ['b']);
    expect(channel().sessionCounts().Listen).toBe(1);
    await h.db.doc('pair/c').set({ n: 3, side: 'right' });
    await h.db.doc('pair/a').set({ n: 1, side: 'right' });
    await p.waitForIds('right', ['a', 'b', 'c'].sort());
    await p.waitForIds('left', []);
    await p.call('stopListener', 'left');
    await p.call('stopListener', 'right');
  });

  it('a listener survives its backchannel being cut and misses nothing', async () => {
    await h.db.doc('drop/a').set({ n: 1 });
    await p.call('listen', 'drop', 'drop');
    await p.waitForIds('drop', ['a']);
    channel().dropBackchannels(true);
    await h.db.doc('drop/b').set({ n: 2 });
    await h.db.doc('drop/c').set({ n: 3 });
    await p.waitForIds('drop', ['a', 'b', 'c'], 15_000);
    expect((await p.listener('drop')).errors).toEqual([]);
    await p.call('stopListener', 'drop');
  });

  it('used WebChannel for streams and REST for lookups, in the requested mode', () => {
    const paths = new Set(p.requests.map((r) => r.url.pathname.replace(/^.*\/documents/, '…')));
    expect(paths).toContain('/google.firestore.v1.Firestore/Listen/channel');
    expect(paths).toContain('/google.firestore.v1.Firestore/Write/channel');
    expect(paths).toContain('…:commit');
    expect(paths).toContain('…:batchGet');
    expect(paths).toContain('…:runAggregationQuery');
    const backchannels = p.requests.filter((r) => r.url.searchParams.get('RID') === 'rpc');
    expect(backchannels.length).toBeGreaterThan(0);
    const ci = new Set(backchannels.map((r) => r.url.searchParams.get('CI')));
    // Long-polling never asks for chunks. Streaming does; WebChannel may still fall back to an unchunked
    // backchannel (CI=1) for a session whose buffering-proxy test answers late, as on a loaded machine.
    if (longPolling) expect([...ci]).toEqual(['1']);
    else expect([...ci]).toContain('0');
  });

  it('a listener whose session dies reconnects with its resume token and misses nothing', async () => {
    await h.db.doc('resume/a').set({ n: 1 });
    await h.db.doc('resume/gone').set({ n: 9 });
    await p.call('listen', 'resume', 'resume');
    await p.waitForIds('resume', ['a', 'gone']);
    const handshakes = () =>
      p.requests.filter((r) => r.url.pathname.endsWith('/Listen/channel') && !r.url.searchParams.has('SID'))
        .length;
    const before = handshakes();
    channel().closeAllSessions();
    await h.db.doc('resume/b').set({ n: 2 });
    await h.db.doc('resume/gone').delete();
    await p.waitForIds('resume', ['a', 'b'], 15_000);
    expect(handshakes()).toBeGreaterThan(before);
    const resumed = p.requests
      .filter((r) => r.url.pathname.endsWith('/Listen/channel') && !r.url.searchParams.has('SID'))
      .slice(before)
      .some((r) => decodeURIComponent(r.body ?? '').includes('"resumeToken"'));
    expect(resumed).toBe(true);
    await h.db.doc('resume/c').set({ n: 3 });
    await p.waitForIds('resume', ['a', 'b', 'c'], 5000);
    expect((await p.listener('resume')).errors).toEqual([]);
    await p.call('stopListener', 'resume');
  });

  it('non-ASCII text and emoji arrive intact both ways', async () => {
    const text = 'Zoë – 日本語 – 🎉👩🏽‍💻 – \u2028 – "quoted" \\ end';
    await h.db.doc('intl/a').set({ n: 1, text });
    await p.call('listen', 'intl', 'intl');
    const state = await p.waitForIds('intl', ['a']);
    expect(state.events.at(-1)?.changes[0]?.data).toEqual({ n: 1, text });
    expect(await p.call('getDoc', 'intl/a')).toEqual({ n: 1, text });
    await p.call('setDoc', 'intl/b', { n: 2, text: `${text} ✓` });
    expect((await h.db.doc('intl/b').get()).get('text')).toBe(`${text} ✓`);
    await p.waitForIds('intl', ['a', 'b']);
    await p.call('stopListener', 'intl');
  });
});

describe('the rules hook sees the browser user on every transport', () => {
  it('denies a Listen target with permission-denied and sees the same auth on WebChannel and REST', async () => {
    const seen: { operation: string; path: string; auth: AuthContext }[] = [];
    const emulator = await startTestEmulator({
      quiet: true,
      rulesHook: {
        authorize(request: RulesRequest): RulesDecision {
          seen.push({ operation: request.operation, path: request.path, auth: request.auth });
          return request.path.startsWith('secret') ? { allowed: false, reason: 'secret' } : { allowed: true };
        },
      },
    });
    const page = await openFixture(
      site,
      { host: emulator.host, port: emulator.port, projectId: 'demo-rules', longPolling: false, uid: 'alice' },
      browser,
    );
    try {
      await page.call('listen', 'secret', 'secret');
      await page.call('setDoc', 'open/a', { n: 1 }); // Write stream (WebChannel)
      await page.call('listen', 'open', 'open'); // Listen (WebChannel)
      await page.waitForIds('open', ['a']);
      expect(await page.call('count', 'open')).toBe(1); // runAggregationQuery (REST)
      await page.call('transfer', 'open/a', 'open/b', 1); // batchGet + commit (REST)
      const deadline = Date.now() + 5000;
      while ((await page.listener('secret')).errors.length === 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      expect((await page.listener('secret')).errors[0]).toMatch(/^permission-denied: /);
      const operations = new Set(seen.map((s) => `${s.operation} ${s.path}`));
      expect(operations).toContain('create open/a');
      expect(operations).toContain('list open');
      expect(operations).toContain('list secret');
      expect(operations).toContain('update open/a');
      expect(operations).toContain('create open/b');
      const users = new Set(seen.map((s) => (s.auth.kind === 'user' ? s.auth.uid : s.auth.kind)));
      expect([...users]).toEqual(['alice']);
    } finally {
      await page.close();
      await emulator.close();
    }
  });
});
