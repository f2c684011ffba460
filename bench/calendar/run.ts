/**
 * The calendar subscription feed at college size: 30,000 students and 1,000 teachers with 4 sessions per
 * student (120,000 appointments, about 120 per teacher, mixed statuses across the 210-day window), written
 * into this repository's Firestore emulator started in this process; then feed requests for sampled students
 * and teachers through the API's own Express app served in this process (`GET /api/calendar/feed/{token}.ics`,
 * then the same request with `If-None-Match`), timed, with the documents each read (the emulator's read
 * counter). The feeds' month documents are built by the backfill after the writes. Prints p50/p95 and reads
 * per request. Not a test: nothing is asserted.
 *
 * Usage: npx tsx bench/calendar/run.ts [--students 30000] [--samples 200]
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startEmulator } from '@appointments/emulator';
import { summarise } from '../support/percentiles';

const { values } = parseArgs({
  options: { students: { type: 'string', default: '30000' }, samples: { type: 'string', default: '200' } },
});
const STUDENTS = Number(values.students);
const TEACHERS = Math.max(1, Math.round(STUDENTS / 30));
const PER_STUDENT = 4;
const SAMPLES = Number(values.samples);
const projectId = 'demo-calendar-bench';

const emulator = await startEmulator({
  port: 0,
  storagePort: false,
  projectId,
  quiet: true,
  indexesFile: fileURLToPath(new URL('../../firestore.indexes.json', import.meta.url)),
});
Object.assign(process.env, {
  FIRESTORE_EMULATOR_HOST: emulator.address,
  GCLOUD_PROJECT: projectId,
  FIREBASE_CONFIG: JSON.stringify({ projectId }),
  METADATA_SERVER_DETECTION: 'none',
});
const { initializeApp } = await import('firebase-admin/app');
const { getFirestore, Timestamp } = await import('firebase-admin/firestore');
const { collections } = await import('@appointments/domain');
const { createApp } = await import('@appointments/functions/app');
const { rebuildFeedMonths } = await import('@appointments/functions/backfill');
initializeApp({ projectId });
const db = () => getFirestore();
const server = createServer(createApp());
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const appUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const now = new Date();
const DAY = 86_400_000;
const readsUrl = `http://${emulator.address}/emulator/v1/projects/${projectId}/reads`;
const takeReads = async () =>
  ((await (await fetch(readsUrl, { method: 'DELETE' })).json()) as { reads: number }).reads;

console.log(`Writing ${STUDENTS} students, ${TEACHERS} teachers, ${STUDENTS * PER_STUDENT} appointments…`);
const started = Date.now();
const writer = db().bulkWriter();
const stamp = Timestamp.fromDate(now);
for (let t = 0; t < TEACHERS; t += 1) {
  writer.set(db().collection(collections.teachers).doc(`t${t}`), {
    name: `Teacher ${t}`,
    email: `t${t}@college.test`,
    isApproved: true,
    createdAt: stamp,
  });
}
const statuses = ['approved', 'approved', 'canceled', 'pending', 'completed'] as const;
for (let s = 0; s < STUDENTS; s += 1) {
  writer.set(db().collection(collections.students).doc(`s${s}`), {
    name: `Student ${s}`,
    email: `s${s}@college.test`,
    isApproved: true,
    createdAt: stamp,
  });
  for (let k = 0; k < PER_STUDENT; k += 1) {
    const teacher = (s * PER_STUDENT + k) % TEACHERS;
    const status = statuses[(s + k) % statuses.length] as string;
    const dateTime = Timestamp.fromMillis(
      now.getTime() + (((s * 7 + k * 53) % 200) - 30) * DAY + k * 3_600_000,
    );
    writer.set(db().collection(collections.appointments).doc(`a${s}_${k}`), {
      teacherId: `t${teacher}`,
      studentId: `s${s}`,
      status,
      dateTime,
      purpose: 'Doubts',
      bookingType: 'slot_booking',
      durationMinutes: 30,
      approvedAt: status === 'pending' ? null : stamp,
      canceledAt: status === 'canceled' ? stamp : null,
      createdAt: stamp,
      updatedAt: stamp,
      teacher: { name: `Teacher ${teacher}`, subject: 'Physics', department: 'Science' },
      student: { name: `Student ${s}`, email: `s${s}@college.test` },
    });
  }
}
await writer.close();
console.log(`Written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
// Written around the API: the feeds' month documents are built from them once, as the post-deploy backfill does.
const monthDocuments = await rebuildFeedMonths();
console.log(`${monthDocuments} feed month documents built from a full scan`);

async function measure(label: string, people: { uid: string; role: 'student' | 'teacher' }[]) {
  // Each person's feed address, as the first GET /api/calendar/feed makes it.
  const tokens = people.map(() => randomBytes(32).toString('base64url'));
  await Promise.all(
    people.map((person, index) =>
      db()
        .collection(collections.calendarFeeds)
        .doc(person.uid)
        .set({ role: person.role, token: tokens[index], createdAt: stamp }),
    ),
  );
  await takeReads();
  const times: number[] = [];
  const reads: number[] = [];
  const conditionalTimes: number[] = [];
  const conditionalReads: number[] = [];
  let events = 0;
  let notModified = 0;
  for (const token of tokens) {
    const url = `${appUrl}/api/calendar/feed/${token}.ics`;
    let begin = performance.now();
    const answer = await fetch(url);
    const body = await answer.text();
    times.push(performance.now() - begin);
    reads.push(await takeReads());
    events += (body.match(/BEGIN:VEVENT/g) ?? []).length;
    begin = performance.now();
    const again = await fetch(url, { headers: { 'if-none-match': answer.headers.get('etag') ?? '' } });
    await again.arrayBuffer();
    conditionalTimes.push(performance.now() - begin);
    conditionalReads.push(await takeReads());
    if (again.status === 304) notModified += 1;
  }
  const row = (kind: string, t: number[], r: number[]) => {
    const time = summarise(t);
    const read = summarise(r);
    console.log(
      `| ${label} ${kind} | ${people.length} | ${(events / people.length).toFixed(1)} | ${time.p50.toFixed(1)} | ${time.p95.toFixed(1)} | ${read.p50} | ${read.p95} | ${read.max} |`,
    );
  };
  row('200', times, reads);
  row(`304 (${notModified}/${people.length})`, conditionalTimes, conditionalReads);
}

console.log(`\nFeed requests at ${STUDENTS} students (the API app and the emulator in this process):\n`);
console.log('| feed | requests | events per feed | p50 ms | p95 ms | reads p50 | reads p95 | reads max |');
console.log('|---|---|---|---|---|---|---|---|');
const pick = (count: number, total: number) =>
  Array.from({ length: count }, (_, i) => Math.floor((i * total) / count));
await measure(
  'student',
  pick(SAMPLES, STUDENTS).map((i) => ({ uid: `s${i}`, role: 'student' as const })),
);
await measure(
  'teacher',
  pick(Math.min(SAMPLES, 50), TEACHERS).map((i) => ({ uid: `t${i}`, role: 'teacher' as const })),
);
server.close();
await emulator.stop();
process.exit(0);
