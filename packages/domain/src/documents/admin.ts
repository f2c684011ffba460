// `admins/{uid}`.
import * as z from 'zod/mini';
import { text, timeOrNull, timestamp } from './fields';

export const adminDocument = z.strictObject({
  name: text(),
  email: text(),
  createdAt: timestamp(),
  lastLogin: timeOrNull(),
});

export type AdminDocument = z.output<typeof adminDocument>;
