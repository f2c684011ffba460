// The teacher's own calendar as busy times: its texts, its statuses and its limits, for the API and the card.

/** How far ahead busy times are read from the teacher's calendar (slots are published up to this far). */
export const BUSY_HORIZON_MS = 90 * 86_400_000;
/** The most busy intervals kept per teacher (a calendar with more is read up to this many, nearest first). */
export const BUSY_MAX_INTERVALS = 2000;
/** How often the scheduled function reads each teacher's calendar. */
export const BUSY_REFRESH_MS = 15 * 60_000;
export const BUSY_URL_MAX_LENGTH = 2000;

export const BUSY_CALENDAR_STATUSES = ['none', 'pending', 'ok', 'error'] as const;
export type BusyCalendarStatus = (typeof BUSY_CALENDAR_STATUSES)[number];

export const busyCalendarTexts = {
  title: 'Busy times from your calendar',
  intro:
    'Paste the secret iCal address your calendar publishes (Google Calendar: Settings → your calendar → Secret address in iCal format; Outlook: Shared calendars → Publish a calendar → ICS). Busy events hide your overlapping free slots from students; we read it every 15 minutes.',
  urlLabel: 'Secret iCal address',
  save: 'Save and read now',
  refresh: 'Read now',
  remove: 'Stop using my calendar',
  saved: 'Calendar read',
  removed: 'Your calendar is no longer used',
  loadFailed: 'Could not load your calendar settings',
  statusNone: 'No calendar connected.',
  statusOk: (busyCount: number, at: string) =>
    `Read ${at}: ${busyCount} busy ${busyCount === 1 ? 'time' : 'times'} in the next 90 days.`,
  statusPending: 'Waiting for the first reading.',
  couldNotRead: (reason: string) => `We could not read your calendar: ${reason}`,
  keptLastGood: 'The last good copy is still used.',
  conflictsTitle: 'Sessions that clash with your calendar',
  conflict: 'Clashes with your calendar',
  busySlot: 'Busy in your calendar',
  urlInvalid: 'Enter the https:// address of your calendar',
  fetchErrors: {
    httpsOnly: 'only https:// addresses can be read.',
    credentials: 'the address must not contain a user name or password.',
    invalidAddress: 'that is not a web address.',
    unknownHost: 'its server name could not be found.',
    privateAddress: 'its server is not on the public internet.',
    tooManyRedirects: 'it redirected too many times.',
    tooLarge: 'it is larger than 2 MB.',
    timeout: 'its server did not answer within 10 seconds.',
    unreachable: 'its server could not be reached.',
    status: (status: number) => `its server answered with status ${status}.`,
    notCalendar: 'it is not an iCalendar file.',
  },
} as const;
