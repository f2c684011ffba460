// `calendarFeeds/{uid}`: a person's private calendar subscription (API only; no client reads it).
// The token is the secret part of the feed's address; rotating replaces it, so the old address stops
// answering at once.
import * as z from 'zod/mini';
import { timestamp } from './fields';

export const calendarFeedDocument = z.strictObject({
  role: z.enum(['student', 'teacher']),
  token: z.string(),
  /** When this token was made: the feed's Last-Modified is never older (a rotation is a change). */
  createdAt: timestamp(),
});

export type CalendarFeedDocument = z.output<typeof calendarFeedDocument>;
