import { type DateInput, toMillis } from './time/instant';

// Group sessions: a slot holds 1 to 50 seats, each booked by its own appointment. A slot stored
// before capacities existed holds one seat.

export const SLOT_CAPACITY_MIN = 1;
export const SLOT_CAPACITY_MAX = 50;

/** What a slot document knows of its seats; absent fields are a one-seat slot with its seat free. */
export interface SlotSeats {
  capacity?: number | null;
  seatsLeft?: number | null;
}

export function capacityOf(slot: SlotSeats): number {
  return slot.capacity ?? 1;
}

export function seatsLeftOf(slot: SlotSeats): number {
  return Math.max(0, Math.min(capacityOf(slot), slot.seatsLeft ?? capacityOf(slot)));
}

/**
 * A group slot stays stored while its seats are taken (students see it full and may join its
 * waitlist); a one-seat slot is deleted by its booking, as before groups existed.
 */
export function isGroupSlot(slot: SlotSeats): boolean {
  return capacityOf(slot) > 1;
}

/**
 * Two approved appointments of one teacher are one session of the teacher when both sit in the same
 * group slot: same start, both booked into a group. Overlap rules and the day's count treat them once.
 */
export function sameGroupSession(
  a: { dateTime: DateInput; groupSession?: boolean },
  b: { dateTime: DateInput; groupSession?: boolean },
): boolean {
  return a.groupSession === true && b.groupSession === true && toMillis(a.dateTime) === toMillis(b.dateTime);
}
