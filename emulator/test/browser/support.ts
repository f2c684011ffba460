import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { launchChromium } from '../../../scripts/lib/chromium';
import type { Fixture, InitOptions, ListenerState } from './fixture/main.js';

export { launchChromium };

const FIXTURE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixture');

export interface FixtureSite {
  readonly url: string;
  close(): Promise<void>;
}

/** Builds the fixture page with Vite into a temp dir and serves it from a tiny static server. */
export async function buildFixtureSite(): Promise<FixtureSite> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'emulator-browser-fixture-'));
  await build({
    root: FIXTURE_DIR,
    logLevel: 'error',
    configFile: false,
    build: { outDir, emptyOutDir: true, minify: false, sourcemap: false, reportCompressedSize: false },
  });
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const file = path.join(outDir, pathname === '/' ? 'index.html' : path.normalize(pathname));
    if (!file.startsWith(outDir)) {
      res.writeHead(403).end();
      return;
    }
    stat(file).then(
      () => {
        const type = file.endsWith('.js')
          ? 'text/javascript'
          : file.endsWith('.html')
            ? 'text/html'
            : 'text/plain';
        res.writeHead(200, { 'content-type': `${type}; charset=utf-8` });
        createReadStream(file).pipe(res);
      },
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

export interface BrowserPage {
  readonly browser: Browser;
  readonly page: Page;
  /** Every request the page made to the emulator: method and URL, in order. */
  readonly requests: { method: string; url: URL; body: string | null }[];
  /** Calls a fixture function inside the page. */
  call<K extends keyof Fixture>(
    name: K,
    ...args: Parameters<Fixture[K]>
  ): Promise<Awaited<ReturnType<Fixture[K]>>>;
  listener(name: string): Promise<ListenerState>;
  /** Waits until the listener's latest snapshot satisfies `ids` (exact order). */
  waitForIds(name: string, ids: string[], timeoutMs?: number): Promise<ListenerState>;
  close(): Promise<void>;
}

export async function openFixture(
  site: FixtureSite,
  init: InitOptions,
  browser?: Browser,
): Promise<BrowserPage> {
  const ownBrowser = !browser;
  const b = browser ?? (await launchChromium());
  const page = await b.newPage();
  page.on('pageerror', (error) => console.error('[page error]', error));
  const requests: BrowserPage['requests'] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === String(init.port))
      requests.push({ method: request.method(), url, body: request.postData() });
  });
  await page.goto(site.url);
  await page.waitForFunction(() => 'fixture' in globalThis);
  const call = (async (name: string, ...args: unknown[]) =>
    page.evaluate(
      ([n, a]) => {
        const f = (globalThis as unknown as { fixture: Record<string, (...x: unknown[]) => unknown> })
          .fixture;
        return f[n as string]?.(...(a as unknown[]));
      },
      [name, args] as const,
    )) as BrowserPage['call'];
  await call('init', init);
  const listener = (name: string) => call('listener', name);
  return {
    browser: b,
    page,
    requests,
    call,
    listener,
    async waitForIds(name, ids, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const state = await listener(name);
        const last = state.events.at(-1);
        if (last && JSON.stringify(last.ids) === JSON.stringify(ids)) return state;
        if (Date.now() > deadline)
          throw new Error(
            `listener ${name}: wanted ${ids.join(',')}, last ${last?.ids.join(',')}; errors ${state.errors.join('; ')}`,
          );
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    async close() {
      await call('shutdown').catch(() => undefined);
      await page.close();
      if (ownBrowser) await b.close();
    },
  };
}
