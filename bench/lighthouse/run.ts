/**
 * Page load of the landing and login pages: Lighthouse (mobile profile, its default simulated slow 4G and
 * 4× CPU slowdown) driving Debian's Chromium against the local stack's Hosting emulator, which serves the
 * production build. Prints the performance score, LCP, TBT, CLS and FCP, median of `--runs`.
 *
 * Usage: npx tsx bench/lighthouse/run.ts [--runs 3]   (stack on TEST_STACK_SLOT, default 5)
 */
import { parseArgs } from 'node:util';

process.env.TEST_STACK_SLOT ??= '5';
const { values } = parseArgs({ options: { runs: { type: 'string' } } });
const runs = Number(values.runs ?? '3');

const { launch } = await import('chrome-launcher');
const { default: lighthouse } = await import('lighthouse');
const { startBenchStack } = await import('../support/bench-stack');
const { round } = await import('../support/percentiles');

interface PageFigures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
}

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
const rows: string[] = [];
try {
  for (const path of ['/', '/login']) {
    const figures: PageFigures[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${bench.appUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { lhr } = result;
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
  }
} finally {
  chrome.kill();
  await bench.stack.stop();
}

console.log(`\nLighthouse, mobile profile, median of ${runs} runs:\n`);
console.log('| page | performance | LCP ms | TBT ms | CLS | FCP ms |');
console.log('|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
process.exit(0);
