import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { startThisEmulator } from './servers.js';

export interface LatencyRow {
  readonly row: string;
  readonly events: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes on one machine. */
const nowMs = () => performance.timeOrigin + performance.now();

/** RFC 3339 with up to nanoseconds → epoch milliseconds with the fraction kept. */
function rfc3339Ms(text: string): number {
  const fraction = /\.(\d+)Z$/.exec(text)?.[1] ?? '';
  return Date.parse(text.replace(/\.\d+Z$/, 'Z')) + Number(`0.${fraction || '0'}`) * 1000;
}

/**
 * Trigger delivery latency: from a commit (the event's `ce-time`, the commit time) to the event's arrival at the
 * Functions emulator's trigger route, here a stand-in HTTP server that answers at once like a function that
 * returns immediately. The emulator runs in its own process, started with `--functions-emulator`.
 */
export async function measureTriggerLatency(count: number, burst: number): Promise<LatencyRow[]> {
  const arrivals: number[] = [];
  let expected = 0;
  let allArrived: () => void = () => {};
  const receiver = http.createServer((req, res) => {
    const arrived = nowMs();
    req.resume();
    req.on('end', () => {
      arrivals.push(arrived - rfc3339Ms(String(req.headers['ce-time'])));
      res.writeHead(200).end('{"status":"acknowledged"}');
      if (arrivals.length === expected) allArrived();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverPort = (receiver.address() as AddressInfo).port;
  const server = await startThisEmulator([
    '--functions-emulator',
    `127.0.0.1:${receiverPort}`,
    '--no-storage',
  ]);
  const projectId = 'demo-bench-triggers';
  process.env.FIRESTORE_EMULATOR_HOST = server.address;
  const app = initializeApp({ projectId }, `bench-triggers-${server.address}`);
  const db = getFirestore(app);

  const run = async (row: string, events: number, write: () => Promise<unknown>): Promise<LatencyRow> => {
    arrivals.length = 0;
    expected = events;
    const done = new Promise<void>((resolve) => (allArrived = resolve));
    await write();
    await done;
    const sorted = [...arrivals].sort((a, b) => a - b);
    return { row, events, p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95) };
  };

  try {
    const response = await fetch(
      `http://${server.address}/emulator/v1/projects/${projectId}/eventarcTrigger?eventarcTriggerId=us-central1-bench-0`,
      {
        method: 'POST',
        body: JSON.stringify({
          eventType: 'google.cloud.firestore.document.v1.written',
          database: '(default)',
          namespace: '(default)',
          document: { value: 'items/{id}', matchType: 'PATH_PATTERN' },
        }),
      },
    );
    if (!response.ok) throw new Error(`trigger registration failed: ${response.status}`);
    await run('warm-up', 50, async () => {
      for (let i = 0; i < 50; i++) await db.doc(`items/w${i}`).set({ i });
    });
    return [
      await run(`trigger delivery: ${count} writes one at a time`, count, async () => {
        for (let i = 0; i < count; i++) await db.doc(`items/s${i}`).set({ i, name: `item ${i}` });
      }),
      await run(`trigger delivery: burst of ${burst} writes`, burst, () =>
        Promise.all(Array.from({ length: burst }, (_, i) => db.doc(`items/b${i}`).set({ i }))),
      ),
    ];
  } finally {
    await db.terminate();
    await deleteApp(app);
    await server.stop();
    receiver.close();
  }
}
