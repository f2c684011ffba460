// `waitlist/{id}`: one student in one line, with the seat offered to them while it is held. An entry
// ends (is deleted) when the student leaves, takes or passes the offer, or lets it expire.
import * as z from 'zod/mini';
import { WAITLIST_STATES } from '../waitlist';
import { text, timestamp } from './fields';

export const waitlistEntryDocument = z.strictObject({
  teacherId: z.string(),
  studentId: z.string(),
  /** The slot's key for a slot's line; null for the teacher's general line (any time in the next 14 days). */
  slotKey: z.nullable(z.string()),
  /** The slot's time for a slot's line; null for the general line. */
  dateTime: z.nullable(timestamp()),
  status: z.enum(WAITLIST_STATES),
  joinedAt: timestamp(),
  /** The seat held for the student while `status` is offered (its id is the entry's). */
  offer: z.nullable(
    z.strictObject({
      slotKey: z.string(),
      dateTime: timestamp(),
      offeredAt: timestamp(),
      expiresAt: timestamp(),
    }),
  ),
  student: z.strictObject({ name: text(), email: text() }),
  /** The teacher's department when the student joined: the insights' waitlist figures count by it. */
  teacher: z.strictObject({ name: text(), department: text() }),
});

export type WaitlistEntryDocument = z.output<typeof waitlistEntryDocument>;
