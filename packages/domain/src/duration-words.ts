// A policy's durations in the words a message or a settings page shows them: '3 hours', '90 minutes',
// '1 day', '2 hours 30 minutes'. Written once so the refusal a student reads and the effect an admin
// reads name the same value the same way.
import { countOf } from './text';

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

export function durationInWords(minutes: number): string {
  if (minutes > 0 && minutes % MINUTES_PER_DAY === 0) return countOf(minutes / MINUTES_PER_DAY, 'day');
  if (minutes < MINUTES_PER_HOUR) return countOf(minutes, 'minute');
  const hours = Math.floor(minutes / MINUTES_PER_HOUR);
  const rest = minutes % MINUTES_PER_HOUR;
  return rest === 0 ? countOf(hours, 'hour') : `${countOf(hours, 'hour')} ${countOf(rest, 'minute')}`;
}
