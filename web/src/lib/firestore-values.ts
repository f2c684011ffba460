// The one converter from what Firestore hands the SDK to the ISO strings the domain and the API use, so a
// screen fed by a listener sees exactly the shapes a screen fed by /api would. Missing or mistyped fields
// get harmless defaults, so one half-written document cannot break a whole list.

/** Anything with `toDate()`: Firestore's Timestamp, recognised without importing the SDK. */
interface TimestampLike {
  toDate(): Date;
}

function isTimestampLike(value: unknown): value is TimestampLike {
  return typeof value === 'object' && value !== null && typeof (value as TimestampLike).toDate === 'function';
}

/** Timestamps (and Dates, numbers, ISO text) as ISO 8601 UTC text; null when absent or unreadable. */
export function toIsoOrNull(value: unknown): string | null {
  const date = isTimestampLike(value)
    ? value.toDate()
    : value instanceof Date
      ? value
      : typeof value === 'string' || typeof value === 'number'
        ? new Date(value)
        : null;
  return date && Number.isFinite(date.getTime()) ? date.toISOString() : null;
}

export function asString(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

export function asNumber(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

export function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

export function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function asStringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** A profile's picture URL, or null where none is set. */
export function pictureOf(profile: Record<string, unknown>): string | null {
  return typeof profile.profilePicture === 'string' && profile.profilePicture !== ''
    ? profile.profilePicture
    : null;
}
