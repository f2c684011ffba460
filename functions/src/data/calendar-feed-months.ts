// The calendar feed's month documents (documents/calendar-feed-month.ts): each appointment write moves its
// entry in the student's and the teacher's month, in the write's own transaction, beside the insights'
// rollups; so a feed request reads the months of its window, never the sessions one by one.
import { type AppointmentPlace, appointmentPlaceDoc, collections } from '@appointments/domain';
import type { AppointmentDocument, CalendarFeedEntry, TimestampLike } from '@appointments/domain/documents';
import {
  type DocumentReference,
  FieldPath,
  FieldValue,
  type QueryDocumentSnapshot,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { appointmentsCollection } from './appointments';
import { converters } from './converters';

/** The fields of an appointment its feed entry copies. */
export type FeedSource = Pick<
  AppointmentDocument,
  | 'studentId'
  | 'teacherId'
  | 'status'
  | 'dateTime'
  | 'durationMinutes'
  | 'purpose'
  | 'approvedAt'
  | 'canceledAt'
  | 'updatedAt'
  | 'teacher'
  | 'student'
>;

/** A place as its private document stores it: `{kind, location}` or `{kind, url, provider}`. */
export type FeedPlace = AppointmentPlace;

export const feedMonthOf = (millis: number) => new Date(millis).toISOString().slice(0, 7);

export const calendarFeedMonthRef = (uid: string, month: string) =>
  db()
    .collection(collections.calendarFeedMonths)
    .doc(`${uid}-${month}`)
    .withConverter(converters.calendarFeedMonth);

/** The UTC months from `from` to `until`, both included. */
export function feedMonthsBetween(from: number, until: number): string[] {
  const months: string[] = [];
  const cursor = new Date(from);
  cursor.setUTCDate(1);
  cursor.setUTCHours(0, 0, 0, 0);
  while (cursor.getTime() <= until) {
    months.push(feedMonthOf(cursor.getTime()));
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return months;
}

/**
 * Whether the appointment has an entry: it is in the feed, or may come into it (a pending request is approved,
 * a move is approved again). Declined, lapsed and completed ones never return to it.
 */
export function hasFeedEntry(source: { status: string; approvedAt?: unknown } | undefined): boolean {
  if (!source) return false;
  return (
    source.status === 'pending' ||
    source.status === 'approved' ||
    (source.status === 'canceled' && source.approvedAt !== null && source.approvedAt !== undefined)
  );
}

/** The entry's fields but its place (which lives in the appointment's private document). */
export function feedEntryFields(source: FeedSource): Omit<CalendarFeedEntry, 'place'> {
  return {
    status: source.status,
    dateTime: source.dateTime,
    durationMinutes: source.durationMinutes ?? null,
    purpose: source.purpose ?? '',
    teacherName: source.teacher?.name ?? '',
    studentName: source.student?.name ?? '',
    studentEmail: source.student?.email ?? '',
    approvedAt: source.approvedAt ?? null,
    canceledAt: source.canceledAt ?? null,
    updatedAt: source.updatedAt,
  };
}

type EventChange = Record<string, unknown> | FieldValue;

/**
 * Entry changes summed over any number of appointment changes, one write per month document (set with merge,
 * written blind: a booking never waits on another booking of the same teacher for it).
 */
export class FeedMonthChanges {
  private readonly documents = new Map<
    string,
    { uid: string; month: string; events: Record<string, EventChange> }
  >();

  private put(uid: string, month: string, id: string, change: EventChange): void {
    const key = `${uid}-${month}`;
    const document = this.documents.get(key) ?? { uid, month, events: {} };
    document.events[id] = change;
    this.documents.set(key, document);
  }

  /**
   * One appointment's change: `before`/`after` undefined for a creation or a deletion. `place` is the
   * appointment's place when the caller knows it (a booking, a move): written with the entry; otherwise the
   * entry keeps the place it holds.
   */
  move(
    id: string,
    before: FeedSource | undefined,
    after: FeedSource | undefined,
    place?: FeedPlace | null,
  ): this {
    const keptBefore = hasFeedEntry(before) ? before : undefined;
    const keptAfter = hasFeedEntry(after) ? after : undefined;
    for (const role of ['studentId', 'teacherId'] as const) {
      const monthBefore = keptBefore ? feedMonthOf(keptBefore.dateTime.toMillis()) : null;
      const monthAfter = keptAfter ? feedMonthOf(keptAfter.dateTime.toMillis()) : null;
      if (keptBefore && monthBefore !== monthAfter)
        this.put(keptBefore[role], monthBefore as string, id, FieldValue.delete());
      if (keptAfter)
        this.put(keptAfter[role], monthAfter as string, id, {
          ...feedEntryFields(keptAfter),
          ...(place !== undefined ? { place } : {}),
        });
    }
    return this;
  }

  /** Copied names that changed (a renamed account), on an entry that exists. */
  rename(
    id: string,
    source: {
      studentId: string;
      teacherId: string;
      status: string;
      approvedAt?: unknown;
      dateTime: TimestampLike;
    },
    names: Record<string, string>,
  ): this {
    if (!hasFeedEntry(source) || Object.keys(names).length === 0) return this;
    const month = feedMonthOf(source.dateTime.toMillis());
    this.put(source.studentId, month, id, names);
    this.put(source.teacherId, month, id, names);
    return this;
  }

  writes(): [DocumentReference, Record<string, unknown>][] {
    return [...this.documents.values()].map(({ uid, month, events }) => [
      db().collection(collections.calendarFeedMonths).doc(`${uid}-${month}`),
      { uid, month, events },
    ]);
  }

  apply(transaction: Transaction): void {
    for (const [ref, data] of this.writes()) transaction.set(ref, data, { merge: true });
  }

  applyTo(batch: WriteBatch): void {
    for (const [ref, data] of this.writes()) batch.set(ref, data, { merge: true });
  }
}

/** Moves the feed entries of one appointment's change in the caller's transaction. */
export function moveFeedEntries(
  transaction: Transaction,
  id: string,
  before: FeedSource | undefined,
  after: FeedSource | undefined,
  place?: FeedPlace | null,
): void {
  new FeedMonthChanges().move(id, before, after, place).apply(transaction);
}

const pageSize = 1000;

/** The month documents a full scan of the appointments (and their places) gives, by path. */
export async function scanFeedMonths(): Promise<Map<string, Record<string, unknown>>> {
  const places = new Map<string, FeedPlace>();
  for (const doc of (await db().collectionGroup(collections.appointmentPrivate).get()).docs) {
    const appointmentId = doc.ref.parent.parent?.id;
    if (doc.id === appointmentPlaceDoc && appointmentId) {
      const { studentId: _s, teacherId: _t, ...place } = doc.data();
      places.set(appointmentId, place as FeedPlace);
    }
  }
  const documents = new Map<string, Record<string, unknown>>();
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = appointmentsCollection().orderBy(FieldPath.documentId()).limit(pageSize);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    for (const appointment of page.docs) {
      const stored = appointment.data();
      if (!hasFeedEntry(stored)) continue;
      const month = feedMonthOf(stored.dateTime.toMillis());
      for (const uid of [stored.studentId, stored.teacherId]) {
        const path = `${collections.calendarFeedMonths}/${uid}-${month}`;
        const document = documents.get(path) ?? { uid, month, events: {} };
        (document.events as Record<string, unknown>)[appointment.id] = {
          ...feedEntryFields(stored),
          place: places.get(appointment.id) ?? null,
        };
        documents.set(path, document);
      }
    }
    after = page.docs.at(-1);
    if (page.size < pageSize) return documents;
  }
}

/** The stored month documents by path, months left with no entry left out: comparable with a scan. */
export async function storedFeedMonths(): Promise<Map<string, Record<string, unknown>>> {
  const stored = new Map<string, Record<string, unknown>>();
  for (const doc of (await db().collection(collections.calendarFeedMonths).get()).docs) {
    const events = (doc.get('events') as Record<string, unknown> | undefined) ?? {};
    if (doc.id === rebuiltMarker().id) continue;
    if (Object.keys(events).length > 0)
      stored.set(doc.ref.path, { uid: doc.get('uid'), month: doc.get('month'), events });
  }
  return stored;
}

/**
 * Sets the month documents to a full scan (the backfill for appointments stored before them, or written
 * around the API). Run it while nothing books, as the insights' rebuild.
 */
export async function rebuildFeedMonths(): Promise<number> {
  const scanned = await scanFeedMonths();
  const writer = db().bulkWriter();
  for (const ref of await db().collection(collections.calendarFeedMonths).listDocuments()) {
    if (!scanned.has(ref.path) && ref.id !== rebuiltMarker().id) void writer.delete(ref);
  }
  for (const [path, data] of scanned) void writer.set(db().doc(path), data);
  await writer.close();
  return scanned.size;
}

/** Written after a rebuild; a month document's id always has a month, so no reader takes it for one. */
const rebuiltMarker = () => db().collection(collections.calendarFeedMonths).doc('rebuilt');

/** Rebuilds the month documents unless a rebuild is on record: the post-deploy backfill, once. */
export async function ensureFeedMonths(): Promise<boolean> {
  if ((await rebuiltMarker().get()).exists) return false;
  await rebuildFeedMonths();
  await rebuiltMarker().set({ at: new Date() });
  return true;
}
