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
  offerExpired: 'This offer has expired and the seat went to the next student in line.',
  offerNotFound: 'This offer does not exist',
  entryNotFound: 'This waitlist entry does not exist',
  alreadyWaiting: 'You are already on this waitlist',
  slotHasSeats: 'This session still has free seats. Book one instead.',
  teacherHasSlots: 'This teacher has free times in the next 14 days. Book one of them instead.',
  waitlistSlotMissing: 'This time slot does not exist',
  capacityBelowBooked: (taken: number) =>
    `${taken === 1 ? '1 seat is' : `${taken} seats are`} already booked or held for the waitlist in this session. Choose at least ${taken}.`,
  capacityPassed: 'This session has already started',
} as const;

/** The API's success messages. */
export const groupSessionSuccess = {
  joined: 'You are on the waitlist. We will mail you when a seat is held for you.',
  left: 'You left the waitlist.',
  taken: 'The seat is yours. The teacher will confirm shortly.',
  passed: 'Offer passed. The seat goes to the next student in line.',
  capacityChanged: (capacity: number, seatsLeft: number) =>
    `The session now has ${capacity} ${capacity === 1 ? 'seat' : 'seats'}, ${seatsLeft} free.`,
  messaged: (sent: number) =>
    sent === 1 ? 'Message sent to 1 attendee.' : `Message sent to ${sent} attendees.`,
  canceled: (count: number) =>
    count === 1
      ? 'Session canceled. 1 attendee was told why.'
      : `Session canceled. ${count} attendees were told why.`,
} as const;

/** The student's place in a line. */
export const waitlistTexts = {
  position: (position: number) => `Number ${position} in line`,
  lineLength: (waiting: number) => (waiting === 1 ? '1 waiting' : `${waiting} waiting`),
  anyTime: 'Any time in the next 14 days',
  offerTitle: 'A seat is held for you',
  offerUntil: (time: string) => `Held until ${time}`,
  take: 'Take it',
  pass: 'Pass',
  leave: 'Leave the line',
  join: 'Join the waitlist',
  joinGeneral: 'Wait for any time in the next 14 days',
  heading: 'Your waitlists',
} as const;

/** The teacher's side: seats on a new slot, and a group session's attendees. */
export const groupSessionTexts = {
  seatsLabel: 'Seats',
  seatsHint: '1 for a one-to-one slot, up to 50 for a group session',
  autoApprove: 'Approve bookings automatically',
  attendeesHeading: 'Group sessions',
  attendees: (booked: number, capacity: number) => `${booked} of ${capacity} seats booked`,
  waiting: (count: number) => (count === 1 ? '1 on the waitlist' : `${count} on the waitlist`),
  messageAll: 'Message all',
  messageLabel: 'Message to every attendee',
  send: 'Send',
  cancelSession: 'Cancel session',
  changeSeats: 'Change seats',
  newSeatsLabel: 'Seats (at least those booked, at most 50)',
  saveSeats: 'Save seats',
  seatsFailed: 'Could not change the seats. Please try again.',
  cancelReasonLabel: 'Reason (every attendee will see it)',
  confirmCancel: 'Cancel for everyone',
  close: 'Close',
} as const;

/** 'n of N seats left' as students see it. */
export function seatsLeftText(seatsLeft: number, capacity: number): string {
  if (seatsLeft === 0) return `Full · ${capacity} seats`;
  return `${seatsLeft} of ${capacity} seats left`;
}

/** Mails of group sessions and waitlists. */
export const groupSessionMails = {
  sessionMessage: {
    subject: (teacherName: string) => `A message from ${teacherName} about your session`,
    intro: (teacherName: string) => `${teacherName} wrote to everyone booked into your group session.`,
    whenLabel: 'Session',
    messageLabel: 'Message',
    action: 'Open your dashboard',
  },
  offer: {
    subject: (teacherName: string) => `A seat with ${teacherName} is held for you`,
    intro: (teacherName: string, minutes: number) =>
      `A seat with ${teacherName} freed up and is held for you for ${minutes} minutes. Take it or pass on your dashboard.`,
    whenLabel: 'When',
    expiresLabel: 'Held until',
    action: 'Take it or pass',
  },
} as const;
