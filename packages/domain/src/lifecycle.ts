// Rules of the appointment lifecycle beyond the spec: who may cancel or move an appointment and
// until when, what counts as an open appointment for the fair-booking caps, and when two sessions
// overlap. The API enforces them; the dashboards use them to decide which buttons to show.
import { type BookingPolicy, cancelCutoffMs, DEFAULT_BOOKING_POLICY, minNoticeMs } from './booking-policy';
import { policyRefusals } from './lifecycle-texts';
import {
  DEFAULT_SESSION_MINUTES,
  SESSION_LENGTH_OPTIONS,
  type SessionTiming,
  sessionEndMillis,
} from './session-length';
import { type DateInput, toMillis } from './time/instant';

export interface LifecycleAppointment {
  status: string;
  dateTime: DateInput;
}

/** Pending, or approved, and still ahead: what the fair-booking caps count. */
export function isOpenAppointment(appointment: LifecycleAppointment, now: Date): boolean {
  return (
    (appointment.status === 'pending' || appointment.status === 'approved') &&
    toMillis(appointment.dateTime) > now.getTime()
  );
}

/**
 * Why the student may not cancel or move this appointment now, or null when they may: it must be
 * open and start at least the cut-off after now.
 */
export function studentChangeRefusal(
  appointment: LifecycleAppointment,
  now: Date,
  policy: Pick<BookingPolicy, 'cancelCutoffMinutes'> = DEFAULT_BOOKING_POLICY,
): string | null {
  if (!isOpenAppointment(appointment, now)) return null;
  return toMillis(appointment.dateTime) - now.getTime() < cancelCutoffMs(policy)
    ? policyRefusals.cancelCutoffPassed(policy)
    : null;
}

/** Whether the card offers the student Cancel and Reschedule. */
export function studentMayChange(
  appointment: LifecycleAppointment,
  now: Date,
  policy: Pick<BookingPolicy, 'cancelCutoffMinutes'> = DEFAULT_BOOKING_POLICY,
): boolean {
  return isOpenAppointment(appointment, now) && studentChangeRefusal(appointment, now, policy) === null;
}

/** A teacher cancels only an approved session that has not started. */
export function teacherMayCancel(appointment: LifecycleAppointment, now: Date): boolean {
  return appointment.status === 'approved' && toMillis(appointment.dateTime) > now.getTime();
}

/** Null when `dateTime` leaves the minimum notice from now, else the message to answer with. */
export function noticeRefusal(
  dateTime: DateInput,
  now: Date,
  policy: Pick<BookingPolicy, 'minNoticeMinutes'> = DEFAULT_BOOKING_POLICY,
): string | null {
  return toMillis(dateTime) - now.getTime() < minNoticeMs(policy)
    ? policyRefusals.noticeTooShort(policy)
    : null;
}

/**
 * Null when the student may open one more appointment with `teacherId`, given the open ones they
 * hold (any teacher), else the message of the cap reached.
 */
export function openAppointmentCapRefusal(
  open: readonly { teacherId: string }[],
  teacherId: string,
  policy: Pick<BookingPolicy, 'maxOpenPerTeacher' | 'maxOpenTotal'> = DEFAULT_BOOKING_POLICY,
): string | null {
  if (open.filter((appointment) => appointment.teacherId === teacherId).length >= policy.maxOpenPerTeacher)
    return policyRefusals.tooManyWithTeacher(policy);
  if (open.length >= policy.maxOpenTotal) return policyRefusals.tooManyOpen(policy);
  return null;
}

/** The longest a session lasts: how far back a query must look for sessions still running at a time. */
export const LONGEST_SESSION_MINUTES = Math.max(DEFAULT_SESSION_MINUTES, ...SESSION_LENGTH_OPTIONS);

/** Whether two sessions share any minute (back-to-back sessions do not overlap). */
export function sessionsOverlap(a: SessionTiming, b: SessionTiming): boolean {
  return toMillis(a.dateTime) < sessionEndMillis(b) && toMillis(b.dateTime) < sessionEndMillis(a);
}
