// The college's booking policy: the numbers an admin may change in the settings (docs/api.md, "Settings").
// Until a college changes one, each is the value the product contract names (constants.ts); every rule
// that applies one takes the policy as a parameter and defaults to these.
import {
  BOOKING_MIN_NOTICE_MS,
  CUSTOM_REQUEST_HORIZON_DAYS,
  OPEN_APPOINTMENTS_PER_TEACHER_MAX,
  OPEN_APPOINTMENTS_TOTAL_MAX,
  STUDENT_CANCEL_CUTOFF_MS,
} from './constants';
import { DEFAULT_SESSION_MINUTES } from './session-length';

export interface BookingPolicy {
  /** Open (pending, or approved and upcoming) appointments one student may hold with one teacher. */
  maxOpenPerTeacher: number;
  /** Open appointments one student may hold in total. */
  maxOpenTotal: number;
  /** Any booking, request or move must start at least this many minutes after it is made. */
  minNoticeMinutes: number;
  /** A custom request or move may ask for a time at most this many days ahead. */
  maxDaysAhead: number;
  /** A student may cancel or move up to this many minutes before the start. */
  cancelCutoffMinutes: number;
  /** Length of a custom request's session and of a slot added without a length. */
  defaultSessionMinutes: number;
  /** Reminder mails go this many hours before an approved session, farthest first. */
  reminderHoursBefore: number[];
}

const MS_PER_MINUTE = 60_000;

export const DEFAULT_BOOKING_POLICY: Readonly<BookingPolicy> = Object.freeze({
  maxOpenPerTeacher: OPEN_APPOINTMENTS_PER_TEACHER_MAX,
  maxOpenTotal: OPEN_APPOINTMENTS_TOTAL_MAX,
  minNoticeMinutes: BOOKING_MIN_NOTICE_MS / MS_PER_MINUTE,
  maxDaysAhead: CUSTOM_REQUEST_HORIZON_DAYS,
  cancelCutoffMinutes: STUDENT_CANCEL_CUTOFF_MS / MS_PER_MINUTE,
  defaultSessionMinutes: DEFAULT_SESSION_MINUTES,
  reminderHoursBefore: [24, 1],
});

export const minNoticeMs = (policy: Pick<BookingPolicy, 'minNoticeMinutes'>) =>
  policy.minNoticeMinutes * MS_PER_MINUTE;
export const cancelCutoffMs = (policy: Pick<BookingPolicy, 'cancelCutoffMinutes'>) =>
  policy.cancelCutoffMinutes * MS_PER_MINUTE;
