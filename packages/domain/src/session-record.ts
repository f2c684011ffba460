// The session record (attendance, check-in, notes, summary) and the no-show policy: the windows and
// the counting rule, written once for the API, the job and the dashboards.
import { PURPOSE_MAX_LENGTH } from './constants';
import { type SessionTiming, sessionEndMillis } from './session-length';
import { type DateInput, toMillis } from './time/instant';

export const ATTENDANCE_MARKS = ['attended', 'late', 'no_show'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

/** A student may check in from this many minutes before the start until the session's end. */
export const CHECK_IN_OPENS_MINUTES = 10;
/** A teacher may mark or correct attendance from the start until this many days after it. */
export const ATTENDANCE_WINDOW_DAYS = 7;
/** The private note and each part of the summary. */
export const SESSION_TEXT_MAX_LENGTH = 5000;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

interface TimedAppointment extends SessionTiming {
  status: string;
}

/** Check-in: an approved session, from 10 minutes before its start until its end (both included). */
export function mayCheckIn(appointment: TimedAppointment, now: DateInput): boolean {
  const at = toMillis(now);
  return (
    appointment.status === 'approved' &&
    at >= toMillis(appointment.dateTime) - CHECK_IN_OPENS_MINUTES * MINUTE_MS &&
    at <= sessionEndMillis(appointment)
  );
}

/** The last instant attendance may be recorded or corrected. */
export function attendanceClosesAt(appointment: Pick<SessionTiming, 'dateTime'>): number {
  return toMillis(appointment.dateTime) + ATTENDANCE_WINDOW_DAYS * DAY_MS;
}

/** Whether the time falls in the attendance window: from the start until 7 days after it. */
export function inAttendanceWindow(appointment: Pick<SessionTiming, 'dateTime'>, now: DateInput): boolean {
  const at = toMillis(now);
  return at >= toMillis(appointment.dateTime) && at <= attendanceClosesAt(appointment);
}

/** Only a session that was held (approved and started, or completed) has attendance. */
export const hasAttendance = (status: string) => status === 'approved' || status === 'completed';

/**
 * A follow-up's purpose, on either side: the published summary's next steps, else the session's own purpose,
 * cut to what a booking's purpose holds.
 */
export function followUpPurpose(appointment: {
  purpose: string;
  summary?: { nextSteps: string } | null | undefined;
}): string {
  return (appointment.summary?.nextSteps.trim() || appointment.purpose).slice(0, PURPOSE_MAX_LENGTH);
}

/** How a session ended, for its card: the completion rule of the session record. */
export type SessionOutcome = 'attended' | 'late' | 'no_show' | 'checked_in' | 'not_recorded';

/**
 * A teacher's mark says how it went; without one, a check-in makes it completed; with neither it is
 * 'completed (attendance not recorded)' until the teacher marks it (and never counts as a no-show).
 */
export function sessionOutcome(appointment: {
  attendance?: AttendanceMark | null;
  checkedInAt?: unknown;
}): SessionOutcome {
  if (appointment.attendance) return appointment.attendance;
  return appointment.checkedInAt ? 'checked_in' : 'not_recorded';
}

export interface NoShowPolicy {
  /** Off: no-shows are recorded but never pause bookings. */
  enabled: boolean;
  /** This many no-shows… */
  threshold: number;
  /** …among the sessions of the last this many days… */
  windowDays: number;
  /** …pause new bookings for this many days. */
  pauseDays: number;
}

export const DEFAULT_NO_SHOW_POLICY: Readonly<NoShowPolicy> = Object.freeze({
  enabled: true,
  threshold: 3,
  windowDays: 30,
  pauseDays: 14,
});

export interface NoShow {
  id: string;
  dateTime: DateInput;
}

/** The no-shows that count now: those of sessions that started within the policy's window. */
export function countedNoShows(noShows: readonly NoShow[], policy: NoShowPolicy, now: DateInput): NoShow[] {
  const from = toMillis(now) - policy.windowDays * DAY_MS;
  return noShows.filter((noShow) => toMillis(noShow.dateTime) > from);
}

/**
 * The pause the student's no-shows call for, or null: with the policy on, `threshold` counted
 * no-shows pause new bookings for `pauseDays` from now. `causes` are the no-shows that counted.
 */
export function noShowPause(
  noShows: readonly NoShow[],
  policy: NoShowPolicy,
  now: DateInput,
): { until: Date; causes: string[] } | null {
  if (!policy.enabled) return null;
  const counted = countedNoShows(noShows, policy, now);
  if (counted.length < policy.threshold) return null;
  return {
    until: new Date(toMillis(now) + policy.pauseDays * DAY_MS),
    causes: counted.map((noShow) => noShow.id),
  };
}

/** Whether a stored pause still holds at `now`. */
export function isPaused(pause: { until: DateInput } | null | undefined, now: DateInput): boolean {
  return !!pause && toMillis(pause.until) > toMillis(now);
}
