/**
 * Versions are microseconds since the epoch: Firestore's own precision, and a plain number compares fast
 * and stays exact (2^53 µs is far beyond year 9999).
 */
export type Micros = number;

export interface TimestampParts {
  seconds: number;
  nanos: number;
}

export function microsToTimestamp(micros: Micros): TimestampParts {
  const seconds = Math.floor(micros / 1_000_000);
  return { seconds, nanos: (micros - seconds * 1_000_000) * 1000 };
}

export function timestampToMicros(ts: TimestampParts): Micros {
  return ts.seconds * 1_000_000 + Math.floor(ts.nanos / 1000);
}

/** Hands out strictly increasing commit times so every commit has its own version. */
export class MonotonicClock {
  private last: Micros = 0;

  next(): Micros {
    const now = Math.floor((performance.timeOrigin + performance.now()) * 1000);
    this.last = Math.max(now, this.last + 1);
    return this.last;
  }

  /** The latest version handed out, or now when nothing was committed yet: a consistent read time. */
  current(): Micros {
    if (this.last === 0) return this.next();
    return this.last;
  }
}
