// The insights' rollups of the generated college, built while it is written: the product's rebuild arithmetic
// (functions/src/data/insight-rollup-store.ts: each appointment's cells, the seat-minutes of the stored slots
// and of the slot bookings, by the teacher's department) fed the very documents that go to Firestore, then
// written by the product's own writer. The rebuild's full scan pages through the appointments by id, and the
// emulator sorts what is left of the collection for every page: 4 minutes at 100,000 appointments, some
// 40 at 300,000 on the shared machine. The documents are the same (`--check-rollups` compares them).
import { isDeepStrictEqual } from 'node:util';
import { collections } from '@appointments/domain';
import {
  InsightRollupChanges,
  offerBookedSlot,
  offerStoredSlot,
  rebuildInsightRollups,
  writeRebuiltRollups,
} from '@appointments/functions/backfill';
import { getFirestore } from 'firebase-admin/firestore';
import type { Dataset } from './dataset';
import type { PlannedWrite } from './documents';

type StoredAppointment = Parameters<InsightRollupChanges['add']>[1] &
  Parameters<typeof offerBookedSlot>[2] & { bookingType?: string };
type StoredSlot = Parameters<typeof offerStoredSlot>[2];

export class CollegeRollups {
  private readonly changes = new InsightRollupChanges();
  /** The teachers' departments as their documents hold them (the rebuild reads `teachers.department`). */
  private readonly departments: Map<string, string>;

  constructor(dataset: Dataset) {
    this.departments = new Map(dataset.teachers.map((teacher) => [teacher.uid, teacher.department]));
  }

  private teacherOf(id: string) {
    return { id, department: this.departments.get(id) ?? '' };
  }

  private see(write: PlannedWrite): void {
    const [collection, id, sub, subId] = write.path.split('/');
    if (collection === collections.appointments && sub === undefined) {
      const stored = write.data as unknown as StoredAppointment;
      this.changes.add(undefined, stored);
      if (stored.bookingType === 'slot_booking')
        offerBookedSlot(this.changes, this.teacherOf(stored.teacherId), stored);
    } else if (collection === collections.teachers && sub === collections.slots && subId !== undefined) {
      offerStoredSlot(this.changes, this.teacherOf(id ?? ''), write.data as unknown as StoredSlot);
    } else if (collection === collections.waitlist) {
      // The rebuild counts the students waiting; this college has none, and the rollups here would miss them.
      throw new Error('The scale college writes no waitlist entries; count them here before adding some.');
    }
  }

  /** Passes the writes through, adding each to the rollups on the way. */
  *tap(writes: Iterable<PlannedWrite>): Generator<PlannedWrite> {
    for (const write of writes) {
      this.see(write);
      yield write;
    }
  }

  /** Writes the rollups (replacing any), as the rebuild does after its scan; answers the documents written. */
  write(): Promise<number> {
    return writeRebuiltRollups(this.changes.documents());
  }
}

async function storedRollups(): Promise<Map<string, unknown>> {
  const stored = new Map<string, unknown>();
  for (const name of [collections.insightRollups, collections.teacherInsightRollups]) {
    for (const doc of (await getFirestore().collection(name).get()).docs)
      if (doc.id !== 'rebuilt') stored.set(doc.ref.path, doc.data());
  }
  return stored;
}

/**
 * Runs the product's full-scan rebuild over the written college and compares its documents with those built
 * here: the paths that differ (none when the two agree). Slow at full size; meant for `--small`.
 */
export async function rollupsDifferFromRebuild(): Promise<string[]> {
  const built = await storedRollups();
  await rebuildInsightRollups();
  const rebuilt = await storedRollups();
  const paths = new Set([...built.keys(), ...rebuilt.keys()]);
  return [...paths].filter((path) => !isDeepStrictEqual(built.get(path), rebuilt.get(path)));
}
