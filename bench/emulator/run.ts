/**
 * Compares this emulator with the @firestore-emulator/server npm package on one firebase-admin workload, in the
 * same run: 10,000 single-document writes, 10,000 point reads, 1,000 queries over 10,000 documents, and one
 * write fanned out to 100 listeners.
 *
 * Both servers run in child processes; the client (firebase-admin) runs here. The client costs far more CPU than
 * either server, so rounds alternate between the servers (after a warm-up round each, so neither profits from
 * the other's JIT warm-up) and each row keeps its best round. Server CPU per operation is reported too: it is
 * the emulator's own cost, free of client noise. So is the client's CPU per operation: where it is several times
 * either server's, ops/s measures firebase-admin more than the server (point reads, above all).
 *
 * A last table, for this emulator only (the peer has no triggers): Firestore trigger delivery latency, from the
 * commit to the event's arrival at a stand-in for firebase-tools' Functions emulator (see trigger-latency.ts).
 *
 * Usage: npx tsx bench/emulator/run.ts [--scale 0.1] [--rounds 3] [--concurrency 16]
 */
import { parseArgs } from 'node:util';
import { type BenchServer, startPeerEmulator, startThisEmulator } from './servers.js';
import { measureTriggerLatency } from './trigger-latency.js';
import { type RowResult, runWorkload, type WorkloadSize } from './workload.js';

const { values } = parseArgs({
  options: { scale: { type: 'string' }, rounds: { type: 'string' }, concurrency: { type: 'string' } },
});
const scale = Number(values.scale ?? '1');
const rounds = Number(values.rounds ?? '3');
const size: WorkloadSize = {
  writes: Math.round(10_000 * scale),
  reads: Math.round(10_000 * scale),
  queries: Math.round(1_000 * scale),
  listeners: 100,
  concurrency: Number(values.concurrency ?? '16'),
};
const warmup: WorkloadSize = { ...size, writes: 500, reads: 500, queries: 100, listeners: 10 };

const servers: BenchServer[] = [await startThisEmulator(), await startPeerEmulator()];
const best: RowResult[][] = servers.map(() => []);
try {
  for (const server of servers) {
    process.stderr.write(`warming up against ${server.name}…\n`);
    await runWorkload(server, warmup, 0);
  }
  for (let round = 1; round <= rounds; round++) {
    for (const [index, server] of servers.entries()) {
      process.stderr.write(`round ${round}: ${server.name}…\n`);
      const rows = await runWorkload(server, size, round);
      best[index] = rows.map((row, i) => {
        const previous = best[index]?.[i];
        return previous && previous.opsPerSecond >= row.opsPerSecond ? previous : row;
      });
    }
  }
} finally {
  for (const server of servers) await server.stop();
}

const [ours = [], peer = []] = best;
const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
const table = ours.map((row, i) => {
  const other = peer[i] as RowResult;
  return {
    workload: row.row,
    'ops/s this': fmt(row.opsPerSecond, 0),
    'p50 ms this': fmt(row.p50Ms, 2),
    'p95 ms this': fmt(row.p95Ms, 2),
    'srv cpu ms/op this': fmt(row.serverCpuMsPerOp, 3),
    'client cpu ms/op this': fmt(row.clientCpuMsPerOp, 3),
    'ops/s peer': fmt(other.opsPerSecond, 0),
    'p50 ms peer': fmt(other.p50Ms, 2),
    'p95 ms peer': fmt(other.p95Ms, 2),
    'srv cpu ms/op peer': fmt(other.serverCpuMsPerOp, 3),
    'client cpu ms/op peer': fmt(other.clientCpuMsPerOp, 3),
    ratio: `${fmt(row.opsPerSecond / other.opsPerSecond, 2)}×`,
  };
});
console.log(
  `\nfirebase-admin workload, concurrency ${size.concurrency}, best of ${rounds} rounds; peer = @firestore-emulator/server`,
);
console.table(table);
const below = ours.filter((row, i) => row.opsPerSecond < 2 * (peer[i]?.opsPerSecond ?? 0)).length;
console.log(
  below === 0 ? 'Goal met: at least 2× the peer on every row.' : `Below 2× the peer on ${below} row(s).`,
);

const triggerRows = await measureTriggerLatency(Math.max(50, Math.round(500 * scale)), 200);
console.log(
  '\nFirestore trigger delivery (this emulator only): commit → event at the Functions emulator route',
);
console.table(
  triggerRows.map((row) => ({
    workload: row.row,
    events: row.events,
    'p50 ms': fmt(row.p50Ms, 2),
    'p95 ms': fmt(row.p95Ms, 2),
  })),
);
