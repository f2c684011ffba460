/**
 * What one page load costs the machine, as the browser tests load pages: a fresh browser context opens the
 * page from the demo account's stored session (or through the login screen with `--login`), waits for its
 * first heading, then for the page to settle, and closes. Prints, per load, the machine's busy core-seconds
 * and the CPU-seconds of Chromium's processes by kind, firebase-tools, the Functions workers, the
 * Firestore/Storage emulator and this process (the Playwright client). Rounds alternate the variants asked
 * for (Chromium flags, reduced motion) with the plain load, so a drift of the machine hits each alike.
 *
 * The figure is machine-wide: run it on a quiet machine (it prints how busy the machine was for 5 s before).
 *
 * Usage: npx tsx bench/page-load/run.ts [--page /student/dashboard] [--role student] [--loads 8]
 *   [--rounds 2] [--settle-ms 2000] [--login] [--flags "--in-process-gpu"] [--reduced-motion]
 *   (stack on TEST_STACK_SLOT, default 5)
 */
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS } from '@appointments/domain';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import type { StoredSession } from '../../scripts/lib/ui-login';

process.env.TEST_STACK_SLOT ??= '5';
const { values } = parseArgs({
  options: {
    page: { type: 'string' },
    role: { type: 'string' },
    loads: { type: 'string' },
    rounds: { type: 'string' },
    'settle-ms': { type: 'string' },
    login: { type: 'boolean' },
    flags: { type: 'string' },
    'reduced-motion': { type: 'boolean' },
  },
});
const role = (values.role ?? 'student') as keyof typeof DEMO_ACCOUNTS;
const account = DEMO_ACCOUNTS[role];
const path = values.page ?? `/${role === 'admin' ? 'admin/panel' : `${role}/dashboard`}`;
const loads = Number(values.loads ?? '8');
const rounds = Number(values.rounds ?? '2');
const settleMs = Number(values['settle-ms'] ?? '2000');

const { startBenchStack } = await import('../support/bench-stack');
const { launchChromium, UNCOMPRESSED } = await import('../../scripts/lib/chromium');
const { logInThroughUi, signedInSession } = await import('../../scripts/lib/ui-login');
const { cpuOf, machineBusySeconds } = await import('../support/process-cpu');

interface Variant {
  name: string;
  flags: string[];
  context: BrowserContextOptions;
}

const variants: Variant[] = [{ name: 'plain', flags: [], context: {} }];
if (values.flags) variants.push({ name: values.flags, flags: values.flags.split(' '), context: {} });
if (values['reduced-motion'])
  variants.push({ name: 'reduced motion', flags: [], context: { reducedMotion: 'reduce' } });

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The demo account's stored Auth session, as the browser tests start their signed-in pages from it. */
async function storedSession(browser: Browser, appUrl: string): Promise<StoredSession> {
  const context = await browser.newContext();
  try {
    return await signedInSession(await context.newPage(), appUrl, account.email, account.password);
  } finally {
    await context.close();
  }
}

/** One round of `loads` loads in one variant's browser: the figures per load. */
async function round(appUrl: string, variant: Variant): Promise<Map<string, number>> {
  const browser = await launchChromium(variant.flags);
  try {
    const storageState = values.login ? undefined : await storedSession(browser, appUrl);
    await sleep(2000);
    const selfBefore = process.cpuUsage();
    const started = Date.now();
    const cpu = await cpuOf(async () => {
      for (let load = 0; load < loads; load++) {
        const context = await browser.newContext({
          viewport: { width: 1280, height: 800 },
          serviceWorkers: 'block',
          storageState,
          extraHTTPHeaders: UNCOMPRESSED,
          ...variant.context,
        });
        const page = await context.newPage();
        if (values.login) {
          await logInThroughUi(page, appUrl, account.email, account.password);
          await page.waitForURL((url) => url.pathname === path);
        } else {
          await page.goto(`${appUrl}${path}`);
        }
        await page.getByRole('heading').first().waitFor();
        await page.waitForTimeout(settleMs);
        await context.close();
      }
    });
    const self = process.cpuUsage(selfBefore);
    const figures = new Map<string, number>([
      ['machine (busy core-s)', cpu.machine],
      ['wall (s)', (Date.now() - started) / 1000],
      ['this process (Playwright client)', (self.user + self.system) / 1e6],
      ...cpu.byKind,
    ]);
    return new Map([...figures].map(([name, total]) => [name, total / loads]));
  } finally {
    await browser.close();
  }
}

const bench = await startBenchStack();
try {
  const before = machineBusySeconds();
  await sleep(5000);
  console.log(`Machine before the loads: ${((machineBusySeconds() - before) / 5).toFixed(2)} cores busy.`);
  console.log(
    `${path} as the ${role}, ${values.login ? 'through the login screen' : 'from a stored session'}, ` +
      `${loads} loads a round, settled ${settleMs} ms; per load:`,
  );
  for (let index = 0; index < rounds; index++) {
    for (const variant of variants) {
      const figures = await round(bench.appUrl, variant);
      const cells = [...figures]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, value]) => `${name} ${value.toFixed(2)}`);
      console.log(`round ${index + 1}, ${variant.name}: ${cells.join(' · ')}`);
    }
  }
} finally {
  await bench.stack.stop();
}
