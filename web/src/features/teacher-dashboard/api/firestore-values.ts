// The one place a Firestore value becomes what the rest of the feature uses: ISO instants, like the API.

/** Anything with `toDate()`: Firestore's Timestamp, without importing the SDK into the pure code. */
interface TimestampLike {
  toDate(): Date;
}

function isTimestampLike(value: unknown): value is TimestampLike {
  return typeof value === 'object' && value !== null && typeof (value as TimestampLike).toDate === 'function';
}

/** Timestamp (or an ISO text, as older documents may hold) to ISO; null when missing or unreadable. */
export function toIsoInstant(value: unknown): string | null {
  const date = isTimestampLike(value) ? value.toDate() : typeof value === 'string' ? new Date(value) : null;
  return date && Number.isFinite(date.getTime()) ? date.toISOString() : null;
}

export function textOr(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

export function numberOr(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
