// The JavaScript a page downloads until the network is quiet, in a real browser: what the manifest's static
// closure (bundle-budget.ts) cannot see, the chunks a page imports once it has rendered (a dialog's form
// preloaded when idle, a widget mounted after the first data) and that still arrive before a phone's user
// can do anything. Sizes are the built files' gzip (level 9), as for the initial figure, so the result does
// not depend on the server's compression or the machine's load.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export interface LoadedJs {
  path: string;
  /** The build's files the page fetched, relative to the build folder, in the order they were asked for. */
  files: string[];
  gzipKb: number;
}

/** How long no script may be asked for (and none be in flight) before the network counts as quiet. */
const QUIET_MS = 3_000;
const TIMEOUT_MS = 60_000;

const gzipCache = new Map<string, number>();
function gzipBytes(distDir: string, file: string): number {
  const key = resolve(distDir, file);
  let size = gzipCache.get(key);
  if (size === undefined) {
    size = gzipSync(readFileSync(key), { level: 9 }).length;
    gzipCache.set(key, size);
  }
  return size;
}

/**
 * Opens `appUrl + path` in `page` (whose context is already signed in, or not) and returns the app's scripts
 * fetched until none has been asked for during QUIET_MS, nor is in flight, after the load event. A signed-in
 * page keeps Firestore's listen channel open, so quiet is judged on scripts, not on every request.
 */
export async function jsUntilNetworkQuiet(
  page: Page,
  appUrl: string,
  path: string,
  distDir: string,
): Promise<LoadedJs> {
  const origin = new URL(appUrl).origin;
  const files: string[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const isAppScript = (url: string) => {
    const parsed = new URL(url);
    return parsed.origin === origin && parsed.pathname.endsWith('.js');
  };
  const onRequest = (request: { url(): string }) => {
    if (!isAppScript(request.url())) return;
    inFlight += 1;
    lastActivity = Date.now();
    const file = new URL(request.url()).pathname.replace(/^\//, '');
    if (!files.includes(file)) files.push(file);
  };
  const onDone = (request: { url(): string }) => {
    if (!isAppScript(request.url())) return;
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  try {
    await page.goto(`${appUrl}${path}`, { waitUntil: 'load' });
    const started = Date.now();
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() - started > TIMEOUT_MS) throw new Error(`${path}: scripts still loading after 60 s`);
      await page.waitForTimeout(200);
    }
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
  const bytes = files.reduce((total, file) => total + gzipBytes(distDir, file), 0);
  return { path, files, gzipKb: Math.round((bytes / 1024) * 10) / 10 };
}
