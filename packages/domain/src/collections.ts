/** Firestore layout (docs/architecture.md, "Data"): the one list of collection names, for web, functions, rules tests and seed. */
export const collections = {
  students: 'students',
  teachers: 'teachers',
  admins: 'admins',
  /** `teachers/{uid}/private/profile`: what students may not read (phone, employee ID, last login). */
  teacherPrivate: 'private',
  slots: 'slots',
  /** `teachers/{uid}/officeHours/{seriesId}`: a weekly office-hours definition whose slots carry its id. */
  officeHours: 'officeHours',
  /** `teachers/{uid}/bookedStudents/{studentUid}`: one per student who ever booked, for the student counts. */
  teacherStudents: 'bookedStudents',
  /**
   * `teacherMatching/{teacherUid}`: the teacher's profile embedding and a mirror of `isApproved`, apart from
   * the card so that clients reading cards never download the vector (docs/architecture.md, "Matching").
   */
  teacherMatching: 'teacherMatching',
  /**
   * `teacherDepartments/{hash of the name}`: `{ name, count, asOf }`, how many approved teachers each
   * department has ('' for none), kept by a trigger on the teacher documents; Find Teachers' dropdown and
   * total read these few documents instead of every teacher.
   */
  teacherDepartments: 'teacherDepartments',
  /**
   * `accountCounters/{students|teachers}`: `{ total, pending, asOf }`, kept by triggers on the account
   * documents; the admin's statistics and list counts read these two documents instead of counting every
   * account (docs/architecture.md, "Account counters"). Served through the API only: no client reads them.
   */
  accountCounters: 'accountCounters',
  /**
   * `appointmentTotals/{shard}`: `{ total, completed, pending }`, the college's appointment figures split over
   * a few documents that every write moving a student's appointment counters increments in its own
   * transaction; their sum is the sum of every student's counters. Served through the API only.
   */
  appointmentTotals: 'appointmentTotals',
  /**
   * `insightRollups/{YYYY-MM}-{shard}` and `teacherInsightRollups/{teacherUid}-{YYYY-MM}`: the insights' daily
   * figures by month (documents/insight-rollup.ts), moved by every appointment write in its own transaction.
   * Served through the API only.
   */
  insightRollups: 'insightRollups',
  teacherInsightRollups: 'teacherInsightRollups',
  appointments: 'appointments',
  /** `appointments/{id}/private/place`: where the session happens, for its two people only. */
  appointmentPrivate: 'private',
  /** `appointments/{id}/notes/{teacherUid}`: the teacher's private note and summary draft, for its author only. */
  appointmentNotes: 'notes',
  ratings: 'ratings',
  conversations: 'conversations',
  messages: 'messages',
  passwordResets: 'passwordResets',
  rateLimits: 'rateLimits',
  auditLog: 'auditLog',
  /** `rosterMembers/{uid}`: the accounts a roster created (documents/roster-member.ts). Server only. */
  rosterMembers: 'rosterMembers',
  /** `settings/college`: the college's own policies (documents/college-settings.ts). Served through the API only. */
  settings: 'settings',
  /** `notifications/{id}`: a person's in-app notices (documents/notification.ts), each readable by its person only. */
  notifications: 'notifications',
  /**
   * `calendarFeeds/{uid}`: `{ role, token, createdAt }`, the secret of each person's calendar subscription
   * (documents/calendar-feed.ts). Served through the API only: no client reads them.
   */
  calendarFeeds: 'calendarFeeds',
  /**
   * `calendarFeedMonths/{uid}-{YYYY-MM}`: a person's feed entries of one month (documents/calendar-feed-month.ts),
   * kept by the appointment writes' own transactions. Served through the API only.
   */
  calendarFeedMonths: 'calendarFeedMonths',
  /**
   * `waitlist/{id}`: a student waiting for a seat in one slot, or any time of a teacher in the next 14 days,
   * with the offer held for them (documents/waitlist-entry.ts); the offer's id is the entry's. Its student
   * and its teacher read it; the API writes it.
   */
  waitlist: 'waitlist',
  /**
   * `busyCalendars/{teacherUid}`: the address of the teacher's own calendar and its busy times as last read
   * (documents/busy-calendar.ts). Served through the API only: no client reads them.
   */
  busyCalendars: 'busyCalendars',
  /**
   * `pushDevices/{sha256 of the FCM token}`: a browser a person opted into web push on (documents/push-device.ts).
   * The token is a secret (it lets anyone push to that browser): served through the API only, no client reads it.
   */
  pushDevices: 'pushDevices',
  /**
   * `pushDeliveries/{notificationId}`: how the push of one notification went, device by device, so a retried
   * trigger never pushes twice (documents/push-delivery.ts). Server only.
   */
  pushDeliveries: 'pushDeliveries',
  /**
   * `bulkJobs/{jobId}`: the progress of one bulk decision (documents/bulk-job.ts), written by the server after
   * each page of accounts; admins read it live for the progress line, nobody writes it but the API.
   */
  bulkJobs: 'bulkJobs',
  /** Outgoing mail, in the document shape of the "Trigger Email from Firestore" extension. */
  mail: 'mail',
} as const;

export const teacherPrivateDoc = 'profile';

/** The document of each role in `accountCounters`. */
export const accountCounterDocs = { student: 'students', teacher: 'teachers' } as const;

/** `appointments/{id}/private/place`. */
export const appointmentPlaceDoc = 'place';
