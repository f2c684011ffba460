// An instant's wall clock in a named time zone, and back, with the platform's own time-zone data (Intl).
// One formatter per zone, made once: building an Intl.DateTimeFormat is the costly part, and a dashboard
// formats hundreds of times while it renders. date-fns-tz's formatInTimeZone went through date-fns'
// pattern engine and its English locale (about 8 KB gzip on every signed-in page) for the seven fixed
// patterns of format.ts.

export interface WallClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0–23 */
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    // Throws a RangeError for a zone name the platform does not know.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** What a clock in `zone` reads at `instant`. */
export function wallClockIn(instant: Date, zone: string): WallClock {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const year = fields.year ?? 0;
  const month = fields.month ?? 1;
  const day = fields.day ?? 1;
  return {
    year,
    month,
    day,
    // Some engines still write midnight as 24 with an h23 cycle.
    hour: (fields.hour ?? 0) % 24,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

/** The zone's offset from UTC at `instant`, in milliseconds (whole seconds). */
function offsetAt(instantMs: number, zone: string): number {
  const clock = wallClockIn(new Date(instantMs), zone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - (instantMs - (((instantMs % 1000) + 1000) % 1000));
}

/**
 * The instant a wall-clock time in `zone` happens: the wall clock read as UTC, less the zone's offset at
 * that instant, corrected once if the offset differs there (a clock change in between). India has kept
 * one offset since 1945; other zones only serve the student's own-clock hint.
 */
export function wallClockToInstant(
  clock: Omit<WallClock, 'weekday' | 'second'> & { second?: number },
  zone: string,
): Date {
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second ?? 0);
  const firstGuess = asUtc - offsetAt(asUtc, zone);
  const offset = offsetAt(firstGuess, zone);
  return new Date(asUtc - offset);
}
