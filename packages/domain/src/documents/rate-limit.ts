// `rateLimits/{sha256(scope:key:window)}`: attempts in one window; `expiresAt` is the TTL policy's field.
import * as z from 'zod/mini';
import { count, timestamp } from './fields';

export const rateLimitDocument = z.strictObject({
  scope: z.string(),
  count: count(),
  expiresAt: timestamp(),
});
