import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { launchChromium, playwrightDisabledFeatures, UNCOMPRESSED } from './chromium';

/** The features playwright-core itself turns off, read from its own source as installed. */
function installedPlaywrightDisabledFeatures(): string[] {
  const bundle = readFileSync(
    createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle'),
    'utf8',
  );
  const list = bundle.match(/disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/)?.[1];
  if (!list) throw new Error("playwright-core's disabled features were not found in its bundle");
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? '');
}

describe('the test Chromium', () => {
  // Playwright's own --disable-features is replaced by ours only when ours starts with exactly what it passes.
  it("carries Playwright's disabled features in Playwright's order", () => {
    expect(playwrightDisabledFeatures).toEqual(installedPlaywrightDisabledFeatures());
  });

  it('opens a context without the address bar popup, and still loads pages', async () => {
    const browser = await launchChromium();
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.setContent('<p>ready</p>');
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = await cdp.send('Target.getTargets');
      expect(targetInfos.map((target) => target.type)).toEqual(['page']);
      expect(await page.textContent('p')).toBe('ready');
    } finally {
      await browser.close();
    }
  }, 30_000);

  it('starts no spare renderer beside the page’s own', async () => {
    const server = createServer((_request, response) => response.end('<p>ready</p>'));
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const browser = await launchChromium();
    try {
      const cdp = await browser.newBrowserCDPSession();
      for (let round = 0; round < 2; round++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
        expect(await page.textContent('p')).toBe('ready');
        // A spare is started once the navigation has committed: give it the time it takes.
        await page.waitForTimeout(500);
        const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
          processInfo: Array<{ type: string }>;
        };
        expect(processInfo.filter((process) => process.type === 'renderer')).toHaveLength(1);
        await context.close();
      }
    } finally {
      await browser.close();
      server.close();
    }
  }, 30_000);

  // Chromium sends its own Accept-Encoding only when the request has none: the contexts' header must replace it.
  it('asks for files uncompressed in a context with the tests’ headers', async () => {
    const server = createServer((request, response) =>
      response.end(request.headers['accept-encoding'] ?? ''),
    );
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const browser = await launchChromium();
    try {
      const asked = async (context: Awaited<ReturnType<typeof browser.newContext>>) =>
        (await (await context.newPage()).goto(url))?.text();
      expect(await asked(await browser.newContext({ extraHTTPHeaders: UNCOMPRESSED }))).toBe('identity');
      expect(await asked(await browser.newContext())).toContain('gzip');
    } finally {
      await browser.close();
      server.close();
    }
  }, 30_000);
});
