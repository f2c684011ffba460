// How long a session lasts, written once: the approval overlap check, automatic completion at the
// session's end and calendar entries all read it from here.

import { type DateInput, toMillis } from './time/instant';

/** Custom requests, and appointments stored before sessions had a length, last this long. */
export const DEFAULT_SESSION_MINUTES = 30;

/** The slot lengths a teacher may choose for weekly office hours. */
export const SESSION_LENGTH_OPTIONS = [15, 30, 45, 60] as const;

export interface SessionTiming {
  dateTime: DateInput;
  /** Stored on appointments booked from a slot with a length; absent on older ones. */
  durationMinutes?: number | null;
}

export function sessionMinutes(session: Pick<SessionTiming, 'durationMinutes'>): number {
  const minutes = session.durationMinutes;
  return typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0
    ? minutes
    : DEFAULT_SESSION_MINUTES;
}

/** The instant a session ends, in epoch milliseconds. */
export function sessionEndMillis(session: SessionTiming): number {
  return toMillis(session.dateTime) + sessionMinutes(session) * 60_000;
}
