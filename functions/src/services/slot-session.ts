import {
  apiErrorMessages,
  type BookingPolicy,
  capacityOf,
  DEFAULT_BOOKING_POLICY,
  groupSessionMessages,
  noticeRefusal,
  seatsLeftOf,
} from '@appointments/domain';
import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { conflict } from '../http/api-error';

export interface SlotSession {
  dateTime: Date;
  durationMinutes: number;
  /** The office-hours series the slot came from, if any. */
  slotSeriesId: string | null;
  /** The slot's seats (1: a one-seat slot, deleted by its booking). */
  capacity: number;
  /** Free seats before this booking; at least one. */
  seatsLeft: number;
  /** A group slot whose bookings are approved at once. */
  autoApprove: boolean;
}

/**
 * The session a booking or a move onto `slot` would hold, read inside its transaction: the slot keeps
 * its own time and length, whatever time the client wrote. Refused when the slot is gone or past, or
 * inside the college's minimum notice, or a full group slot. A slot stored without a length lasts the
 * college's default.
 */
export function sessionOnSlot(
  slot: DocumentSnapshot | undefined,
  now: Date,
  policy: Pick<BookingPolicy, 'minNoticeMinutes' | 'defaultSessionMinutes'> = DEFAULT_BOOKING_POLICY,
  /** The booking takes a seat held for it by a waitlist offer, not a free one. */
  heldSeat = false,
): SlotSession {
  const slotTime = slot?.get('dateTime') as Timestamp | undefined;
  if (!slot?.exists || !slotTime || slotTime.toMillis() <= now.getTime()) {
    throw conflict(apiErrorMessages.slotTaken);
  }
  // Hidden from students for the teacher's busy times or day: refused as taken (its reason is the teacher's).
  if (slot.get('blocked')) throw conflict(apiErrorMessages.slotTaken);
  const seats = {
    capacity: slot.get('capacity') as number | undefined,
    seatsLeft: slot.get('seatsLeft') as number | undefined,
  };
  // A full group slot stays listed (for its waitlist) but takes no booking.
  if (!heldSeat && seatsLeftOf(seats) === 0) throw conflict(groupSessionMessages.sessionFull);
  const dateTime = slotTime.toDate();
  const tooSoon = noticeRefusal(dateTime, now, policy);
  if (tooSoon) throw conflict(tooSoon);
  return {
    dateTime,
    durationMinutes: (slot.get('durationMinutes') as number | undefined) ?? policy.defaultSessionMinutes,
    slotSeriesId: (slot.get('seriesId') as string | null | undefined) ?? null,
    capacity: capacityOf(seats),
    seatsLeft: seatsLeftOf(seats),
    autoApprove: capacityOf(seats) > 1 && slot.get('autoApprove') === true,
  };
}
