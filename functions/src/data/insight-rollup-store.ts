// Reading the insights' rollups for a range, and building them from a full scan of the appointments (the
// backfill for data written before them or around the API: the seed, an import, the benches).
import {
  collections,
  DEFAULT_SESSION_MINUTES,
  type RollupMonth,
  type WaitlistLevels,
} from '@appointments/domain';
import type { AppointmentDocument, SlotDocument } from '@appointments/domain/documents';
import { FieldPath, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { appointmentsCollection } from './appointments';
import { converters } from './converters';
import {
  INSIGHT_ROLLUP_SHARDS,
  InsightRollupChanges,
  insightRollupRef,
  type Nested,
  teacherInsightRollupRef,
  waitlistLevelsRef,
  withoutZeros,
} from './insight-rollups';
import { waitlistCollection } from './waitlist';

const pageSize = 1000;

/** Written after a rebuild; has no `month`, so no reader takes it for one. */
const rebuiltMarker = () => db().collection(collections.insightRollups).doc('rebuilt');

function numbersOf(value: unknown): Nested {
  return typeof value === 'object' && value !== null ? (value as Nested) : {};
}

function addInto(sum: Nested, tree: Nested): void {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'number') sum[key] = ((sum[key] as number | undefined) ?? 0) + value;
    else {
      const child = (sum[key] as Nested | undefined) ?? {};
      sum[key] = child;
      addInto(child, value);
    }
  }
}

/** The college's months, each the sum of its shards: `months × INSIGHT_ROLLUP_SHARDS` reads in one round trip. */
export async function readCollegeMonths(months: string[]): Promise<RollupMonth[]> {
  const refs = months.flatMap((month) =>
    Array.from({ length: INSIGHT_ROLLUP_SHARDS }, (_, shard) =>
      insightRollupRef(month, shard).withConverter(converters.insightRollup),
    ),
  );
  const snapshots = refs.length > 0 ? await db().getAll(...refs) : [];
  return months.map((month, index) => {
    const shards = snapshots.slice(index * INSIGHT_ROLLUP_SHARDS, (index + 1) * INSIGHT_ROLLUP_SHARDS);
    const sum = { days: {} as Nested, teacherSessions: {} as Nested };
    const departments: Record<string, string> = {};
    const teacherNames: Record<string, string> = {};
    for (const shard of shards) {
      const stored = shard.data();
      if (!stored) continue;
      addInto(sum.days, stored.days);
      addInto(sum.teacherSessions, stored.teacherSessions);
      Object.assign(departments, stored.departments);
      Object.assign(teacherNames, stored.teacherNames);
    }
    return {
      month,
      departments,
      teacherNames,
      days: sum.days as RollupMonth['days'],
      teacherSessions: sum.teacherSessions as RollupMonth['teacherSessions'],
    };
  });
}

/** The waitlists' net change per month and department (one document, whatever the range). */
export async function readWaitlistLevels(): Promise<WaitlistLevels> {
  return (await waitlistLevelsRef().withConverter(converters.waitlistLevels).get()).data()?.months ?? {};
}

/** One teacher's months, read as college months of a single department (`self`). */
export async function readTeacherMonths(teacherId: string, months: string[]): Promise<RollupMonth[]> {
  const snapshots =
    months.length > 0
      ? await db().getAll(
          ...months.map((month) =>
            teacherInsightRollupRef(teacherId, month).withConverter(converters.teacherInsightRollup),
          ),
        )
      : [];
  return months.map((month, index) => ({
    month,
    departments: {},
    teacherNames: {},
    days: { self: snapshots[index]?.data()?.days ?? {} },
    teacherSessions: {},
  }));
}

/** What the rollups must hold: every appointment's cells, added up by paging through them all. */
export async function scanInsightRollups(): Promise<InsightRollupChanges> {
  const changes = new InsightRollupChanges();
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = appointmentsCollection().orderBy(FieldPath.documentId()).limit(pageSize);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    for (const appointment of page.docs) changes.add(undefined, appointment.data());
    after = page.docs.at(-1);
    if (page.size < pageSize) break;
  }
  // The students waiting now, each counted from the day they joined. Those who already left are gone from the
  // store: a rebuild keeps the length right from now on, not the history before it.
  for (const entry of (await waitlistCollection().get()).docs) {
    const stored = entry.data();
    changes.waitlist(stored.teacher.department, stored.joinedAt.toDate(), 1);
  }
  return changes;
}

/**
 * The stored rollups by path, shards added up and zeros left out: comparable with
 * `scanInsightRollups().documents()`.
 */
export async function storedInsightRollups(): Promise<Map<string, Record<string, unknown>>> {
  const stored = new Map<string, Record<string, unknown>>();
  // The months stored (the rebuild's marker has none); each is read back, shards summed, by its converter.
  const college = await db().collection(collections.insightRollups).select('month').get();
  const months = new Set(college.docs.map((shard) => String(shard.get('month') ?? '')).filter(Boolean));
  for (const month of months) {
    const [summed] = await readCollegeMonths([month]);
    if (!summed) continue;
    stored.set(insightRollupRef(month, 0).path, {
      month,
      departments: summed.departments,
      teacherNames: summed.teacherNames,
      ...withoutZeros({ days: summed.days as Nested, teacherSessions: summed.teacherSessions as Nested }),
    });
  }
  const levels = withoutZeros(numbersOf(await readWaitlistLevels()));
  if (Object.keys(levels).length > 0) stored.set(waitlistLevelsRef().path, { months: levels });
  const teachers = await db().collection(collections.teacherInsightRollups).get();
  for (const doc of teachers.docs) {
    stored.set(doc.ref.path, {
      teacherId: doc.get('teacherId'),
      month: doc.get('month'),
      ...withoutZeros({ days: numbersOf(doc.get('days')) }),
    });
  }
  return stored;
}

/** The fields of a stored slot that its offer depends on. */
export type StoredSlotOffer = Pick<SlotDocument, 'dateTime' | 'durationMinutes' | 'seatsLeft' | 'capacity'>;

/** A slot still stored offers its free seats (a group slot's booked seats are among the slot bookings). */
export function offerStoredSlot(
  changes: InsightRollupChanges,
  teacher: { id: string; department: string },
  slot: StoredSlotOffer,
): void {
  const minutes = slot.durationMinutes ?? DEFAULT_SESSION_MINUTES;
  const freeSeats = slot.seatsLeft ?? slot.capacity ?? 1;
  changes.offer(teacher, slot.dateTime.toDate(), minutes * freeSeats, 1);
}

/** A slot booking holds the seat-minutes its slot offered. */
export function offerBookedSlot(
  changes: InsightRollupChanges,
  teacher: { id: string; department: string },
  appointment: Pick<AppointmentDocument, 'dateTime' | 'durationMinutes'>,
): void {
  changes.offer(
    teacher,
    appointment.dateTime.toDate(),
    appointment.durationMinutes ?? DEFAULT_SESSION_MINUTES,
    1,
  );
}

/**
 * The seat-minutes offered as far as the store still shows them: the free slots and the slots booked. A slot
 * withdrawn, or deleted by the daily job once passed, is gone: data from before the rollups counts less.
 */
async function addOfferedFromStore(changes: InsightRollupChanges): Promise<void> {
  const departments = new Map<string, string>();
  for (const teacher of (await db().collection(collections.teachers).select('department').get()).docs)
    departments.set(teacher.id, String(teacher.get('department') ?? ''));
  const teacherOf = (id: string) => ({ id, department: departments.get(id) ?? '' });
  const slots = await db().collectionGroup(collections.slots).withConverter(converters.slot).get();
  for (const slot of slots.docs)
    offerStoredSlot(changes, teacherOf(slot.ref.parent.parent?.id ?? ''), slot.data());
  const booked = await appointmentsCollection().where('bookingType', '==', 'slot_booking').get();
  for (const appointment of booked.docs) {
    const stored = appointment.data();
    offerBookedSlot(changes, teacherOf(stored.teacherId), stored);
  }
}

/**
 * Replaces the stored rollups with `documents` (a full scan's `InsightRollupChanges.documents()`), deleting
 * every other rollup document, and records the rebuild. Returns the number of documents written.
 */
export async function writeRebuiltRollups(documents: Map<string, Record<string, unknown>>): Promise<number> {
  const writer = db().bulkWriter();
  // Every other document (older months, the other shards of each month) goes: they start from zero.
  for (const name of [collections.insightRollups, collections.teacherInsightRollups]) {
    for (const ref of await db().collection(name).listDocuments()) {
      if (!documents.has(ref.path)) void writer.delete(ref);
    }
  }
  for (const [path, data] of documents) void writer.set(db().doc(path), data);
  await writer.close();
  await rebuiltMarker().set({ at: new Date() });
  return documents.size;
}

/**
 * Sets the rollups to a full scan of the appointments (deleting what was there). Run it while nothing books:
 * a booking between the scan and the write is lost from the rollups until the next rebuild.
 */
export async function rebuildInsightRollups(): Promise<number> {
  const scan = await scanInsightRollups();
  await addOfferedFromStore(scan);
  return writeRebuiltRollups(scan.documents());
}

/** Rebuilds the rollups unless a rebuild is on record: the post-deploy backfill, once. */
export async function ensureInsightRollups(): Promise<boolean> {
  if ((await rebuiltMarker().get()).exists) return false;
  await rebuildInsightRollups();
  return true;
}
