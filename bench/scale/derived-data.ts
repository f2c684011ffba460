// What the product derives from the seeded documents, made by the product's own code so the bench's college
// has exactly the shapes the API would have written: the backfills an operator runs (docs/operations.md)
// and the account triggers of the stack's Functions emulator, waited for before anything is measured.
import { collections } from '@appointments/domain';
import {
  backfillConversationCards,
  backfillSearchKeys,
  rebuildAccountCounters,
  rebuildAppointmentTotals,
  rebuildTeacherDepartments,
} from '@appointments/functions/backfill';
import { getFirestore } from 'firebase-admin/firestore';
import { type CollegeRollups, rollupsDifferFromRebuild } from './college-rollups';
import { storedDocumentBytes } from './document-size';
import type { ReadCounter } from './reads';

export interface DerivedData {
  /** Accounts whose search keys the backfill had to correct: 0 when the seed wrote the product's keys. */
  searchKeysCorrected: number;
  conversationCards: number;
  departments: number;
  /** The insights' rollup documents written (months of the college and of each teacher); absent in older seeds. */
  rollupDocuments?: number;
  /** The backfills and the rollups' write, before the wait for the triggers; absent in older seeds. */
  backfillSeconds?: number;
  /** Waiting for the account triggers (matching documents, department counts, role counters) to finish. */
  triggerSeconds: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every teacher write fires `followTeacherWrites` (matching document, department counts, role counter), one
 * event at a time: done once each teacher has its
 * matching document and the project's reads have stopped moving.
 */
async function triggersDone(teachers: number, reads: ReadCounter, say: (line: string) => void) {
  const matching = getFirestore().collection(collections.teacherMatching);
  const deadline = Date.now() + 45 * 60_000;
  let told = Date.now();
  for (;;) {
    const embedded = (await matching.count().get()).data().count;
    if (embedded >= teachers) break;
    if (Date.now() > deadline) {
      say(`  triggers: only ${embedded} of ${teachers} matching documents after 45 min; measuring anyway`);
      return;
    }
    if (Date.now() - told > 30_000) {
      say(`  triggers: ${embedded} of ${teachers} teachers embedded`);
      told = Date.now();
    }
    await sleep(2_000);
  }
  for (let still = 0, previous = -1; still < 3; ) {
    await sleep(2_000);
    const now = (await reads.current()).reads;
    still = now === previous ? still + 1 : 0;
    previous = now;
  }
}

/** The largest month shard of the college's rollups, against Firestore's 1 MiB document limit. */
async function sayLargestRollup(say: (line: string) => void): Promise<void> {
  let largest = { path: '', bytes: 0, teachers: 0 };
  for (const shard of (await getFirestore().collection(collections.insightRollups).get()).docs) {
    const bytes = storedDocumentBytes(shard.ref.path, shard.data());
    const teachers = Object.keys((shard.get('teacherNames') as object | undefined) ?? {}).length;
    if (bytes > largest.bytes) largest = { path: shard.ref.path, bytes, teachers };
  }
  say(
    `  largest rollup shard: ${largest.path}, ${(largest.bytes / 1024).toFixed(1)} KiB ` +
      `(${largest.teachers} teachers named; the limit is 1024 KiB)`,
  );
}

export async function deriveData(
  teachers: number,
  rollups: CollegeRollups,
  reads: ReadCounter,
  say: (line: string) => void,
  checkRollups = false,
): Promise<DerivedData> {
  const began = performance.now();
  const keys = await backfillSearchKeys();
  const searchKeysCorrected = keys.students.updated + keys.teachers.updated;
  say(
    `  search keys: ${searchKeysCorrected} of ${keys.students.read + keys.teachers.read} accounts corrected`,
  );
  const conversationCards = await backfillConversationCards();
  const departments = (await rebuildTeacherDepartments(new Date())).length;
  const [counters, totals] = await Promise.all([rebuildAccountCounters(), rebuildAppointmentTotals()]);
  // The appointments were written around the API: the insights' rollups are built from them once, as the
  // post-deploy backfill does (its arithmetic, fed as the college was written); from then on the API's writes
  // keep them.
  const rollupDocuments = await rollups.write();
  say(`  insights rollups: ${rollupDocuments} documents, built as the college was written`);
  await sayLargestRollup(say);
  say(
    `  cards on ${conversationCards} conversations; ${departments} departments counted; ` +
      `${counters.student.total} students and ${counters.teacher.total} teachers in the role counters; ` +
      `${totals.total} appointments in the totals`,
  );
  const started = performance.now();
  await triggersDone(teachers, reads, say);
  const triggerSeconds = (performance.now() - started) / 1000;
  if (checkRollups) {
    const differing = await rollupsDifferFromRebuild();
    say(
      differing.length === 0
        ? '  insights rollups: the same as the full-scan rebuild'
        : `  insights rollups: ${differing.length} documents differ from the full-scan rebuild: ${differing.slice(0, 5).join(', ')}`,
    );
  }
  return {
    searchKeysCorrected,
    conversationCards,
    departments,
    rollupDocuments,
    backfillSeconds: (started - began) / 1000,
    triggerSeconds,
  };
}
