/**
 * Page load of the public pages, the three dashboards and Messages signed in: Lighthouse (mobile profile, its
 * default simulated slow 4G and 4× CPU slowdown) driving Debian's Chromium against the local stack's
 * Hosting emulator, which serves the production build (public pages prerendered). Prints the performance
 * score, LCP, TBT, CLS and FCP, median of `--runs`, then the initial JavaScript of each route by package.
 *
 * Usage: npx tsx bench/lighthouse/run.ts [--runs 3] [--pages /,/login] [--save .local/lighthouse]
 *   (stack on TEST_STACK_SLOT, default 5). `--save` keeps each run's full report (JSON) in that folder, for its
 *   diagnostics: long tasks, main-thread work by script, the elements that shifted.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS } from '@appointments/domain';

process.env.TEST_STACK_SLOT ??= '5';
const { values } = parseArgs({
  options: { runs: { type: 'string' }, pages: { type: 'string' }, save: { type: 'string' } },
});
const runs = Number(values.runs ?? '3');
const saveDir = values.save ? resolve(values.save) : undefined;
if (saveDir) mkdirSync(saveDir, { recursive: true });

const { launch } = await import('chrome-launcher');
const { default: lighthouse } = await import('lighthouse');
const { chromium } = await import('playwright-core');
const { startBenchStack } = await import('../support/bench-stack');
const { round } = await import('../support/percentiles');
const { logInThroughUi } = await import('../../scripts/lib/ui-login');
const { measureRoutes } = await import('../../scripts/lib/bundle-budget');
const { printPackageTable } = await import('../../scripts/lib/bundle-package-table');
const { repoRoot, webOutDirFor } = await import('../../scripts/lib/stack-config');

interface PageFigures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
}

interface BenchPage {
  path: string;
  /** Signed in as this account first; its session is kept across the runs. */
  account?: { email: string; password: string };
  /** Where the sign-in lands, when it is not the page itself. */
  home?: string;
}

const allPages: BenchPage[] = [
  { path: '/' },
  { path: '/login' },
  { path: '/register' },
  { path: '/student/dashboard', account: DEMO_ACCOUNTS.student },
  { path: '/teacher/dashboard', account: DEMO_ACCOUNTS.teacher },
  { path: '/admin/panel', account: DEMO_ACCOUNTS.admin },
  { path: '/messages', account: DEMO_ACCOUNTS.student, home: '/student/dashboard' },
];

const only = values.pages?.split(',');
const pages = only ? allPages.filter((page) => only.includes(page.path)) : allPages;

const median = (numbers: number[]) =>
  [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? Number.NaN;

const bench = await startBenchStack();
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
// The same browser, driven to sign in through the login screen before a dashboard is measured.
const driver = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);

async function signIn(account: { email: string; password: string }, home: string): Promise<void> {
  const context = driver.contexts()[0];
  if (!context) throw new Error('The browser has no default context');
  const page = await context.newPage();
  // Whoever was signed in before leaves nothing behind (stored session, Firebase Auth's IndexedDB).
  await context.clearCookies();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: bench.appUrl, storageTypes: 'all' });
  await cdp.detach();
  await logInThroughUi(page, bench.appUrl, account.email, account.password);
  await page.waitForURL((url) => url.pathname === home, { timeout: 30_000, waitUntil: 'commit' });
  await page.close();
}

const rows: string[] = [];
const startedAt = new Date();
try {
  for (const { path, account, home } of pages) {
    if (account) await signIn(account, home ?? path);
    const figures: PageFigures[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${bench.appUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // A signed-in page keeps the session the sign-in above stored.
        disableStorageReset: Boolean(account),
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { lhr } = result;
      if (saveDir) {
        const name = `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing'}-${run + 1}.json`;
        writeFileSync(resolve(saveDir, name), JSON.stringify(lhr));
      }
      if (new URL(lhr.finalDisplayedUrl).pathname !== path) {
        throw new Error(`${path} ended on ${lhr.finalDisplayedUrl}`);
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      figures.push({
        score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        fcp: audit('first-contentful-paint'),
      });
    }
    const pick = (key: keyof PageFigures) => median(figures.map((figure) => figure[key]));
    rows.push(
      `| ${path} | ${round(pick('score'), 0)} | ${round(pick('lcp'), 0)} | ${round(pick('tbt'), 0)} | ${round(pick('cls'), 3)} | ${round(pick('fcp'), 0)} |`,
    );
    console.error(`${rows.at(-1)} (${new Date().toISOString()})`);
  }
} finally {
  await driver.close().catch(() => {});
  chrome.kill();
  await bench.stack.stop();
}

console.log(`\nLighthouse, mobile profile, median of ${runs} runs (started ${startedAt.toISOString()}):\n`);
console.log('| page | performance | LCP ms | TBT ms | CLS | FCP ms |');
console.log('|---|---|---|---|---|---|');
for (const row of rows) console.log(row);

const distDir = resolve(repoRoot, webOutDirFor('test'));
const routes = measureRoutes(distDir);
console.log('\n| route | initial JS (gzip) | budget |\n|---|---|---|');
for (const route of routes) console.log(`| ${route.route} | ${route.gzipKb} KB | ≤ ${route.budgetKb} KB |`);
printPackageTable(distDir, routes);
process.exit(0);
