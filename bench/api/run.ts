/**
 * API latency and throughput under 10, 50 and 100 concurrent clients, for the main reads and writes, two ways:
 *   - "functions": through Hosting → the Functions emulator → emulator/, as the SPA calls it locally;
 *   - "in-process": the same Express app (functions/src/app.ts) served from this process against the same
 *     emulator/, so the Functions emulator's share (a worker process per concurrent request) is visible.
 * Both run against one seeded local stack on its own ports (TEST_STACK_SLOT, default 5).
 *
 * Usage: npx tsx bench/api/run.ts [--seconds 5] [--connections 10,50,100] [--only functions|in-process]
 *        [--call <part of a call's name, e.g. 'student/book'>]
 */
import { parseArgs } from 'node:util';

process.env.TEST_STACK_SLOT ??= '5';
const { values } = parseArgs({
  options: {
    seconds: { type: 'string' },
    connections: { type: 'string' },
    only: { type: 'string' },
    call: { type: 'string' },
  },
});
const seconds = Number(values.seconds ?? '5');
const connectionLevels = (values.connections ?? '10,50,100').split(',').map(Number);
const targets = values.only ? [values.only] : ['functions', 'in-process'];

const { startBenchStack } = await import('../support/bench-stack');
const { startInProcessApp } = await import('../support/in-process-app');
const { benchAccounts, freshWriter, scenarios } = await import('./scenarios');
const { load } = await import('./load');
const { drained, idleLatency } = await import('./drain');
const { round } = await import('../support/percentiles');
const { bookingsWithin, studentsFor } = await import('../support/student-pool');

const bench = await startBenchStack();
const inProcess = await startInProcessApp();

const rows: string[] = [];
try {
  let accounts = await benchAccounts(bench.api);
  // Each load run gets fresh write bodies (a new run number), so slots and requests never collide.
  let run = 0;
  // Requests per second the last pooled cell sent: a first guess above the fastest booking cell measured.
  let poolRate = 150;
  const freshScenario = (index: number) => scenarios(accounts, ++run)[index] as (typeof all)[number];
  const all = scenarios(accounts, 0);
  // A cheap read of the demo student's answers the drain probe.
  const probe = all.find((scenario) => scenario.path === '/api/student/stats') as (typeof all)[number];
  for (const target of targets) {
    const baseUrl = target === 'functions' ? bench.appUrl : inProcess.url;
    const idleMs = await idleLatency(baseUrl, probe);
    console.error(`${target}: idle probe ${round(idleMs, 0)} ms`);
    for (const [index, scenario] of all.entries()) {
      if (values.call && !scenario.name.includes(values.call)) continue;
      for (const connections of connectionLevels) {
        // Bookings come from a pool of students (the fair-booking caps), sized from the last rate seen.
        const pooled = scenario.fromStudentPool === true;
        const poolFor = (windowSeconds: number) =>
          pooled ? studentsFor(Math.ceil(poolRate * windowSeconds * 1.5) + 2 * connections) : 0;
        if (pooled) accounts = { ...accounts, writer: await freshWriter(bench.api, poolFor(2)) };
        // Warm-up at the cell's own level: the Functions emulator starts the workers this level needs.
        const warm = await load(baseUrl, freshScenario(index), connections, 2);
        if (pooled) poolRate = Math.max(warm.sent / 2, 1);
        await drained(baseUrl, probe, idleMs);
        if (scenario.kind === 'write') {
          accounts = { ...accounts, writer: await freshWriter(bench.api, poolFor(seconds)) };
          // Making the pool's accounts leaves work behind (triggers); let it settle before timing.
          if (pooled) await drained(baseUrl, probe, idleMs);
        }
        const result = await load(baseUrl, freshScenario(index), connections, seconds);
        if (pooled && result.sent > bookingsWithin(accounts.writer.students.length))
          console.error(
            `${scenario.name}: ${result.sent} requests outgrew the pool of ${accounts.writer.students.length} students`,
          );
        const waited = await drained(baseUrl, probe, idleMs);
        const row = `| ${target} | ${scenario.name} | ${connections} | ${round(result.p50, 0)} | ${round(result.p95, 0)} | ${round(result.p99, 0)} | ${round(result.requestsPerSecond)} | ${result.count}/${result.sent} | ${result.non2xx + result.errors} | ${round(waited / 1000)} |`;
        rows.push(row);
        console.error(row);
      }
    }
  }
} finally {
  inProcess.close();
  await bench.stack.stop();
}

console.log(`\nAPI under load (${seconds} s per cell, autocannon, one request in flight per client):`);
console.log('answered/sent: requests still unanswered when the window closed are not in the latencies;');
console.log('drain s: how long the stack took afterwards to answer a single call at its idle speed again.\n');
console.log(
  '| target | call | clients | p50 ms | p95 ms | p99 ms | req/s | answered/sent | non-2xx/errors | drain s |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
process.exit(0);
