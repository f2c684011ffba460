// Appointment status rules, labels and the two list orders of the spec (section 2 and 4).

import { RANK_BADGE_COUNT, URGENT_REQUEST_WINDOW_MS } from './constants';
import { APPOINTMENT_STATUSES, type AppointmentStatus, type BookingType } from './entities';
import { sessionEndMillis } from './session-length';
import { formatShortDate } from './time/format';
import { type DateInput, toMillis } from './time/instant';

/** The least an appointment needs for the rules below; entity objects and list rows both fit. */
export interface AppointmentLike {
  status: string;
  dateTime: DateInput;
  createdAt?: DateInput | null;
  /** The session's length where one is stored (see session-length.ts). */
  durationMinutes?: number | null;
}

/** Who asks for a change: people act through the API, `system` is the scheduled auto-update. */
export type TransitionActor = 'student' | 'teacher' | 'admin' | 'system';

const ALLOWED_TRANSITIONS: Record<
  TransitionActor,
  ReadonlyArray<readonly [AppointmentStatus, AppointmentStatus]>
> = {
  // Approve or decline a request; call off an approved session (with a reason, see lifecycle.ts).
  teacher: [
    ['pending', 'approved'],
    ['pending', 'canceled'],
    ['approved', 'canceled'],
  ],
  // Approved sessions whose time has passed complete; requests nobody answered before their time lapse.
  system: [
    ['approved', 'completed'],
    ['pending', 'canceled'],
  ],
  // Cancel an open appointment; moving it to another time puts it back to pending for approval.
  student: [
    ['pending', 'canceled'],
    ['approved', 'canceled'],
    ['pending', 'pending'],
    ['approved', 'pending'],
  ],
  admin: [],
};

function isAppointmentStatus(value: unknown): value is AppointmentStatus {
  return typeof value === 'string' && (APPOINTMENT_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: string, to: string, actor: TransitionActor): boolean {
  return ALLOWED_TRANSITIONS[actor].some(
    ([allowedFrom, allowedTo]) => allowedFrom === from && allowedTo === to,
  );
}

/** Unknown statuses are shown as pending (spec). */
export function displayStatus(status: string | null | undefined): AppointmentStatus {
  return isAppointmentStatus(status) ? status : 'pending';
}

const STATUS_LABELS: Record<AppointmentStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  canceled: 'Canceled',
  completed: 'Completed',
};

export function statusLabel(status: string | null | undefined): string {
  return STATUS_LABELS[displayStatus(status)];
}

/** The teacher's side calls a pending request 'Pending Review'. */
export function teacherStatusLabel(status: string | null | undefined): string {
  const shown = displayStatus(status);
  return shown === 'pending' ? 'Pending Review' : STATUS_LABELS[shown];
}

export function bookingTypeLabel(bookingType: BookingType | string | null | undefined): string {
  return bookingType === 'slot_booking' ? 'Preset Slot' : 'Custom Request';
}

export function autoUpdatedText(autoUpdatedAt: DateInput): string {
  return `Auto-updated on ${formatShortDate(autoUpdatedAt)}`;
}

/** A session in one of these lets its student rate the teacher (docs/api.md, "Who may rate"). */
export const RATING_ELIGIBLE_STATUSES = [
  'approved',
  'completed',
] as const satisfies readonly AppointmentStatus[];

/** The teachers a student may rate, from the student's own appointments: the API's rule, so the cards offer only what it accepts. */
export function ratableTeacherIds(
  appointments: readonly { teacherId: string; status: string }[],
): Set<string> {
  const eligible: readonly string[] = RATING_ELIGIBLE_STATUSES;
  return new Set(appointments.filter((a) => eligible.includes(a.status)).map((a) => a.teacherId));
}

/** Why the card says a request was canceled when nobody canceled it: the job lapsed it at its time. */
export const LAPSED_REQUEST_REASON = 'Not answered before its time';

export function cancellationReason(appointment: { status: string; autoUpdated?: boolean }): string | null {
  return appointment.status === 'canceled' && appointment.autoUpdated === true ? LAPSED_REQUEST_REASON : null;
}

/** An approved session completes at its end (start + its length), not at its start. */
function isSessionOver(appointment: AppointmentLike, now: Date): boolean {
  return sessionEndMillis(appointment) <= now.getTime();
}

export function isUpcoming(appointment: AppointmentLike, now: Date): boolean {
  return appointment.status === 'approved' && toMillis(appointment.dateTime) > now.getTime();
}

/** Approved, its end has passed and it is not yet completed by the job: the cards style these orange. */
export function isOverdueApproved(appointment: AppointmentLike, now: Date): boolean {
  return appointment.status === 'approved' && isSessionOver(appointment, now);
}

function soonestFirst(a: AppointmentLike, b: AppointmentLike): number {
  return toMillis(a.dateTime) - toMillis(b.dateTime);
}

function latestFirst(a: AppointmentLike, b: AppointmentLike): number {
  return toMillis(b.dateTime) - toMillis(a.dateTime);
}

// A request without createdAt falls back to its requested time so the order stays total.
function newestCreatedFirst(a: AppointmentLike, b: AppointmentLike): number {
  return toMillis(b.createdAt ?? b.dateTime) - toMillis(a.createdAt ?? a.dateTime);
}

/** Student list: upcoming approved first, soonest first; everything else newest (latest time) first. */
export function sortStudentAppointments<T extends AppointmentLike>(
  appointments: readonly T[],
  now: Date,
): T[] {
  const upcoming = appointments.filter((a) => isUpcoming(a, now)).sort(soonestFirst);
  const rest = appointments.filter((a) => !isUpcoming(a, now)).sort(latestFirst);
  return [...upcoming, ...rest];
}

function isShownPending(appointment: AppointmentLike): boolean {
  return displayStatus(appointment.status) === 'pending';
}

/**
 * Teacher list: pending (the soonest session first: it is the decision that cannot wait; requests for the
 * same time newest first), upcoming approved (soonest first), the rest (latest first).
 */
export function sortTeacherAppointments<T extends AppointmentLike>(
  appointments: readonly T[],
  now: Date,
): T[] {
  const pending = appointments
    .filter(isShownPending)
    .sort((a, b) => soonestFirst(a, b) || newestCreatedFirst(a, b));
  const upcoming = appointments.filter((a) => isUpcoming(a, now)).sort(soonestFirst);
  const rest = appointments.filter((a) => !isShownPending(a) && !isUpcoming(a, now)).sort(latestFirst);
  return [...pending, ...upcoming, ...rest];
}

const STUDENT_RANK_BADGES = ['Next', '#2', '#3'] as const;
const TEACHER_RANK_BADGES = ['#1', '#2', '#3'] as const;
export const URGENT_BADGE = 'Urgent';

/**
 * Badge of an item of the sorted student list; ranked items are the upcoming ones, which the sort puts first,
 * so the position in the list is the rank.
 */
export function studentRankBadge(appointment: AppointmentLike, position: number, now: Date): string | null {
  if (!isUpcoming(appointment, now) || position >= RANK_BADGE_COUNT) return null;
  return STUDENT_RANK_BADGES[position] ?? null;
}

/** A pending request whose session starts within the next 24 hours (and has not started). */
export function isUrgentRequest(appointment: AppointmentLike, now: Date): boolean {
  if (!isShownPending(appointment)) return false;
  const startsIn = toMillis(appointment.dateTime) - now.getTime();
  return startsIn >= 0 && startsIn <= URGENT_REQUEST_WINDOW_MS;
}

/**
 * Badge of an item of the sorted teacher list: 'Urgent' on every pending request due within 24 hours,
 * else the rank ('#1', '#2', '#3') of the first three pending requests.
 */
export function teacherRankBadge(appointment: AppointmentLike, position: number, now: Date): string | null {
  if (isUrgentRequest(appointment, now)) return URGENT_BADGE;
  if (!isShownPending(appointment) || position >= RANK_BADGE_COUNT) return null;
  return TEACHER_RANK_BADGES[position] ?? null;
}

export type StatusCounts = Record<AppointmentStatus | 'all', number>;

/** Counts for the status filter; unknown statuses count as pending, as they are shown. */
export function countByStatus(appointments: readonly AppointmentLike[]): StatusCounts {
  const counts: StatusCounts = { all: 0, pending: 0, approved: 0, canceled: 0, completed: 0 };
  for (const appointment of appointments) {
    counts.all += 1;
    counts[displayStatus(appointment.status)] += 1;
  }
  return counts;
}
