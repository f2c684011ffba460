// Texts of group sessions and waitlists (API refusals and the screens).
import { SLOT_CAPACITY_MAX, SLOT_CAPACITY_MIN } from './group-sessions';

export const groupSessionMessages = {
  sessionFull: 'This session is full. Join the waitlist to be offered a seat that frees up.',
  alreadyInSession: 'You already have a seat in this session',
  capacityInvalid: `Seats must be a whole number from ${SLOT_CAPACITY_MIN} to ${SLOT_CAPACITY_MAX}`,
  autoApproveInvalid: 'Automatic approval must be true or false',
  sessionNotFound: 'This session does not exist',
  sessionMessageRequired: 'Please write a message to the attendees',
  sessionNoAttendees: 'This session has no attendees to write to',
  sessionNothingToCancel: 'This session has no upcoming attendees to cancel',
} as const;

/** 'n of N seats left' as students see it. */
export function seatsLeftText(seatsLeft: number, capacity: number): string {
  if (seatsLeft === 0) return `Full · ${capacity} seats`;
  return `${seatsLeft} of ${capacity} seats left`;
}
