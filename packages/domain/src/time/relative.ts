// Durations in words: countdowns to sessions, how long ago someone logged in, message timestamps.
import { MESSAGE_TIME_ONLY_WINDOW_MS } from '../constants';
import { countOf } from '../text';
import { formatShortDateTime, formatTime } from './format';
import { type DateInput, isValidDateInput, toMillis } from './instant';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Below this a minute count is noise; the card says 'starting soon' instead. */
const STARTING_SOON_MS = 5 * MINUTE;

/**
 * Countdown on an upcoming session: 'starting soon' under 5 minutes (and once it has begun), 'in N min' under
 * an hour, 'in N hour(s)' under a day, else 'in N day(s)'. Units are whole and rounded down.
 */
export function relativeCountdown(target: DateInput, now: Date): string {
  const remaining = toMillis(target) - now.getTime();
  if (remaining < STARTING_SOON_MS) return 'starting soon';
  if (remaining < HOUR) return `in ${Math.floor(remaining / MINUTE)} min`;
  if (remaining < DAY) return `in ${countOf(Math.floor(remaining / HOUR), 'hour')}`;
  return `in ${countOf(Math.floor(remaining / DAY), 'day')}`;
}

/** Elapsed-time wording of the admin lists; a login stamped slightly ahead of our clock is 'Just now'. */
export function lastLoginText(lastLogin: DateInput | null | undefined, now: Date): string {
  if (!isValidDateInput(lastLogin)) return 'Never logged in';
  const elapsed = now.getTime() - toMillis(lastLogin);
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < 2 * DAY) return 'Yesterday';
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return `${days} days ago`;
  if (days < 30) return `${countOf(Math.floor(days / 7), 'week')} ago`;
  return `${countOf(Math.floor(days / 30), 'month')} ago`;
}

/** Time only while under 24 hours old, otherwise the short date and time. */
export function messageTimeText(sentAt: DateInput, now: Date): string {
  const age = now.getTime() - toMillis(sentAt);
  return age < MESSAGE_TIME_ONLY_WINDOW_MS ? formatTime(sentAt) : formatShortDateTime(sentAt);
}
