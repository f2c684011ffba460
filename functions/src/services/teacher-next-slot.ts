// Keeps each teacher card's `nextSlotAt` equal to the earliest of its `slotTimes`. Every write that adds,
// removes or books a slot moves `slotTimes` (with `availableSlotsCount`) in its own transaction; the minimum
// of that list cannot be written the same way (there is no "minimum" transform, and several of those
// transactions do not read the card), so the one trigger that follows teacher writes sets it afterwards.
import { collections, NEXT_SLOT_AT_FIELD } from '@appointments/domain';
import {
  type DocumentReference,
  type DocumentSnapshot,
  FieldPath,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { staleNextSlotAt } from '../data/next-slot';
import { db } from '../lib/firebase';

/**
 * Sets the card's `nextSlotAt` from its slot times as they are now (read in a transaction), when it differs.
 * Safe to repeat and to receive out of order: each run reads the current times, and its own write leaves the
 * field current, so the event that write causes finds nothing to do. True when it wrote.
 */
export async function refreshNextSlotAt(teacher: DocumentReference): Promise<boolean> {
  return db().runTransaction(async (transaction) => {
    const card = await transaction.get(teacher);
    if (!card.exists) return false;
    const wanted = staleNextSlotAt(card);
    if (wanted === null) return false;
    transaction.update(teacher, { [NEXT_SLOT_AT_FIELD]: wanted });
    return true;
  });
}

/**
 * Whether a write leaves the card's `nextSlotAt` behind its slot times: checked on the event's own snapshot,
 * so the many teacher writes that change no slot (counters, profiles) cost no read.
 */
export function nextSlotTouched(after: DocumentSnapshot | undefined): after is DocumentSnapshot {
  return after?.exists === true && staleNextSlotAt(after) !== null;
}

/**
 * Every teacher card, a page at a time: sets `nextSlotAt` where it is missing (cards stored before it
 * existed) or stale. Run after every deployment with the other backfills; a second run writes nothing.
 */
export async function backfillNextSlotAt(pageSize = 500): Promise<{ read: number; updated: number }> {
  const teachers = db().collection(collections.teachers);
  const count = { read: 0, updated: 0 };
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = teachers.orderBy(FieldPath.documentId()).limit(pageSize);
    if (last) page = page.startAfter(last);
    const snapshot = await page.get();
    for (const card of snapshot.docs) {
      count.read += 1;
      if (staleNextSlotAt(card) !== null && (await refreshNextSlotAt(card.ref))) count.updated += 1;
    }
    if (snapshot.size < pageSize) return count;
    last = snapshot.docs.at(-1);
  }
}
