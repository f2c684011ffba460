import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { launchChromium, playwrightDisabledFeatures } from './chromium';

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
});
