/**
 * A bulk approval at campus scale: N pending students (5,000 by default, each with an Auth user and the
 * document registration writes) approved by one filter through POST /api/admin/students/bulk, the functions'
 * API app served in this process against the project's Firestore emulator and Firebase's Auth emulator (no
 * Functions emulator: the approval mails are queued, not sent). The request names a job, and the bench follows
 * its progress document (bulkJobs/{jobId}) as the admin's browser does, printing each page's time.
 *
 * Usage: npx tsx bench/bulk/run.ts [--students 5000]
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { collections } from '@appointments/domain';
import { apiClient } from '../../scripts/lib/api-client';
import { startEmulatorProcess } from '../../scripts/lib/emulator-process';
import { startInProcessAuth } from '../support/auth-emulator';

const { values } = parseArgs({ options: { students: { type: 'string' } } });
const STUDENTS = Number(values.students ?? '5000');
const PROJECT = 'demo-bulk-bench';
const IMPORT_SIZE = 1000;
const round = (value: number) => Math.round(value * 10) / 10;

const emulator = await startEmulatorProcess();
process.on('exit', () => emulator.child.kill());

const auth = await startInProcessAuth(PROJECT);
const authHost = auth.host;

Object.assign(process.env, {
  GCLOUD_PROJECT: PROJECT,
  FUNCTIONS_EMULATOR: 'true',
  FIRESTORE_EMULATOR_HOST: emulator.host,
  FIREBASE_AUTH_EMULATOR_HOST: authHost,
  FIREBASE_CONFIG: JSON.stringify({ projectId: PROJECT }),
  METADATA_SERVER_DETECTION: 'none',
  UNSUBSCRIBE_SECRET: 'bulk-bench-signing-key',
});

// Imported once the environment points at the emulators.
const { createApp } = await import('@appointments/functions/app');
const { createAdminAccount, newStudentDocument, studentRef } = await import('@appointments/functions/seed');
const { rebuildAccountCounters } = await import('@appointments/functions/backfill');
const { getAuth } = await import('firebase-admin/auth');
const { getFirestore } = await import('firebase-admin/firestore');

const server = createServer(createApp());
server.listen(0, '127.0.0.1');
await once(server, 'listening');
const serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const adminEmail = 'bench-admin@college.test';
const adminPassword = 'Bench#Admin2030';
await createAdminAccount({ name: 'Bench Admin', email: adminEmail, password: adminPassword }, new Date());
const token = await apiClient(serverUrl, `http://${authHost}`).login(adminEmail, adminPassword);

let started = Date.now();
const ids = Array.from({ length: STUDENTS }, (_, i) => `bulk-s${i}`);
for (let start = 0; start < STUDENTS; start += IMPORT_SIZE) {
  await getAuth().importUsers(
    ids.slice(start, start + IMPORT_SIZE).map((uid) => ({
      uid,
      email: `${uid}@college.test`,
      customClaims: { role: 'student', approved: false },
    })),
  );
}
const writer = getFirestore().bulkWriter();
const now = new Date();
ids.forEach((uid, i) => {
  const account = { uid, name: `Bulk Student ${i}`, email: `${uid}@college.test`, isApproved: false, now };
  void writer.set(studentRef(uid), newStudentDocument(account));
});
await writer.close();
await rebuildAccountCounters();
const seedSeconds = (Date.now() - started) / 1000;

// The progress the browser would see: each distinct `done` and when it arrived.
const jobId = `bench-${Date.now().toString(36)}-0000000000`;
const pages: Array<{ done: number; total: number; seconds: number }> = [];
const stopFollowing = getFirestore()
  .collection(collections.bulkJobs)
  .doc(jobId)
  .onSnapshot((snapshot) => {
    const done = Number(snapshot.get('done') ?? 0);
    const total = Number(snapshot.get('total') ?? 0);
    if (snapshot.exists && pages.at(-1)?.done !== done)
      pages.push({ done, total, seconds: (Date.now() - started) / 1000 });
  });

started = Date.now();
const response = await fetch(`${serverUrl}/api/admin/students/bulk`, {
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify({ action: 'approve', filter: { status: 'pending' }, jobId }),
});
const answer = (await response.json()) as {
  success: boolean;
  data?: Record<string, number>;
  message?: string;
};
const seconds = (Date.now() - started) / 1000;
await new Promise((resolve) => setTimeout(resolve, 500));
stopFollowing();
if (!answer.success || !answer.data) throw new Error(`HTTP ${response.status} ${answer.message}`);

const pageTimes = pages.slice(1).map((page, i) => page.seconds - (pages[i]?.seconds ?? 0));
const firstTotal = pages.find((page) => page.total > 0);
console.log(`Bulk approval of a filter of ${STUDENTS} pending students (API app in process; emulators)\n`);
console.log(`seeded in ${round(seedSeconds)} s`);
console.log(`answer: HTTP ${response.status} ${JSON.stringify(answer.data)}`);
console.log(`request: ${round(seconds)} s; ${round(STUDENTS / seconds)} accounts/s`);
console.log(`total known after ${round(firstTotal?.seconds ?? 0)} s (the filter's ids read)`);
console.log(`progress records seen: ${pages.length} (done ${pages.map((page) => page.done).join(', ')})`);
if (pageTimes.length > 0) {
  const sorted = [...pageTimes].sort((a, b) => a - b);
  console.log(
    `page of 100: median ${round(sorted[Math.floor(sorted.length / 2)] ?? 0)} s, slowest ${round(sorted.at(-1) ?? 0)} s`,
  );
}
console.log(`at this rate 30,000 accounts: ${round((30_000 / STUDENTS) * seconds)} s`);
auth.close();
server.close();
process.exit(0);
