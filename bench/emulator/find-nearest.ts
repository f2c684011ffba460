/**
 * Vector search latency on this emulator: `findNearest` through firebase-admin over 1,000 and 10,000 teacher
 * matching documents with 256-dimension embeddings, as the teacher matching runs it (approved teachers only, COSINE,
 * 5 nearest, distance returned), plus the two other measures at the larger size.
 *
 * The emulator runs in its own process with the project's firestore.indexes.json, so the query must be served
 * by the declared vector index (teacherMatching: isApproved, profileEmbedding 256) exactly as in production. Each size
 * gets its own project, so the larger run does not scan the smaller one's documents.
 *
 * Usage: npx tsx bench/emulator/find-nearest.ts [--runs 50] [--sizes 1000,10000]
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldValue, type Firestore, getFirestore } from 'firebase-admin/firestore';
import { round, summarise } from '../support/percentiles.js';
import { Random } from '../support/random';
import { startThisEmulator } from './servers.js';

const DIMENSION = 256;
const INDEXES_FILE = fileURLToPath(new URL('../../firestore.indexes.json', import.meta.url));

const { values } = parseArgs({ options: { runs: { type: 'string' }, sizes: { type: 'string' } } });
const runs = Number(values.runs ?? '50');
const sizes = (values.sizes ?? '1000,10000').split(',').map(Number);

/** Unit vectors, as text-embedding models return them. */
function unitVector(random: () => number): number[] {
  const v = Array.from({ length: DIMENSION }, () => random() * 2 - 1);
  const norm = Math.hypot(...v);
  return v.map((x) => x / norm);
}

async function seed(db: Firestore, count: number, random: () => number): Promise<void> {
  for (let start = 0; start < count; start += 500) {
    const batch = db.batch();
    for (let i = start; i < Math.min(count, start + 500); i++) {
      batch.set(db.doc(`teacherMatching/t${i}`), {
        isApproved: random() < 0.9,
        profileEmbedding: FieldValue.vector(unitVector(random)),
      });
    }
    await batch.commit();
  }
}

type Measure = 'COSINE' | 'EUCLIDEAN' | 'DOT_PRODUCT';

async function measure(db: Firestore, distanceMeasure: Measure, random: () => number): Promise<number[]> {
  const run = () =>
    db
      .collection('teacherMatching')
      .where('isApproved', '==', true)
      .findNearest({
        vectorField: 'profileEmbedding',
        queryVector: unitVector(random),
        limit: 5,
        distanceMeasure,
        distanceResultField: 'distance',
      })
      .get();
  for (let i = 0; i < 5; i++) await run(); // warm-up: JIT and the gRPC channel
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const snapshot = await run();
    samples.push(performance.now() - started);
    if (snapshot.size !== 5) throw new Error(`expected 5 neighbours, got ${snapshot.size}`);
  }
  return samples;
}

const server = await startThisEmulator(['--indexes', INDEXES_FILE]);
process.env.FIRESTORE_EMULATOR_HOST = server.address;
const rows: Record<string, string | number>[] = [];
try {
  for (const size of sizes) {
    const app = initializeApp({ projectId: `demo-nearest-${size}` }, `nearest-${size}`);
    const db = getFirestore(app);
    const generator = new Random(size);
    const random = () => generator.next();
    process.stderr.write(`seeding ${size} profiles…\n`);
    await seed(db, size, random);
    const measures: Measure[] =
      size === Math.max(...sizes) ? ['COSINE', 'EUCLIDEAN', 'DOT_PRODUCT'] : ['COSINE'];
    for (const distanceMeasure of measures) {
      process.stderr.write(`measuring ${distanceMeasure} over ${size}…\n`);
      const cpuBefore = server.cpuMs();
      const summary = summarise(await measure(db, distanceMeasure, random));
      rows.push({
        documents: size,
        measure: distanceMeasure,
        queries: summary.count,
        'p50 ms': round(summary.p50),
        'p95 ms': round(summary.p95),
        'max ms': round(summary.max),
        'server CPU ms/query': round((server.cpuMs() - cpuBefore) / (summary.count + 5)),
      });
    }
    await db.terminate();
    await deleteApp(app);
  }
} finally {
  await server.stop();
}

console.log(
  `findNearest through firebase-admin: approved teachers, ${DIMENSION} dimensions, limit 5, distance returned`,
);
console.table(rows);
