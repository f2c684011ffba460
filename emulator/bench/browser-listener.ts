/**
 * Write-to-browser-listener latency: firebase-admin (this process, gRPC) writes one document 200 times in a row;
 * the real `firebase/firestore` browser build in Chromium listens over WebChannel. Each sample is the time from
 * starting the write here to the snapshot callback in the page (both read `Date.now()` on this machine's clock).
 *
 * Inside the emulator package because it drives the emulator's own browser test fixture.
 *
 * Usage: npm run bench:browser-listener -w emulator -- [--updates 200] [--long-polling]
 *    or: npx tsx emulator/bench/browser-listener.ts [--updates 200] [--long-polling]
 */
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { startEmulator } from '../src/index.js';
import { buildFixtureSite, launchChromium, openFixture } from '../test/browser/support.js';

const { values } = parseArgs({
  options: { updates: { type: 'string' }, 'long-polling': { type: 'boolean' } },
});
const updates = Number(values.updates ?? '200');
const longPolling = values['long-polling'] === true;
const projectId = 'demo-bench-browser';

const emulator = await startEmulator({ port: 0, quiet: true });
process.env.FIRESTORE_EMULATOR_HOST = emulator.address;
const admin = getFirestore(initializeApp({ projectId }, 'bench'));
const [site, browser] = await Promise.all([buildFixtureSite(), launchChromium()]);
const page = await openFixture(
  site,
  { host: emulator.host, port: emulator.port, projectId, longPolling },
  browser,
);

try {
  const ref = admin.doc('bench/doc');
  await ref.set({ n: 0 });
  await page.call('listen', 'bench', 'bench');
  await page.waitForIds('bench', ['doc'], 10_000);
  // Warm-up: JIT on both sides, connection reuse.
  for (let i = 1; i <= 20; i++) await oneUpdate(-i);

  const samples: number[] = [];
  for (let i = 1; i <= updates; i++) samples.push(await oneUpdate(i));
  samples.sort((a, b) => a - b);
  const pct = (p: number) => samples[Math.min(samples.length - 1, Math.ceil((p / 100) * samples.length) - 1)];
  console.log(
    `write → browser listener (${longPolling ? 'long-polling' : 'streaming'} WebChannel), ${updates} updates: ` +
      `p50 ${pct(50)} ms, p95 ${pct(95)} ms, max ${samples.at(-1)} ms`,
  );
} finally {
  await page.close();
  await browser.close();
  await site.close();
  await admin.terminate();
  await emulator.stop();
}

/** Writes `n` and waits until the page has seen it; returns the page's arrival time minus the write start. */
async function oneUpdate(n: number): Promise<number> {
  const t0 = Date.now();
  await admin.doc('bench/doc').set({ n });
  for (;;) {
    const state = await page.listener('bench');
    const hit = state.events.findLast((e) => e.changes.some((c) => c.data.n === n));
    if (hit) return hit.at - t0;
    if (Date.now() - t0 > 10_000) throw new Error(`update ${n} never reached the browser`);
    await new Promise((r) => setTimeout(r, 2));
  }
}
