/**
 * Teacher matching: quality and speed.
 *   - Quality: top-3 subject accuracy of the labelled requests (bench/match/requests.ts) against the seeded
 *     approved teachers plus 1,000 generated ones, computed in process (the offline embedder and a
 *     brute-force cosine ranking) and through POST /student/match on the local stack (findNearest).
 *   - Speed: the match call's p50 / p95 on the local stack (Hosting → Functions emulator → emulator/), and
 *     the same Express app served in this process against the same emulator (without the Functions
 *     emulator's share), plus the embedder alone.
 * Runs on its own seeded local stack (TEST_STACK_SLOT, default 5).
 *
 * Usage: npx tsx bench/match/run.ts [--calls 200]
 */
import { parseArgs } from 'node:util';
import { collections } from '@appointments/domain';

process.env.TEST_STACK_SLOT ??= '5';
// The in-process app embeds as the local stack does (the functions' EMBEDDER parameter).
process.env.EMBEDDER = 'lexical';
const { values } = parseArgs({ options: { calls: { type: 'string' } } });
const calls = Number(values.calls ?? '200');

const { DEMO_ACCOUNTS, lexicalEmbedding, teacherProfileText } = await import('@appointments/domain');
const { initializeApp } = await import('firebase-admin/app');
const { FieldValue, getFirestore, Timestamp } = await import('firebase-admin/firestore');
const { apiClient } = await import('../../scripts/lib/api-client');
const { projectId } = await import('../../scripts/lib/stack-config');
const { startBenchStack } = await import('../support/bench-stack');
const { startInProcessApp } = await import('../support/in-process-app');
const { round, summarise } = await import('../support/percentiles');
const { lexicalEmbedder, profileEmbeddingHash } = await import('@appointments/functions/seed');
const { benchTeachers, inProcessRanker, topThreeAccuracy } = await import('./quality');
const { labelledRequests } = await import('./requests');
const { generatedTeachers } = await import('./teachers');

type Match = { teacher: { subject: string } };

const bench = await startBenchStack();
process.env.FIRESTORE_EMULATOR_HOST = bench.firestoreHost;
const db = getFirestore(initializeApp({ projectId }, 'match-bench'));

/** The generated teachers as approved teacher documents and their matching documents, embedded as the trigger would (its hash included). */
async function writeGeneratedTeachers() {
  const teachers = generatedTeachers();
  const slot = Timestamp.fromMillis(Date.now() + 2 * 24 * 3_600_000);
  for (let start = 0; start < teachers.length; start += 250) {
    const batch = db.batch();
    for (const [offset, teacher] of teachers.slice(start, start + 250).entries()) {
      const index = start + offset;
      const text = teacherProfileText(teacher);
      const { name, subject, department, ...profile } = teacher;
      batch.set(db.collection(collections.teachers).doc(`bench-match-${index}`), {
        name,
        email: `bench.match.${index}@college.test`,
        subject,
        department,
        role: 'teacher',
        isApproved: true,
        averageRating: 0,
        totalRatings: 0,
        totalSessions: 0,
        availableSlotsCount: 1,
        slotTimes: [slot],
        profile: { ...profile, profilePicture: null, experience: null, education: '' },
      });
      batch.set(db.doc(`teacherMatching/bench-match-${index}`), {
        isApproved: true,
        profileEmbedding: FieldValue.vector(lexicalEmbedding(text)),
        profileEmbeddingHash: profileEmbeddingHash(text, lexicalEmbedder),
      });
    }
    await batch.commit();
  }
}

async function latencies(call: (need: string) => Promise<unknown>): Promise<number[]> {
  for (const request of labelledRequests.slice(0, 10)) await call(request.need); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < calls; i += 1) {
    const need = (labelledRequests[i % labelledRequests.length] as (typeof labelledRequests)[number]).need;
    const started = performance.now();
    await call(need);
    samples.push(performance.now() - started);
  }
  return samples;
}

const rows: string[] = [];
const inProcess = await startInProcessApp();
try {
  console.error('writing 1,000 generated teachers…');
  await writeGeneratedTeachers();
  // Each write reaches the profile trigger, which finds the hash current and stops; let those drain.
  await new Promise((resolve) => setTimeout(resolve, 20_000));
  const student = DEMO_ACCOUNTS.student;
  const token = await bench.api.login(student.email, student.password);
  const inProcessApi = apiClient(inProcess.url, bench.authEmulatorUrl);
  const matcher = (client: typeof bench.api) => async (need: string) => {
    const answer = await client.call<Match[]>('/student/match', { token, body: { need } });
    if (answer.status !== 200)
      throw new Error(`match answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return (answer.body.data ?? []).map((match) => match.teacher.subject);
  };

  const teachers = benchTeachers();
  const local = await topThreeAccuracy(inProcessRanker(teachers));
  const stack = await topThreeAccuracy(matcher(bench.api));
  rows.push(
    `Teachers: ${teachers.length} approved (${teachers.length - 1000} seeded + 1,000 generated); requests: ${labelledRequests.length}`,
    `top-3 subject accuracy, in process (offline embedder, brute-force cosine): ${local.hits}/${local.total} = ${round((100 * local.hits) / local.total)}%`,
    `top-3 subject accuracy, local stack (POST /student/match, findNearest): ${stack.hits}/${stack.total} = ${round((100 * stack.hits) / stack.total)}%`,
    ...stack.misses.map(
      (miss) => `  miss: "${miss.request.need}" (${miss.request.subject}) → ${miss.top.join(', ')}`,
    ),
  );

  const embedSamples: number[] = [];
  for (let i = 0; i < 2000; i += 1) {
    const need = (labelledRequests[i % labelledRequests.length] as (typeof labelledRequests)[number]).need;
    const started = performance.now();
    lexicalEmbedding(need);
    embedSamples.push(performance.now() - started);
  }
  for (const [label, samples] of [
    ['POST /student/match, local stack (Hosting → Functions emulator)', await latencies(matcher(bench.api))],
    ['POST /student/match, in-process Express app, same emulator', await latencies(matcher(inProcessApi))],
    ['offline embedding of a need alone', embedSamples],
  ] as const) {
    const summary = summarise(samples);
    rows.push(
      `${label}: p50 ${round(summary.p50, 2)} ms, p95 ${round(summary.p95, 2)} ms, max ${round(summary.max, 2)} ms (${summary.count} calls)`,
    );
  }
} finally {
  inProcess.close();
  await bench.stack.stop();
}
console.log(rows.join('\n'));
