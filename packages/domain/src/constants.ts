// The numbers of the product contract (spec section 9), named once so web, functions and tests agree.

export const DISPLAY_TIME_ZONE = 'Asia/Kolkata';

export const TOAST_AUTO_CLOSE_MS = 2000;

export const QUICK_NAV_SCROLL_OFFSET_PX = 120;
export const QUICK_NAV_SCROLL_DURATION_MS = 500;

export const SLOT_EXPIRY_CHECK_INTERVAL_MS = 60_000;
export const SLOT_EXPIRING_WINDOW_MS = 60 * 60 * 1000;
export const SLOT_ADDED_BANNER_MS = 3000;
export const CREDENTIALS_BANNER_MS = 5000;

export const PASSWORD_MIN_LENGTH = 8;
export const RESET_PASSWORD_MIN_LENGTH = 6;
/** Upper bound the spec does not give; keeps hashing cost and payload size bounded. */
export const PASSWORD_MAX_LENGTH = 128;
export const GENERATED_PASSWORD_LENGTH = 12;
export const NAME_MIN_LENGTH = 2;

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RANK_BADGE_COUNT = 3;
/** A pending request is 'Urgent' when its session starts within this long: the decision cannot wait. */
export const URGENT_REQUEST_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Canceled and completed appointments on the teacher's request list per 'Show older appointments'. */
export const TEACHER_HISTORY_PAGE_SIZE = 20;

export const CGPA_MIN = 0;
export const CGPA_MAX = 10;
export const STUDENT_YEAR_MIN = 1;
export const STUDENT_YEAR_MAX = 4;

export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;
/** Width and height limit of an uploaded picture: a small file can still claim 16383×16383 pixels. */
export const PROFILE_PICTURE_MAX_SIDE = 4096;

export const RESET_LINK_TTL_MS = 15 * 60 * 1000;
/**
 * A teacher created by an admin sets their own password through a link with the reset link's rules
 * (single use, stored hashed) but a longer life: the welcome mail may wait in an inbox for days.
 */
export const SET_PASSWORD_LINK_TTL_MS = 3 * 24 * 60 * 60 * 1000;
/**
 * Message mails. A message still unread this long after it arrived is mailed at the next run of the
 * job (every minute): someone reading the conversation as it arrives gets no mail.
 */
export const MESSAGE_MAIL_GRACE_MS = 10 * 1000;
/** After a message mail, later unread messages wait this long, then go in one mail together. */
export const MESSAGE_DIGEST_INTERVAL_MS = 15 * 60 * 1000;
/** A digest lists at most this many messages, newest last, and counts the rest. */
export const MESSAGE_DIGEST_MAX_LISTED = 20;
export const AUTH_REHYDRATION_TIMEOUT_MS = 5000;

/** Month number (1 = January) in which the academic year starts, read in the display zone. */
export const ACADEMIC_YEAR_START_MONTH = 7;

export const QUICK_SLOT_TIMES = [
  '09:00',
  '10:00',
  '11:00',
  '14:00',
  '15:00',
  '16:00',
  '17:00',
  '18:00',
] as const;

/** Hours of the day (24 h, display zone) the availability tips call peak: 10 AM to 4 PM. */
export const PEAK_HOURS = { startHour: 10, endHour: 16 } as const;

export const MESSAGE_MAX_LENGTH = 2000;

/** Longest text an account search takes; longer is not a name, email or ID anyone types. */
export const SEARCH_TERM_MAX_LENGTH = 100;

/** People a contact search answers with at most: a page to pick from, never the whole college. */
export const CONTACT_SEARCH_LIMIT = 20;
export const MESSAGE_TIME_ONLY_WINDOW_MS = 24 * 60 * 60 * 1000;

// Limits the spec leaves open; chosen to fit any honest input and refuse abuse.
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const SHORT_TEXT_MAX_LENGTH = 100;
export const ADDRESS_MAX_LENGTH = 300;
export const PURPOSE_MAX_LENGTH = 1000;
export const REVIEW_MAX_LENGTH = 1000;
export const BIO_MAX_LENGTH = 2000;
export const URL_MAX_LENGTH = 500;
export const LIST_MAX_ITEMS = 20;
export const LIST_ITEM_MAX_LENGTH = 100;
export const EXPERIENCE_MAX_YEARS = 70;
export const AVAILABILITY_SLOTS_PER_REQUEST_MAX = 20;

export const DEPARTMENT_OPTIONS = [
  'Computer Science',
  'Mathematics',
  'Physics',
  'Chemistry',
  'Biology',
  'English',
  'History',
  'Economics',
  'Psychology',
  'Engineering',
  'Business',
  'Other',
] as const;

export const LOCAL_STORAGE_KEYS = {
  token: 'token',
  role: 'role',
  persistRoot: 'persist:root',
  // When the signed-in app last had a connection (its live data was current then): the offline banner's time.
  lastLiveAt: 'last-live-at',
  // Messages typed offline, waiting to be sent (features/messages/api/outbox.ts).
  outbox: 'messages-outbox',
} as const;

// The appointment lifecycle beyond the spec (cancel, reschedule, office hours, fair booking):
// docs/spec-deviations.md lists each.
/** A student may cancel or reschedule up to this long before the session starts. */
export const STUDENT_CANCEL_CUTOFF_MS = 2 * 60 * 60 * 1000;
/** Open (pending, or approved and upcoming) appointments one student may hold with one teacher. */
export const OPEN_APPOINTMENTS_PER_TEACHER_MAX = 2;
/** Open appointments one student may hold in total. */
export const OPEN_APPOINTMENTS_TOTAL_MAX = 10;
/** Any booking, request or reschedule must start at least this long after it is made. */
export const BOOKING_MIN_NOTICE_MS = 60 * 60 * 1000;
/** A custom request may ask for a time at most this many days ahead. */
export const CUSTOM_REQUEST_HORIZON_DAYS = 90;
/** Weekly office hours may run at most this many weeks ahead of today (IST). */
export const OFFICE_HOURS_WEEKS_MAX = 12;
/** One office-hours series is written in one batch; Firestore takes at most 500 writes in one. */
export const OFFICE_HOURS_SLOTS_MAX = 400;
export const CANCEL_REASON_MAX_LENGTH = 500;
