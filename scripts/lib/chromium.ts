import { type Browser, type BrowserContext, chromium } from 'playwright-core';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium (never a downloaded browser), with the flags this network-less machine needs:
 * without the background-networking ones it keeps trying to reach Google's hosts. `extraFlags` are for
 * benches that compare a flag's cost (bench/page-load/run.ts).
 */
export function launchChromium(extraFlags: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args: [...chromiumFlags, ...extraFlags] });
}

const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The same Chromium with a profile of its own in `userDataDir`, not an incognito context: what Chromium's
 * installability check needs (it never offers to install from an incognito window).
 */
export function launchChromiumProfile(
  userDataDir: string,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath,
    headless: true,
    args: chromiumFlags,
    viewport,
  });
}
