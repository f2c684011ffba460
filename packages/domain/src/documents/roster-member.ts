// `rosterMembers/{uid}`: an account a roster created, so a newer roster of the same role can list the people
// it leaves out (for suspension, on the admin's confirmation). Only the server reads or writes it.
import * as z from 'zod/mini';
import { timeOrNull, timestamp } from './fields';

export const rosterMemberDocument = z.strictObject({
  role: z.enum(['student', 'teacher']),
  /** The account's address as the roster gave it (lower case). */
  email: z.string(),
  /** When a roster created the account. */
  createdAt: timestamp(),
  /** Set when the admin suspended the person for being left off a roster; cleared when a roster lists them again. */
  suspendedAbsentAt: timeOrNull(),
});
