import { Timestamp } from 'firebase-admin/firestore';

/** Stored timestamps leave the API as ISO text, as the domain's entity types say. */
export function isoOrNull(value: unknown): string | null {
  return value instanceof Timestamp ? value.toDate().toISOString() : null;
}

export function iso(value: unknown): string {
  return isoOrNull(value) ?? new Date(0).toISOString();
}
