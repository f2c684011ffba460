/**
 * The API's share of the real-time figures, one call at a time (no concurrency): POST /student/book and
 * PUT /teacher/appointments/{id}, timed through Hosting and the Functions emulator and against the same
 * Express app served in this process, with every Firestore round trip the in-process app makes listed
 * (method and ms), so what a handler waits on is visible.
 *
 * Usage: npx tsx bench/realtime/api-calls.ts [--calls 30]   (stack on TEST_STACK_SLOT, default 5)
 */
import { parseArgs } from 'node:util';

process.env.TEST_STACK_SLOT ??= '5';
const { values } = parseArgs({ options: { calls: { type: 'string' } } });
const calls = Number(values.calls ?? '30');

const { startBenchStack } = await import('../support/bench-stack');
const { stackPorts } = await import('../../scripts/lib/stack-config');
const { startInProcessApp } = await import('../support/in-process-app');
const { customRequest } = await import('./booking-request');
const { benchPair } = await import('../support/bench-pair');
const { bookerOf, studentPool, studentsFor } = await import('../support/student-pool');
const { summarise, round } = await import('../support/percentiles');
const { apiClient } = await import('../../scripts/lib/api-client');

const bench = await startBenchStack();
const ports = stackPorts.test;
const app = await startInProcessApp();
const { auth, db } = await import('../../functions/src/lib/firebase');

// Every unary and streaming request the Admin SDK's Firestore client makes, with its time.
interface Trip {
  method: string;
  ms: number;
}
let trips: Trip[] | null = null;
// biome-ignore lint/suspicious/noExplicitAny: the SDK's internal request methods are not in its types.
const firestore = db() as any;
for (const name of ['request', 'requestStream'] as const) {
  const original = firestore[name].bind(firestore);
  firestore[name] = async (method: string, ...rest: unknown[]) => {
    const started = performance.now();
    try {
      return await original(method, ...rest);
    } finally {
      trips?.push({ method, ms: performance.now() - started });
    }
  };
}

const inProcess = apiClient(app.url, `http://127.0.0.1:${ports.auth}`);

try {
  const { teacher, student } = await benchPair(bench.api);
  // Every booking is approved and stays open, so each student of the pool takes only as many as the cap allows.
  const pool = await studentPool(bench.api, studentsFor((calls + 3) * 2));
  let bookings = 0;
  const book = (client: typeof inProcess) => {
    const n = bookings++;
    return client.call<{ _id: string }>('/student/book', {
      token: bookerOf(pool, n).token,
      body: customRequest(teacher.uid, n, `Timed booking ${n + 1}`),
    });
  };
  const approve = (client: typeof inProcess, id: string) =>
    client.call(`/teacher/appointments/${id}`, {
      method: 'PUT',
      token: teacher.token,
      body: { status: 'approved' },
    });

  const rows: string[] = [];
  const tripLines: string[] = [];
  for (const [target, client] of [
    ['functions emulator', bench.api],
    ['in-process', inProcess],
  ] as const) {
    const bookMs: number[] = [];
    const approveMs: number[] = [];
    for (let i = 0; i < calls + 3; i++) {
      trips = target === 'in-process' && i === calls + 2 ? [] : null;
      let started = performance.now();
      const booked = await book(client);
      const booking = performance.now() - started;
      const bookTrips = trips;
      if (booked.status !== 201 || !booked.body.data) throw new Error(JSON.stringify(booked.body));
      trips = target === 'in-process' && i === calls + 2 ? [] : null;
      started = performance.now();
      const approved = await approve(client, booked.body.data._id);
      const approval = performance.now() - started;
      if (approved.status !== 200) throw new Error(JSON.stringify(approved.body));
      if (bookTrips && trips) {
        const line = (label: string, list: Trip[]) =>
          `${label}: ${list.length} round trips, ${list.map((trip) => `${trip.method} ${round(trip.ms, 1)}`).join(' → ')}`;
        tripLines.push(line('book', bookTrips), line('approve', trips));
      }
      trips = null;
      // The first three warm the workers and connections.
      if (i >= 3) {
        bookMs.push(booking);
        approveMs.push(approval);
      }
    }
    const b = summarise(bookMs);
    const a = summarise(approveMs);
    rows.push(
      `| ${target} | ${round(b.p50, 0)} / ${round(b.p95, 0)} | ${round(a.p50, 0)} / ${round(a.p95, 0)} |`,
    );
  }
  console.log(`\nOne call at a time, ${calls} of each (ms, p50 / p95):\n`);
  console.log('| target | POST /student/book | PUT /teacher/appointments/{id} |');
  console.log('|---|---|---|');
  for (const row of rows) console.log(row);
  console.log(`\nFirestore round trips of one in-process call (ms):\n${tripLines.join('\n')}`);
  // The auth middleware's own wait before any handler: the ID token check with revocation (a call to Auth).
  const verifyMs: number[] = [];
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    await auth().verifyIdToken(student.token, true);
    verifyMs.push(performance.now() - started);
  }
  const verify = summarise(verifyMs);
  console.log(
    `verifyIdToken with revocation check: p50 ${round(verify.p50, 1)} / p95 ${round(verify.p95, 1)} ms`,
  );
} finally {
  app.close();
  await bench.stack.stop();
}
process.exit(0);
