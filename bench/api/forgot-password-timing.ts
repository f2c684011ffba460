/**
 * How closely the forgot-password answer for an address with an account matches one for an address
 * without: pairs of requests sent at once (one known, one unknown address, each pair from its own client
 * address), through Hosting and the Functions emulator as the SPA calls it. Prints the median and the spread
 * of the pairs' differences (known − unknown) and each side's median answer time. The server holds every
 * answer for a fixed time (FORGOT_PASSWORD_ANSWER_MS), so the difference is what the machine's load adds.
 * `e2e/api/abuse/limits.test.ts` checks the behaviour (same answer, never before the fixed time, the account's
 * work done inside it); this measures it.
 *
 * Usage: npx tsx bench/api/forgot-password-timing.ts [--pairs 25]
 */
import { parseArgs } from 'node:util';

process.env.TEST_STACK_SLOT ??= '5';
const { values } = parseArgs({ options: { pairs: { type: 'string' } } });
const pairs = Number(values.pairs ?? '25');

const { startBenchStack } = await import('../support/bench-stack');
const { pointFunctionsAtStack } = await import('../support/in-process-app');
const { percentile, round, summarise } = await import('../support/percentiles');

const bench = await startBenchStack();
try {
  pointFunctionsAtStack();
  const { getAuth } = await import('firebase-admin/auth');
  const { initializeApp } = await import('firebase-admin/app');
  const auth = getAuth(initializeApp({ projectId: process.env.GCLOUD_PROJECT }, 'forgot-password-timing'));
  const run = Date.now().toString(36);
  const known = await Promise.all(
    Array.from({ length: pairs }, (_, index) =>
      auth.createUser({ email: `timing-${run}-${index}@college.edu`, password: 'Timing@12345' }),
    ),
  );
  const timed = async (email: string, address: string) => {
    const started = performance.now();
    const response = await fetch(`${bench.appUrl}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email }),
    });
    await response.text();
    if (response.status !== 200) throw new Error(`forgot-password answered ${response.status}`);
    return performance.now() - started;
  };
  const differences: number[] = [];
  const knownMs: number[] = [];
  const unknownMs: number[] = [];
  for (const [index, user] of known.entries()) {
    const address = `203.0.113.${index + 1}`;
    const [forKnown, forUnknown] = await Promise.all([
      timed(user.email ?? '', address),
      timed(`nobody-${run}-${index}@college.edu`, address),
    ]);
    knownMs.push(forKnown);
    unknownMs.push(forUnknown);
    differences.push(forKnown - forUnknown);
  }
  const ordered = [...differences].sort((a, b) => a - b);
  console.log(
    `forgot-password, ${pairs} pairs sent at once (known, unknown), through the Functions emulator`,
  );
  console.log(`  difference known − unknown: median ${round(percentile(ordered, 50))} ms,`);
  console.log(`    p10 ${round(percentile(ordered, 10))} ms, p90 ${round(percentile(ordered, 90))} ms`);
  console.log(`  known: median ${round(summarise(knownMs).p50)} ms`);
  console.log(`  unknown: median ${round(summarise(unknownMs).p50)} ms`);
} finally {
  await bench.stack.stop();
}
