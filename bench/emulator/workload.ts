import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';

export interface RowResult {
  readonly row: string;
  readonly opsPerSecond: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  /** Server CPU per operation: what the emulator itself costs, apart from the shared client. */
  readonly serverCpuMsPerOp: number;
  /**
   * CPU of this (client) process per operation: firebase-admin's own cost. Where it is well above the server's,
   * the row measures the client more than the server.
   */
  readonly clientCpuMsPerOp: number;
}

export interface WorkloadSize {
  readonly writes: number;
  readonly reads: number;
  readonly queries: number;
  readonly listeners: number;
  /** Operations in flight at once, like a busy backend. */
  readonly concurrency: number;
}

const GROUPS = 100;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

type Timed = Omit<RowResult, 'serverCpuMsPerOp' | 'clientCpuMsPerOp'>;

/** Runs `count` operations with at most `concurrency` in flight and times each one. */
async function timed(
  row: string,
  count: number,
  concurrency: number,
  op: (i: number) => Promise<unknown>,
): Promise<Timed> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const t0 = performance.now();
      await op(i);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    row,
    opsPerSecond: count / elapsed,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
  };
}

/** One write seen by N listeners on the same document: latency is write start → each listener's snapshot. */
async function fanOut(db: Firestore, listeners: number, round: number): Promise<Timed> {
  const ref = db.doc(`fanout/target${round}`);
  await ref.set({ version: 0 });
  const unsubscribes: (() => void)[] = [];
  const arrivals: number[] = [];
  let writeStart = 0;
  let allArrived: () => void = () => {};
  const done = new Promise<void>((resolve) => (allArrived = resolve));
  await Promise.all(
    Array.from(
      { length: listeners },
      () =>
        new Promise<void>((ready) => {
          unsubscribes.push(
            ref.onSnapshot((snap) => {
              if (snap.get('version') === 0) return ready();
              arrivals.push(performance.now() - writeStart);
              if (arrivals.length === listeners) allArrived();
            }),
          );
        }),
    ),
  );
  writeStart = performance.now();
  await ref.set({ version: 1 });
  await done;
  for (const unsubscribe of unsubscribes) unsubscribe();
  arrivals.sort((a, b) => a - b);
  const last = arrivals.at(-1) as number;
  return {
    row: `fan-out: 1 write → ${listeners} listeners`,
    opsPerSecond: listeners / (last / 1000),
    p50Ms: percentile(arrivals, 50),
    p95Ms: percentile(arrivals, 95),
  };
}

export interface WorkloadTarget {
  readonly address: string;
  cpuMs(): number;
}

/**
 * The fixed firebase-admin workload against one server. `round` keeps rounds apart (fresh document ids), so
 * every round writes 10,000 new documents and queries a collection of exactly 10,000.
 */
export async function runWorkload(
  target: WorkloadTarget,
  size: WorkloadSize,
  round: number,
): Promise<RowResult[]> {
  process.env.FIRESTORE_EMULATOR_HOST = target.address;
  const app = initializeApp({ projectId: `demo-bench-${round}` }, `bench-${target.address}-${round}`);
  const db = getFirestore(app);
  const measure = async (run: () => Promise<Timed>, ops: number): Promise<RowResult> => {
    const cpu0 = target.cpuMs();
    const client0 = process.cpuUsage();
    const result = await run();
    const client = process.cpuUsage(client0);
    return {
      ...result,
      serverCpuMsPerOp: (target.cpuMs() - cpu0) / ops,
      clientCpuMsPerOp: (client.user + client.system) / 1000 / ops,
    };
  };
  try {
    const docs = db.collection('bench');
    await db.doc('warmup/w').set({ ok: true });
    const { writes, reads, queries, concurrency, listeners } = size;
    return [
      await measure(
        () =>
          timed(`${writes} single-document writes`, writes, concurrency, (i) =>
            docs
              .doc(`d${i}`)
              .set({ i, group: i % GROUPS, name: `user ${i}`, tags: ['a', 'b'], active: i % 2 === 0 }),
          ),
        writes,
      ),
      await measure(
        () => timed(`${reads} point reads`, reads, concurrency, (i) => docs.doc(`d${i % writes}`).get()),
        reads,
      ),
      await measure(
        () =>
          timed(`${queries} queries over ${writes} docs`, queries, concurrency, (i) =>
            docs.where('group', '==', i % GROUPS).get(),
          ),
        queries,
      ),
      await measure(() => fanOut(db, listeners, round), listeners),
    ];
  } finally {
    await db.terminate();
    await deleteApp(app);
  }
}
