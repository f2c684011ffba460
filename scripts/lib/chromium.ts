import { type Browser, chromium } from 'playwright-core';

/**
 * Debian's Chromium (never a downloaded browser), with the flags this network-less machine needs:
 * without the background-networking ones it keeps trying to reach Google's hosts.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
