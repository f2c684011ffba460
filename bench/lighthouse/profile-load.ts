/**
 * Where a signed-in dashboard's load spends the main thread: signs in as each demo account, reloads its
 * dashboard under Lighthouse's mobile CPU slowdown (4×), samples the page's CPU (Chrome's profiler) until
 * ten seconds after its load event, and prints the self time per source file of the web build (mapped
 * through its source maps), the long tasks and the layout shifts with the elements that moved.
 *
 * With `--tasks`, also each stretch of at least 50 ms without an idle sample (a long task, or tasks back to
 * back) with the source files and functions it spent most in.
 *
 * Usage: npx tsx bench/lighthouse/profile-load.ts [--pages /student/dashboard,/admin/panel] [--top 25] [--tasks]
 *   (stack on TEST_STACK_SLOT, default 5)
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS } from '@appointments/domain';
import type { CpuProfile } from '../support/cpu-profile';

process.env.TEST_STACK_SLOT ??= '5';
const { values } = parseArgs({
  options: { pages: { type: 'string' }, top: { type: 'string' }, tasks: { type: 'boolean' } },
});
const top = Number(values.top ?? '25');

const { startBenchStack } = await import('../support/bench-stack');
const { launchChromium } = await import('../../scripts/lib/chromium');
const { logInThroughUi } = await import('../../scripts/lib/ui-login');
const { addTo, samplesOf, selfTimeBySource, topEntries, topLines, webSourceNamer } = await import(
  '../support/cpu-profile'
);
const { repoRoot, webOutDirFor } = await import('../../scripts/lib/stack-config');

interface Stretch {
  at: number;
  ms: number;
  sources: Map<string, number>;
  functions: Map<string, number>;
}
interface Shift {
  value: number;
  at: number;
  sources: string[];
}

const dashboards = [
  { path: '/student/dashboard', account: DEMO_ACCOUNTS.student },
  { path: '/teacher/dashboard', account: DEMO_ACCOUNTS.teacher },
  { path: '/admin/panel', account: DEMO_ACCOUNTS.admin },
];
const only = values.pages?.split(',');
const pages = only ? dashboards.filter((page) => only.includes(page.path)) : dashboards;

const webDist = resolve(repoRoot, webOutDirFor('test'));
const sourceOf = webSourceNamer(webDist, { byFile: true });

const bench = await startBenchStack();
const browser = await launchChromium();
try {
  for (const { path, account } of pages) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await logInThroughUi(page, bench.appUrl, account.email, account.password);
    await page.waitForURL(`**${path}`);
    // The live listeners keep a request open: the network is never idle, so the page gets a while instead.
    await page.waitForTimeout(3000);
    await page.addInitScript(`(() => {
      window.__longTasks = [];
      window.__shifts = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]); })
        .observe({ type: 'longtask', buffered: true });
      const describe = (node) => {
        if (!node || !node.tagName) return String(node && node.nodeName);
        const id = node.id ? '#' + node.id : '';
        const label = (node.getAttribute('aria-labelledby') || node.getAttribute('aria-label') || '');
        return node.tagName.toLowerCase() + id + (label ? '[' + label + ']' : '') + ' "' + (node.textContent || '').slice(0, 50).replace(/\\s+/g, ' ') + '"';
      };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          if (e.hadRecentInput) continue;
          window.__shifts.push({ value: e.value, at: e.startTime, sources: (e.sources || []).map((s) => describe(s.node) + ' ' + s.previousRect.y + '→' + s.currentRect.y + ' h ' + s.previousRect.height + '→' + s.currentRect.height) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    })()`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.reload({ waitUntil: 'load' });
    await page.waitForTimeout(10_000);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    const longTasks = (await page.evaluate('window.__longTasks')) as [number, number][];
    const shifts = (await page.evaluate('window.__shifts')) as Shift[];

    const samples = samplesOf(profile);
    const { totalMs, bySource: selfMs } = selfTimeBySource(samples, sourceOf);
    const stretches: Stretch[] = [];
    let current: Stretch | null = null;
    for (const { at, ms, frame } of samples) {
      if (!frame) {
        if (current) stretches.push(current);
        current = null;
        continue;
      }
      const key = sourceOf(frame);
      current ??= { at, ms: 0, sources: new Map(), functions: new Map() };
      current.ms += ms;
      addTo(current.sources, key, ms);
      addTo(current.functions, `${frame.functionName || '(anonymous)'} ${key.split('/').at(-1)}`, ms);
    }
    if (current) stretches.push(current);
    const blocking = longTasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    console.log(`\n## ${path}: busy ${totalMs.toFixed(0)} ms (4× CPU slowdown)`);
    console.log(
      `long tasks: ${longTasks.length}, blocking ${blocking.toFixed(0)} ms; at/ms: ${longTasks.map(([at, d]) => `${at.toFixed(0)}/${d.toFixed(0)}`).join(' ')}`,
    );
    console.log(`layout shifts: total ${shifts.reduce((sum, shift) => sum + shift.value, 0).toFixed(3)}`);
    for (const shift of shifts) {
      console.log(`  ${shift.value.toFixed(4)} at ${shift.at.toFixed(0)} ms`);
      for (const source of shift.sources) console.log(`    ${source}`);
    }
    if (values.tasks) {
      const topOf = (map: Map<string, number>, count: number) =>
        topEntries(map, count)
          .map(([key, ms]) => `${ms.toFixed(0)} ${key}`)
          .join('; ');
      console.log('busy stretches ≥ 50 ms (from the profile start):');
      for (const stretch of stretches.filter((candidate) => candidate.ms >= 50)) {
        console.log(`  at ${stretch.at.toFixed(0)} ms, ${stretch.ms.toFixed(0)} ms`);
        console.log(`    files: ${topOf(stretch.sources, 6)}`);
        console.log(`    functions: ${topOf(stretch.functions, 8)}`);
      }
    }
    console.log('self time by source:');
    for (const line of topLines(selfMs, top)) console.log(line);
    await context.close();
  }
} finally {
  await browser.close();
  await bench.stack.stop();
}
process.exit(0);
