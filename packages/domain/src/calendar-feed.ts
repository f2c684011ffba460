// The private calendar subscription: its window, its address and its texts, for the API and the card.

const DAY_MS = 86_400_000;

/** Sessions from this far back are in the feed (and those called off this recently, as CANCELLED). */
export const FEED_PAST_MS = 30 * DAY_MS;
/** Sessions up to this far ahead are in the feed. */
export const FEED_FUTURE_MS = 180 * DAY_MS;
/**
 * The most sessions one feed lists (the nearest first after the window's start): bounds the documents a
 * request reads whatever the person's load. A teacher with 8 sessions on every day of the window stays under it.
 */
export const FEED_MAX_EVENTS = 200;

/** The feed's path under the API: the token is the secret. */
export const calendarFeedPath = (token: string) => `/api/calendar/feed/${token}.ics`;

/** The same address for calendar apps that open `webcal://` links (Apple Calendar, Outlook). */
export function webcalAddress(httpsUrl: string): string {
  return httpsUrl.replace(/^https?:\/\//, 'webcal://');
}

/** Google Calendar's 'add by URL' page with the feed filled in. */
export function googleSubscribeLink(httpsUrl: string): string {
  return `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalAddress(httpsUrl))}`;
}

export const calendarFeedTexts = {
  title: 'Your calendar subscription',
  intro:
    'Your approved sessions appear in your own calendar and stay up to date. Keep this address private: anyone who has it can see your sessions.',
  addressLabel: 'Subscription address',
  copy: 'Copy address',
  copied: 'Address copied',
  google: 'Subscribe in Google Calendar',
  outlook: 'Subscribe in Outlook',
  apple: 'Subscribe in Apple Calendar',
  googleHelp: 'Google Calendar: Other calendars → + → From URL, paste the address.',
  outlookHelp: 'Outlook: Add calendar → Subscribe from web, paste the address.',
  appleHelp: 'Apple Calendar: File → New Calendar Subscription, or open the webcal link on iPhone.',
  rotate: 'Make a new address',
  keep: 'Keep this address',
  rotateConfirm: 'The current address stops working at once; calendars subscribed to it stop updating.',
  rotated: 'New address made. Subscribe again with it.',
  loadFailed: 'Could not load your calendar address',
  feedNotFound: 'Calendar not found',
} as const;
