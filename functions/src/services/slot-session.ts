import { apiErrorMessages, DEFAULT_SESSION_MINUTES, noticeRefusal } from '@appointments/domain';
import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { conflict } from '../http/api-error';

export interface SlotSession {
  dateTime: Date;
  durationMinutes: number;
  /** The office-hours series the slot came from, if any. */
  slotSeriesId: string | null;
}

/**
 * The session a booking or a move onto `slot` would hold, read inside its transaction: the slot keeps
 * its own time and length, whatever time the client wrote. Refused when the slot is gone or past, or
 * inside the minimum notice.
 */
export function sessionOnSlot(slot: DocumentSnapshot | undefined, now: Date): SlotSession {
  const slotTime = slot?.get('dateTime') as Timestamp | undefined;
  if (!slot?.exists || !slotTime || slotTime.toMillis() <= now.getTime()) {
    throw conflict(apiErrorMessages.slotTaken);
  }
  const dateTime = slotTime.toDate();
  const tooSoon = noticeRefusal(dateTime, now);
  if (tooSoon) throw conflict(tooSoon);
  return {
    dateTime,
    durationMinutes: (slot.get('durationMinutes') as number | undefined) ?? DEFAULT_SESSION_MINUTES,
    slotSeriesId: (slot.get('seriesId') as string | null | undefined) ?? null,
  };
}
