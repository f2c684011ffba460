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
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS } from '@appointments/domain';

process.env.TEST_STACK_SLOT ??= '5';
const { values } = parseArgs({
  options: { pages: { type: 'string' }, top: { type: 'string' }, tasks: { type: 'boolean' } },
});
const top = Number(values.top ?? '25');

const { startBenchStack } = await import('../support/bench-stack');
const { launchChromium } = await import('../../scripts/lib/chromium');
const { logInThroughUi } = await import('../../scripts/lib/ui-login');
const { originalPositionFor, TraceMap } = await import('@jridgewell/trace-mapping');
const { repoRoot, webOutDirFor } = await import('../../scripts/lib/stack-config');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
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
const maps = new Map<string, InstanceType<typeof TraceMap> | null>();
function sourceOf(frame: ProfileNode['callFrame']): string {
  if (!frame.url.includes('/assets/'))
    return frame.url ? `(other) ${frame.url}` : `(${frame.functionName || 'program'})`;
  const file = frame.url.slice(frame.url.indexOf('/assets/') + 1);
  if (!maps.has(file)) {
    try {
      const mapPath = resolve(webDist, `${file}.map`);
      maps.set(file, new TraceMap(readFileSync(mapPath, 'utf8'), mapPath));
    } catch {
      maps.set(file, null);
    }
  }
  const map = maps.get(file);
  // A frame without a position (the script's own top level, say) has line -1.
  if (!map || frame.lineNumber < 0) return file;
  // CPU profiles count lines from 0, source maps from 1.
  const source =
    originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }).source ?? file;
  const inModules = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/);
  return inModules
    ? `npm:${inModules[1]}/${inModules[2]}`
    : source.replace(/^.*?\/web\/src\//, 'web/src/').replace(/^.*?\/packages\//, 'packages/');
}

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
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const longTasks = (await page.evaluate('window.__longTasks')) as [number, number][];
    const shifts = (await page.evaluate('window.__shifts')) as Shift[];

    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const selfMs = new Map<string, number>();
    let totalMs = 0;
    const stretches: Stretch[] = [];
    let current: Stretch | null = null;
    let clock = 0;
    profile.samples.forEach((id, index) => {
      const ms = (profile.timeDeltas[index] ?? 0) / 1000;
      clock += ms;
      const node = byId.get(id);
      if (!node || node.callFrame.functionName === '(idle)') {
        if (current) stretches.push(current);
        current = null;
        return;
      }
      const key = sourceOf(node.callFrame);
      totalMs += ms;
      selfMs.set(key, (selfMs.get(key) ?? 0) + ms);
      current ??= { at: clock, ms: 0, sources: new Map(), functions: new Map() };
      current.ms += ms;
      current.sources.set(key, (current.sources.get(key) ?? 0) + ms);
      const fn = `${node.callFrame.functionName || '(anonymous)'} ${key.split('/').at(-1)}`;
      current.functions.set(fn, (current.functions.get(fn) ?? 0) + ms);
    });
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
        [...map]
          .sort((a, b) => b[1] - a[1])
          .slice(0, count)
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
    for (const [key, ms] of [...selfMs].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`${ms.toFixed(1).padStart(8)} ms  ${key}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await bench.stack.stop();
}
process.exit(0);
