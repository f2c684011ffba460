// Availability slots: one per minute, identified by a key that does not depend on how the time was written.
import { type BookingPolicy, DEFAULT_BOOKING_POLICY, minNoticeMs } from './booking-policy';
import { SLOT_EXPIRING_WINDOW_MS } from './constants';
import { type DateInput, toMillis } from './time/instant';

const MINUTE_MS = 60_000;

/**
 * The teacher card's earliest stored slot time, the field Find Teachers' query orders by (a query can order
 * only by a stored field). A teacher with no slot holds a time at the end of Firestore's range instead of
 * nothing: a query ordered by a field leaves out every document without it.
 */
export const NEXT_SLOT_AT_FIELD = 'nextSlotAt';

function minuteOf(slot: DateInput): number {
  return Math.floor(toMillis(slot) / MINUTE_MS);
}

/**
 * Document key of a slot: its UTC minute, e.g. '2025-03-03T09:00Z'. Two writings of the same minute
 * ('…T14:30+05:30' and '…T09:00:00.000Z') share a key, which is what makes a duplicate a conflict.
 */
export function slotKey(slot: DateInput): string {
  return `${new Date(minuteOf(slot) * MINUTE_MS).toISOString().slice(0, 16)}Z`;
}

export function sameSlot(a: DateInput, b: DateInput): boolean {
  return minuteOf(a) === minuteOf(b);
}

export function isDuplicateSlot(existing: readonly DateInput[], candidate: DateInput): boolean {
  return existing.some((slot) => sameSlot(slot, candidate));
}

/** The slots still bookable at `now`, soonest first; passed ones vanish (spec: checked every minute). */
export function futureSlots<T extends DateInput>(slots: readonly T[], now: Date): T[] {
  return slots.filter((slot) => toMillis(slot) > now.getTime()).sort((a, b) => toMillis(a) - toMillis(b));
}

/**
 * The slots a student may still book at `now`: at least the minimum notice ahead, soonest first.
 * The booking modal, the reschedule dialog and the teacher cards all count these, so a card never
 * offers a slot the API would refuse as too soon.
 */
export function bookableSlots<T extends DateInput>(
  slots: readonly T[],
  now: Date,
  policy: Pick<BookingPolicy, 'minNoticeMinutes'> = DEFAULT_BOOKING_POLICY,
): T[] {
  return futureSlots(slots, new Date(now.getTime() + minNoticeMs(policy) - 1));
}

/** Still ahead but within the next hour. */
export function isExpiringSoon(slot: DateInput, now: Date): boolean {
  const remaining = toMillis(slot) - now.getTime();
  return remaining > 0 && remaining <= SLOT_EXPIRING_WINDOW_MS;
}

/** What a teacher card knows of the teacher's slots: the stored counter and, where stored, their times. */
export interface SlotCounts {
  availableSlotsCount: number;
  /** The times of the teacher's slots, kept with the counter by every write that adds or removes one. */
  slotTimes?: readonly DateInput[] | null;
}

/**
 * The number a teacher card shows: the slots still ahead at `now`, as the booking modal lists them.
 * A slot whose time has passed stops counting at once, not when the expiry job next runs; a card
 * stored before slot times were kept falls back to the counter (which the job corrects).
 */
export function availableSlotCount(card: SlotCounts, now: Date): number {
  if (Array.isArray(card.slotTimes)) return bookableSlots(card.slotTimes, now).length;
  return Math.max(0, card.availableSlotsCount);
}

/**
 * The earliest slot a student may still book at `now`, from the card's stored times (what Find Teachers sorts
 * and shows as 'Next free'); null with none, or for a card stored before slot times were kept.
 */
export function nextBookableSlot(card: SlotCounts, now: Date): Date | null {
  if (!Array.isArray(card.slotTimes)) return null;
  const [first] = bookableSlots(card.slotTimes, now);
  return first === undefined ? null : new Date(toMillis(first));
}
