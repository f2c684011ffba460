// The teacher card's `nextSlotAt` (packages/domain/src/slots.ts, NEXT_SLOT_AT_FIELD): the earliest of its
// stored slot times, for Find Teachers' order by soonest free slot.
import { NEXT_SLOT_AT_FIELD } from '@appointments/domain';
import { type DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';

/** What a teacher without any slot holds: the last day Firestore stores, so such teachers sort after all others. */
export const NO_NEXT_SLOT_AT = Timestamp.fromDate(new Date('9999-12-31T00:00:00.000Z'));

/** The earliest of the stored slot times (passed ones too, until the expiry job removes them), or NO_NEXT_SLOT_AT. */
export function nextSlotAtOf(slotTimes: unknown): Timestamp {
  const times = Array.isArray(slotTimes)
    ? slotTimes.filter((time): time is Timestamp => time instanceof Timestamp)
    : [];
  return times.reduce<Timestamp>(
    (earliest, time) => (time.toMillis() < earliest.toMillis() ? time : earliest),
    NO_NEXT_SLOT_AT,
  );
}

/** The value the card should hold when it differs from the stored one; null when the card is current. */
export function staleNextSlotAt(card: DocumentSnapshot): Timestamp | null {
  const wanted = nextSlotAtOf(card.get('slotTimes'));
  const stored = card.get(NEXT_SLOT_AT_FIELD);
  return stored instanceof Timestamp && stored.isEqual(wanted) ? null : wanted;
}
