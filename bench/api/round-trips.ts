/**
 * One call at a time, the Firestore round trips behind it: books (or books, then approves) `--runs` custom
 * requests, each from its own student, a pause between them so no trigger of the one before shares the CPU,
 * and prints each call's time with its p50 / p95. `--verbose` lists every Firestore request of each call
 * (start + duration in ms, the method, and the functions' code that asked it), in process only, where the
 * bench can see them.
 *   - in-process: the functions' Express app served from this process (the default);
 *   - hosting: through Hosting and the Functions emulator, as the SPA calls it.
 *
 * Usage: npx tsx bench/api/round-trips.ts [--call book|approve] [--runs 20] [--via in-process|hosting]
 *        [--pause-ms 1500] [--verbose]   (stack on TEST_STACK_SLOT, default 5)
 */
import { parseArgs } from 'node:util';

process.env.TEST_STACK_SLOT ??= '5';
const { values } = parseArgs({
  options: {
    call: { type: 'string' },
    runs: { type: 'string' },
    via: { type: 'string' },
    'pause-ms': { type: 'string' },
    verbose: { type: 'boolean' },
  },
});
const call = values.call ?? 'book';
const runs = Number(values.runs ?? '20');
const via = values.via ?? 'in-process';
const pauseMs = Number(values['pause-ms'] ?? '1500');
if (!['book', 'approve'].includes(call) || !['in-process', 'hosting'].includes(via) || !(runs > 0)) {
  throw new Error('Usage: --call book|approve --runs N --via in-process|hosting');
}

const { startBenchStack } = await import('../support/bench-stack');
const { startInProcessApp } = await import('../support/in-process-app');
const { benchPair } = await import('../support/bench-pair');
const { studentPool } = await import('../support/student-pool');
const { summarise, round } = await import('../support/percentiles');
const { customRequest } = await import('../realtime/booking-request');
const { traceFirestoreRequests } = await import('./firestore-request-trace');

const bench = await startBenchStack();
const app = await startInProcessApp();
const trace = traceFirestoreRequests();
const baseUrl = via === 'hosting' ? bench.appUrl : app.url;
const pause = () => new Promise((resolve) => setTimeout(resolve, pauseMs));

async function send(method: 'POST' | 'PUT', path: string, token: string, body: unknown) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data?: { _id?: string }; message?: string };
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${answer.message}`);
  return answer.data;
}

try {
  const { teacher } = await benchPair(bench.api);
  const students = await studentPool(bench.api, runs, 4);
  const times: number[] = [];
  for (const [n, student] of students.entries()) {
    const booking = customRequest(teacher.uid, n, 'Round trips');
    if (call === 'approve') {
      const booked = await send('POST', '/student/book', student.token, booking);
      await pause();
      trace.start();
      await send('PUT', `/teacher/appointments/${booked?._id}`, teacher.token, { status: 'approved' });
    } else {
      trace.start();
      await send('POST', '/student/book', student.token, booking);
    }
    const { elapsedMs, requests } = trace.stop();
    times.push(elapsedMs);
    console.log(`${call} ${n + 1}: ${round(elapsedMs)} ms, ${requests.length} Firestore requests seen`);
    if (values.verbose) for (const request of requests) console.log(`    ${request}`);
    await pause();
  }
  const summary = summarise(times);
  console.log(
    `\n${call} via ${via}, ${summary.count} calls one at a time: p50 ${round(summary.p50)} ms, p95 ${round(summary.p95)} ms`,
  );
} finally {
  app.close();
  await bench.stack.stop();
}
