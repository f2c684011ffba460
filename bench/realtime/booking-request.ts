import {
  CUSTOM_REQUEST_HORIZON_DAYS,
  DEFAULT_SESSION_MINUTES,
  STUDENT_CANCEL_CUTOFF_MS,
} from '@appointments/domain';

const minute = 60_000;
// The first time a bench asks for: past the booking notice and the student's cancel cut-off (the
// approve bench cancels what it approved), with a margin for a long run, on a whole minute.
const firstTime = Math.ceil((Date.now() + STUDENT_CANCEL_CUTOFF_MS + 60 * minute) / minute) * minute;
const lastTime = Date.now() + CUSTOM_REQUEST_HORIZON_DAYS * 24 * 60 * minute - 60 * minute;

/**
 * The n-th custom request a bench makes to its teacher: a session-length step apart each, so approving
 * them all never clashes, and all within the booking horizon.
 */
export function customRequest(teacherId: string, n: number, purpose: string) {
  const time = firstTime + n * DEFAULT_SESSION_MINUTES * minute;
  if (time > lastTime) throw new Error(`Request ${n} would fall beyond the booking horizon`);
  return { teacherId, dateTime: new Date(time).toISOString(), purpose, bookingType: 'custom_request' };
}
