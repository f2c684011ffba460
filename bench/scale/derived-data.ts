// What the product derives from the seeded documents, made by the product's own code so the bench's college
// has exactly the shapes the API would have written: the backfills an operator runs (docs/operations.md)
// and the account triggers of the stack's Functions emulator, waited for before anything is measured.
import { collections } from '@appointments/domain';
import {
  backfillConversationCards,
  backfillSearchKeys,
  rebuildAccountCounters,
  rebuildAppointmentTotals,
  rebuildInsightRollups,
  rebuildTeacherDepartments,
} from '@appointments/functions/backfill';
import { getFirestore } from 'firebase-admin/firestore';
import type { ReadCounter } from './reads';

export interface DerivedData {
  /** Accounts whose search keys the backfill had to correct: 0 when the seed wrote the product's keys. */
  searchKeysCorrected: number;
  conversationCards: number;
  departments: number;
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

export async function deriveData(
  teachers: number,
  reads: ReadCounter,
  say: (line: string) => void,
): Promise<DerivedData> {
  const keys = await backfillSearchKeys();
  const searchKeysCorrected = keys.students.updated + keys.teachers.updated;
  say(
    `  search keys: ${searchKeysCorrected} of ${keys.students.read + keys.teachers.read} accounts corrected`,
  );
  const conversationCards = await backfillConversationCards();
  const departments = (await rebuildTeacherDepartments(new Date())).length;
  const [counters, totals] = await Promise.all([rebuildAccountCounters(), rebuildAppointmentTotals()]);
  // The appointments were written around the API: the insights' rollups are built from them once, as the
  // post-deploy backfill does; from then on the API's writes keep them.
  const rollupDocuments = await rebuildInsightRollups();
  say(`  insights rollups: ${rollupDocuments} documents built from a full scan`);
  say(
    `  cards on ${conversationCards} conversations; ${departments} departments counted; ` +
      `${counters.student.total} students and ${counters.teacher.total} teachers in the role counters; ` +
      `${totals.total} appointments in the totals`,
  );
  const started = performance.now();
  await triggersDone(teachers, reads, say);
  return {
    searchKeysCorrected,
    conversationCards,
    departments,
    triggerSeconds: (performance.now() - started) / 1000,
  };
}
