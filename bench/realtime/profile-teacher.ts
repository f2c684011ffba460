/**
 * Where the teacher's browser spends its time between a booking's answer and the new card on screen: books
 * `--fill` requests to grow the list, then samples the page's CPU (Chrome's profiler) over `--changes` more,
 * and prints the self time per source file of the web build (mapped through its source maps) and the
 * long tasks seen per booking.
 *
 * Usage: npx tsx bench/realtime/profile-teacher.ts [--fill 80] [--changes 20]   (stack on TEST_STACK_SLOT, default 5)
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { CpuProfile } from '../support/cpu-profile';

process.env.TEST_STACK_SLOT ??= '5';
const { values } = parseArgs({ options: { fill: { type: 'string' }, changes: { type: 'string' } } });
const fill = Number(values.fill ?? '80');
const changes = Number(values.changes ?? '20');

const { startBenchStack } = await import('../support/bench-stack');
const { launchChromium } = await import('../../scripts/lib/chromium');
const { logInThroughUi } = await import('../../scripts/lib/ui-login');
const { benchPair } = await import('../support/bench-pair');
const { bookerOf, studentPool, studentsFor } = await import('../support/student-pool');
const { armWatch, shownAt } = await import('./screen-watch');
const { customRequest } = await import('./booking-request');
const { samplesOf, selfTimeBySource, topLines, webSourceNamer } = await import('../support/cpu-profile');
const { repoRoot, webOutDirFor } = await import('../../scripts/lib/stack-config');

const bench = await startBenchStack();
const browser = await launchChromium();
try {
  const { api, appUrl } = bench;
  const { teacher } = await benchPair(api);
  // The fair-booking caps allow a student two open requests with one teacher: the list grows from many.
  const pool = await studentPool(api, studentsFor(fill + changes));
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await logInThroughUi(page, appUrl, teacher.email, teacher.password);
  await page.waitForURL('**/teacher/dashboard');
  await page.evaluate(`(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(e.duration); })
      .observe({ type: 'longtask', buffered: false });
  })()`);

  const book = async (i: number) => {
    const purpose = `Profiled booking ${i}`;
    const watch = await armWatch(page, [purpose]);
    const start = Date.now();
    const answer = await api.call('/student/book', {
      token: bookerOf(pool, i - 1).token,
      body: customRequest(teacher.uid, i, purpose),
    });
    if (answer.status !== 201) throw new Error(`booking failed: ${JSON.stringify(answer.body)}`);
    const answered = Date.now();
    const shown = await shownAt(page, watch);
    return { call: answered - start, after: shown - answered };
  };

  for (let i = 1; i <= fill; i++) await book(i);
  await page.evaluate('window.__longTasks = []');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const timings = [];
  for (let i = fill + 1; i <= fill + changes; i++) timings.push(await book(i));
  // Let the work that follows the last card (the stats refetch and its render) land in the profile too.
  await page.waitForTimeout(1000);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  const longTasks = (await page.evaluate('window.__longTasks')) as number[];

  const webDist = resolve(repoRoot, webOutDirFor('test'));
  const { totalMs, bySource: selfMs } = selfTimeBySource(samplesOf(profile), webSourceNamer(webDist));
  console.log(
    `\n${changes} bookings onto a list of ${fill}: busy ${totalMs.toFixed(0)} ms in the page (${(totalMs / changes).toFixed(1)} ms per booking)`,
  );
  console.log('API call ms:', timings.map((t) => t.call).join(' '));
  console.log('answer → screen ms:', timings.map((t) => t.after).join(' '));
  console.log(
    `long tasks (> 50 ms): ${longTasks.length}, ms: ${longTasks.map((d) => d.toFixed(0)).join(' ')}`,
  );
  console.log('\nself time by source:');
  for (const line of topLines(selfMs, 30)) console.log(line);
} finally {
  await browser.close();
  await bench.stack.stop();
}
process.exit(0);
