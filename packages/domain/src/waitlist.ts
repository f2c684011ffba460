// Waitlists: a student waits for a seat in one slot or any time of a teacher in the next 14 days; a freed
// seat is held for the first one in line whose caps allow it, for the college's offer minutes.

export const WAITLIST_STATES = ['waiting', 'offered'] as const;

/** The general line covers the slots of this many days ahead. */
export const WAITLIST_GENERAL_DAYS = 14;
export const WAITLIST_GENERAL_MS = WAITLIST_GENERAL_DAYS * 86_400_000;

/** How long an offer is held unless the college sets otherwise (settings' `waitlist.offerMinutes`). */
export const DEFAULT_WAITLIST_OFFER_MINUTES = 30;

/** One entry as `GET /student/waitlist` answers with it. */
export interface WaitlistEntryAnswer {
  _id: string;
  teacherId: string;
  teacherName: string;
  /** The slot waited for; null for any time in the next 14 days. */
  dateTime: string | null;
  position: number;
  offer: { offerId: string; dateTime: string; expiresAt: string } | null;
}
