// The custom-request picker is read as India's wall clock; a student elsewhere needs to see what the
// picked time is where they are.
import { DISPLAY_TIME_ZONE } from '../constants';
import { clockTime, clockWeekdayDate } from './format';
import { parseKolkataLocalDateTime } from './kolkata-calendar';
import { type WallClock, wallClockIn } from './wall-clock';

/** Beside the picker, always. */
export const IST_ZONE_LABEL = 'India Standard Time (IST)';

/** The same minute on both clocks. */
const sameMinute = (a: WallClock, b: WallClock) =>
  a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute;

/**
 * The picked IST time on the wall clock of `zone` (the browser's), e.g.
 * 'That is Tue, 3 Mar, 11:30 PM in your time zone (America/New_York)'; null when nothing readable is
 * picked, or when that zone's clock reads the same as India's at that instant.
 */
export function localEquivalentText(inputValue: string, zone: string): string | null {
  const instant = parseKolkataLocalDateTime(inputValue);
  if (!instant) return null;
  let local: string;
  try {
    const there = wallClockIn(instant, zone);
    if (sameMinute(there, wallClockIn(instant, DISPLAY_TIME_ZONE))) return null;
    local = `${clockWeekdayDate(there)}, ${clockTime(there)}`;
  } catch {
    // An unknown zone name: nothing useful to say.
    return null;
  }
  return `That is ${local} in your time zone (${zone})`;
}
