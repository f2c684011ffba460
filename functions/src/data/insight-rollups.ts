// The insights' rollups (docs/architecture/data-model.md, "Insights rollups"): every write that creates,
// moves or deletes an appointment moves them by what the appointment added before and adds after, in the
// same transaction, so they equal a full scan at every commit.
import {
  appointmentCells,
  collections,
  departmentKey,
  type InsightFacts,
  istDayKey,
  teacherSessionMonth,
  WAITLIST_METRIC,
} from '@appointments/domain';
import {
  type DocumentReference,
  type DocumentSnapshot,
  FieldValue,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { type InsightSource, insightFactsOf } from './insight-facts';

/** Shards of a college month: two writes a second sustained for the month everyone books in. */
export const INSIGHT_ROLLUP_SHARDS = 2;

/** The metric of seat-minutes offered (the report's utilisation divides by it). */
export const OFFERED = 'offeredMinutes';

export const insightRollupRef = (month: string, shard: number) =>
  db().collection(collections.insightRollups).doc(`${month}-${shard}`);

/**
 * The waitlist's net change per month and department (`{months: {YYYY-MM: {department: n}}}`): the length at
 * the start of a range is the sum of the months before it, one read whatever the range.
 */
export const waitlistLevelsRef = () => db().collection(collections.insightRollups).doc('waitlist-levels');

export const teacherInsightRollupRef = (teacherId: string, month: string) =>
  db().collection(collections.teacherInsightRollups).doc(`${teacherId}-${month}`);

export type Nested = { [key: string]: number | Nested };

function addAt(tree: Nested, path: string[], value: number): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (rest.length === 0) {
    tree[head] = ((tree[head] as number | undefined) ?? 0) + value;
    return;
  }
  const child = (tree[head] as Nested | undefined) ?? {};
  tree[head] = child;
  addAt(child, rest, value);
}

/** The tree with zero leaves and empty branches left out, its numbers as increments; null when empty. */
function asIncrementTree(tree: Nested): Record<string, unknown> | null {
  const entries = Object.entries(tree).flatMap(([key, value]): [string, unknown][] => {
    if (typeof value === 'number') return value === 0 ? [] : [[key, FieldValue.increment(value)]];
    const branch = asIncrementTree(value);
    return branch ? [[key, branch]] : [];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** The tree with zero leaves and empty branches left out. */
export function withoutZeros(tree: Nested): Nested {
  const entries = Object.entries(tree).flatMap(([key, value]): [string, number | Nested][] => {
    if (typeof value === 'number') return value === 0 ? [] : [[key, value]];
    const branch = withoutZeros(value);
    return Object.keys(branch).length > 0 ? [[key, branch]] : [];
  });
  return Object.fromEntries(entries);
}

interface MonthChanges {
  college: Nested;
  departments: Record<string, string>;
  teacherNames: Record<string, string>;
  teachers: Map<string, Nested>;
}

/**
 * Rollup changes summed over any number of appointment changes, applied once per document (a transaction
 * writes each document once).
 */
export class InsightRollupChanges {
  private readonly months = new Map<string, MonthChanges>();
  /** Month → department key → the waitlist's net change. */
  private readonly waitlistMonths: Nested = {};

  private month(key: string): MonthChanges {
    let changes = this.months.get(key);
    if (!changes) {
      changes = { college: {}, departments: {}, teacherNames: {}, teachers: new Map() };
      this.months.set(key, changes);
    }
    return changes;
  }

  private addFacts(facts: InsightFacts, sign: 1 | -1): void {
    const department = departmentKey(facts.department);
    for (const cell of appointmentCells(facts)) {
      const month = this.month(cell.day.slice(0, 7));
      const dd = cell.day.slice(8);
      addAt(month.college, ['days', department, dd, cell.metric], sign * cell.value);
      const teacher = month.teachers.get(facts.teacherId) ?? {};
      month.teachers.set(facts.teacherId, teacher);
      addAt(teacher, ['days', dd, cell.metric], sign * cell.value);
      if (sign === 1) month.departments[department] = facts.department;
    }
    const sessionMonth = teacherSessionMonth(facts);
    if (sessionMonth) {
      const month = this.month(sessionMonth);
      addAt(month.college, ['teacherSessions', department, facts.teacherId], sign);
      if (sign === 1) month.teacherNames[facts.teacherId] = facts.teacherName;
    }
  }

  /**
   * Seat-minutes a teacher offers (`sign` 1) or withdraws (-1) on the slot's IST day: kept from the slot writes
   * themselves, not from the slots stored, since a booking takes its slot and the daily job deletes the passed
   * ones while the offer stood (so a full scan of the appointments never holds them).
   */
  offer(teacher: { id: string; department: string }, dateTime: Date, minutes: number, sign: 1 | -1): this {
    const day = istDayKey(dateTime);
    const month = this.month(day.slice(0, 7));
    const department = departmentKey(teacher.department);
    addAt(month.college, ['days', department, day.slice(8), OFFERED], sign * minutes);
    const own = month.teachers.get(teacher.id) ?? {};
    month.teachers.set(teacher.id, own);
    addAt(own, ['days', day.slice(8), OFFERED], sign * minutes);
    if (sign === 1) month.departments[department] = teacher.department;
    return this;
  }

  /** A student joins (1) or leaves (-1) a waitlist of a teacher of `department`, on the IST day of `at`. */
  waitlist(department: string, at: Date, sign: 1 | -1): this {
    const day = istDayKey(at);
    const month = this.month(day.slice(0, 7));
    const key = departmentKey(department);
    addAt(month.college, ['days', key, day.slice(8), WAITLIST_METRIC], sign);
    addAt(this.waitlistMonths, [day.slice(0, 7), key], sign);
    if (sign === 1) month.departments[key] = department;
    return this;
  }

  /** One appointment's change: `before` or `after` undefined for a creation or a deletion. */
  add(before: InsightSource | undefined, after: InsightSource | undefined): this {
    if (before) this.addFacts(insightFactsOf(before), -1);
    if (after) this.addFacts(insightFactsOf(after), 1);
    return this;
  }

  /** The writes, one per document touched; the college's go to one shard picked at random. */
  writes(
    shard = Math.floor(Math.random() * INSIGHT_ROLLUP_SHARDS),
  ): [DocumentReference, Record<string, unknown>][] {
    const writes: [DocumentReference, Record<string, unknown>][] = [];
    for (const [month, changes] of this.months) {
      const college = asIncrementTree(changes.college);
      const names = {
        ...(Object.keys(changes.departments).length > 0 ? { departments: changes.departments } : {}),
        ...(Object.keys(changes.teacherNames).length > 0 ? { teacherNames: changes.teacherNames } : {}),
      };
      if (college || Object.keys(names).length > 0)
        writes.push([insightRollupRef(month, shard), { month, ...names, ...college }]);
      for (const [teacherId, tree] of changes.teachers) {
        const teacher = asIncrementTree(tree);
        if (teacher)
          writes.push([teacherInsightRollupRef(teacherId, month), { teacherId, month, ...teacher }]);
      }
    }
    const levels = asIncrementTree(this.waitlistMonths);
    if (levels) writes.push([waitlistLevelsRef(), { months: levels }]);
    return writes;
  }

  /**
   * The documents as plain numbers, by path: what they would hold if these changes were all there is (the
   * backfill from a full scan, and the test that compares the rollups with one).
   */
  documents(): Map<string, Record<string, unknown>> {
    const documents = new Map<string, Record<string, unknown>>();
    for (const [month, changes] of this.months) {
      documents.set(insightRollupRef(month, 0).path, {
        month,
        departments: changes.departments,
        teacherNames: changes.teacherNames,
        ...withoutZeros(changes.college),
      });
      for (const [teacherId, tree] of changes.teachers)
        documents.set(teacherInsightRollupRef(teacherId, month).path, {
          teacherId,
          month,
          ...withoutZeros(tree),
        });
    }
    const levels = withoutZeros(this.waitlistMonths);
    if (Object.keys(levels).length > 0) documents.set(waitlistLevelsRef().path, { months: levels });
    return documents;
  }

  apply(transaction: Transaction): void {
    for (const [ref, data] of this.writes()) transaction.set(ref, data, { merge: true });
  }

  applyTo(batch: WriteBatch): void {
    for (const [ref, data] of this.writes()) batch.set(ref, data, { merge: true });
  }
}

/**
 * Moves the insights' rollups for one appointment's change in the caller's transaction: the one call every
 * appointment write makes beside its counters (data/appointment-counters.ts).
 */
export function moveInsightRollups(
  transaction: Transaction,
  before: InsightSource | undefined,
  after: InsightSource | undefined,
): void {
  new InsightRollupChanges().add(before, after).apply(transaction);
}

/** The teacher's department as a waitlist entry recorded it (entries from before it count as none). */
const entryDepartment = (entry: DocumentSnapshot) => String(entry.get('teacher.department') ?? '');

/** Waitlist entries leaving at `at`: their lines' lengths fall, in the caller's transaction. */
export function waitlistLeft(transaction: Transaction, entries: readonly DocumentSnapshot[], at: Date): void {
  if (entries.length === 0) return;
  const changes = new InsightRollupChanges();
  for (const entry of entries) changes.waitlist(entryDepartment(entry), at, -1);
  changes.apply(transaction);
}
