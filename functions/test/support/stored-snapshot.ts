import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';

/**
 * A real snapshot of `data` as stored (or of a missing document, for null), to hand a trigger's handler as
 * its event's before or after: written to a scratch collection and read back.
 */
export async function storedSnapshot(
  db: () => Firestore,
  id: string,
  data: Record<string, unknown> | null,
): Promise<DocumentSnapshot> {
  const ref = db().collection('scratch').doc(id);
  if (data) await ref.set(data);
  else await ref.delete();
  return ref.get();
}
