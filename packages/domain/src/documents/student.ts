// `students/{uid}`: the student's account, profile and appointment counters.
import * as z from 'zod/mini';
import { count, flag, numberOrNull, picture, section, text, textList, timeOrNull, timestamp } from './fields';
import { mailPreferencesField } from './mail-preferences-field';

export const studentProfileFields = section({
  profilePicture: picture(),
  course: text(),
  year: numberOrNull(),
  studentId: text(),
  section: text(),
  cgpa: numberOrNull(),
  phone: text(),
  address: text(),
  dateOfBirth: text(),
  bio: text(),
  subjectsOfInterest: textList(),
  careerGoals: textList(),
  socialLinks: section({ linkedin: text(), github: text() }),
});

export const studentDocument = z.strictObject({
  name: text(),
  email: text(),
  isApproved: flag(),
  createdAt: timestamp(),
  lastLogin: timeOrNull(),
  /** Set by a suspension, cleared by an approval: tells a suspended account from a new one. */
  suspendedAt: timeOrNull(),
  stats: section({ totalAppointments: count(), completedSessions: count(), pendingRequests: count() }),
  profile: studentProfileFields,
  /**
   * Set when the no-show policy pauses new bookings: until when, since when, and the no-shows
   * (appointment ids) that caused it, so correcting one of them can lift it. Null when not paused.
   */
  bookingPause: z._default(
    z.nullable(z.strictObject({ until: timestamp(), since: timestamp(), causes: z.array(z.string()) })),
    null,
  ),
  /** The server's search index over name, email and profile (never shown). */
  searchKeys: textList(),
  [mailPreferencesField]: z.optional(z.record(z.string(), z.boolean())),
});

export type StudentDocument = z.output<typeof studentDocument>;
