import { Timestamp } from 'firebase-admin/firestore';

/**
 * Express's JSON replacer for every answer: a stored Timestamp that reaches a response (a field
 * spread from a document, such as `approvedAt` or `suspendedAt`) leaves as ISO 8601 text instead
 * of Firestore's internal `{_seconds, _nanoseconds}`. Timestamp has no toJSON, so the replacer
 * sees the instance itself.
 */
export function isoTimesReplacer(_key: string, value: unknown): unknown {
  return value instanceof Timestamp ? value.toDate().toISOString() : value;
}
