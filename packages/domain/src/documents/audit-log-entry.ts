// `auditLog/{id}`: an account deletion, with what it removed (admins read).
import * as z from 'zod/mini';
import { count, text, timestamp } from './fields';

export const auditLogEntryDocument = z.strictObject({
  action: z.literal('delete-account'),
  role: z.enum(['student', 'teacher', 'admin']),
  targetId: z.string(),
  actorId: z.string(),
  at: timestamp(),
  /** What the deletion removed. */
  name: text(),
  appointments: count(),
  ratings: count(),
  conversations: count(),
});
