// The teacher's own calendar as busy times: its address (set or removed by the teacher), each reading
// (on saving, on demand, and every 15 minutes from the scheduled function) through the safe fetch, the
// expansion to busy intervals, and the slots and conflicts that follow (slot-availability.ts). A failed
// reading keeps the last good intervals and tells the teacher why.
import {
  BUSY_HORIZON_MS,
  BUSY_MAX_INTERVALS,
  type BusyCalendarStatus,
  busyCalendarTexts,
} from '@appointments/domain';
import type { BusyCalendarDocument } from '@appointments/domain/documents';
import { Timestamp } from 'firebase-admin/firestore';
import { busyTimes } from '../busy-calendar/busy-times';
import { currentFetchPolicy } from '../busy-calendar/fetch-policy';
import { CalendarFetchError, type FetchPolicy, fetchCalendarText } from '../busy-calendar/safe-fetch';
import { appointmentsCollection } from '../data/appointments';
import { busyCalendarRef } from '../data/calendar-feeds';
import { refreshSlotAvailability } from './slot-availability';

export interface BusyCalendarState {
  status: BusyCalendarStatus;
  lastFetchedAt: Date | null;
  busyCount: number;
}

export interface BusyCalendarDetails extends BusyCalendarState {
  url: string | null;
  error: string | null;
  /** Approved sessions that clash with a busy time: id and start. */
  conflicts: { id: string; dateTime: Date }[];
}

const NONE: BusyCalendarState = { status: 'none', lastFetchedAt: null, busyCount: 0 };

function stateOf(document: BusyCalendarDocument | undefined): BusyCalendarState {
  if (!document?.url) return NONE;
  return {
    status: document.status,
    lastFetchedAt: document.lastFetchedAt?.toDate() ?? null,
    busyCount: document.busy.length,
  };
}

/** What the teacher's card shows. */
export async function busyCalendarOf(teacherId: string): Promise<BusyCalendarDetails> {
  const document = (await busyCalendarRef(teacherId).get()).data();
  const conflicts = document?.conflicts.length
    ? (await Promise.all(document.conflicts.slice(0, 20).map((id) => appointmentsCollection().doc(id).get())))
        .filter((snapshot) => snapshot.exists && snapshot.get('status') === 'approved')
        .map((snapshot) => ({ id: snapshot.id, dateTime: (snapshot.get('dateTime') as Timestamp).toDate() }))
    : [];
  return { ...stateOf(document), url: document?.url ?? null, error: document?.error ?? null, conflicts };
}

/** Sets (and reads at once) or removes the teacher's calendar address. */
export async function setBusyCalendar(
  teacherId: string,
  url: string | null,
  now: Date,
  policy?: FetchPolicy,
): Promise<BusyCalendarState & { error: string | null }> {
  const ref = busyCalendarRef(teacherId);
  if (url === null) {
    await ref.delete();
    await refreshSlotAvailability(teacherId, now);
    return { ...NONE, error: null };
  }
  const previous = (await ref.get()).data();
  const sameAddress = previous?.url === url;
  const document: BusyCalendarDocument = {
    url,
    status: 'pending',
    error: null,
    // A new address starts from nothing: the old calendar's busy times are not this one's.
    lastFetchedAt: sameAddress ? (previous?.lastFetchedAt ?? null) : null,
    lastAttemptAt: null,
    busy: sameAddress ? (previous?.busy ?? []) : [],
    conflicts: sameAddress ? (previous?.conflicts ?? []) : [],
    updatedAt: Timestamp.fromDate(now),
  };
  await ref.set(document);
  return readBusyCalendar(teacherId, now, policy);
}

/** Reads the teacher's calendar now; a failure is recorded with its reason and the last good copy kept. */
export async function readBusyCalendar(
  teacherId: string,
  now: Date,
  policy?: FetchPolicy,
): Promise<BusyCalendarState & { error: string | null }> {
  const ref = busyCalendarRef(teacherId);
  const stored = (await ref.get()).data();
  if (!stored?.url) return { ...NONE, error: null };
  const stamp = Timestamp.fromDate(now);
  try {
    const text = await fetchCalendarText(stored.url, policy ?? (await currentFetchPolicy()));
    let intervals: ReturnType<typeof busyTimes>;
    try {
      intervals = busyTimes(text, now.getTime(), now.getTime() + BUSY_HORIZON_MS, BUSY_MAX_INTERVALS);
    } catch {
      throw new CalendarFetchError(busyCalendarTexts.fetchErrors.notCalendar);
    }
    await ref.update({
      status: 'ok',
      error: null,
      lastFetchedAt: stamp,
      lastAttemptAt: stamp,
      busy: intervals.map((span) => ({
        start: Timestamp.fromMillis(span.start),
        end: Timestamp.fromMillis(span.end),
      })),
    });
  } catch (error) {
    if (!(error instanceof CalendarFetchError)) throw error;
    await ref.update({
      status: 'error',
      error: busyCalendarTexts.couldNotRead(error.message),
      lastAttemptAt: stamp,
    });
  }
  await refreshSlotAvailability(teacherId, now);
  const fresh = (await ref.get()).data();
  return { ...stateOf(fresh), error: fresh?.error ?? null };
}
