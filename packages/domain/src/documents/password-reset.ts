// `passwordResets/{sha256(token)}`: a single-use password link (API only).
import * as z from 'zod/mini';
import { timeOrNull, timestamp } from './fields';

export const passwordResetDocument = z.strictObject({
  uid: z.string(),
  email: z.string(),
  createdAt: timestamp(),
  expiresAt: timestamp(),
  usedAt: timeOrNull(),
});
