// `calendarFeedMonths/{uid}-{YYYY-MM}`: one person's calendar-feed entries of one month (UTC, by the session's
// start), one per appointment that is or may come into the feed: pending, approved, or called off after its
// approval. The appointment writes keep them in their own transactions, so the feed reads a handful of these
// instead of every session (docs/architecture/data-model.md, "The calendar feed's reads"). API only.
import * as z from 'zod/mini';
import { timeOrNull, timestamp } from './fields';

export const calendarFeedEntry = z.strictObject({
  status: z.string(),
  dateTime: timestamp(),
  durationMinutes: z.nullable(z.number()),
  purpose: z.string(),
  teacherName: z.string(),
  studentName: z.string(),
  studentEmail: z.string(),
  approvedAt: timeOrNull(),
  canceledAt: timeOrNull(),
  updatedAt: timestamp(),
  /** The appointment's place as its private document holds it (room, or video link); absent on old data. */
  place: z.optional(z.nullable(z.record(z.string(), z.string()))),
});

export type CalendarFeedEntry = z.output<typeof calendarFeedEntry>;

export const calendarFeedMonthDocument = z.object({
  uid: z.string(),
  month: z.string(),
  events: z._default(z.record(z.string(), calendarFeedEntry), () => ({})),
});

export type CalendarFeedMonthDocument = z.output<typeof calendarFeedMonthDocument>;
