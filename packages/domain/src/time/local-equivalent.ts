// The custom-request picker is read as India's wall clock; a student elsewhere needs to see what the
// picked time is where they are.
import { formatInTimeZone } from 'date-fns-tz';
import { DISPLAY_TIME_ZONE } from '../constants';
import { parseKolkataLocalDateTime } from './kolkata-calendar';

/** Beside the picker, always. */
export const IST_ZONE_LABEL = 'India Standard Time (IST)';

const WALL_CLOCK = 'yyyy-MM-dd HH:mm';

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
    if (
      formatInTimeZone(instant, zone, WALL_CLOCK) === formatInTimeZone(instant, DISPLAY_TIME_ZONE, WALL_CLOCK)
    ) {
      return null;
    }
    local = formatInTimeZone(instant, zone, 'EEE, d MMM, h:mm a');
  } catch {
    // An unknown zone name: nothing useful to say.
    return null;
  }
  return `That is ${local} in your time zone (${zone})`;
}
