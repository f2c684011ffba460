// `teachers/{uid}/private/profile`: what students may not read (the teacher and admins only).
import * as z from 'zod/mini';
import { text, timeOrNull } from './fields';
import { mailPreferencesField } from './mail-preferences-field';

export const teacherPrivateDocument = z.strictObject({
  phone: text(),
  employeeId: text(),
  /** The teacher's own video-call address ('' when online sessions get a generated room). */
  meetingLink: text(),
  lastLogin: timeOrNull(),
  /** The shape of the teacher's day (day-shape.ts); absent: no buffers, no limit, any hour. */
  dayShape: z.optional(
    z.strictObject({
      bufferBeforeMinutes: z.number(),
      bufferAfterMinutes: z.number(),
      maxSessionsPerDay: z.nullable(z.number()),
      earliestHour: z.number(),
      latestHour: z.number(),
    }),
  ),
  [mailPreferencesField]: z.optional(z.record(z.string(), z.boolean())),
});

export type TeacherPrivateDocument = z.output<typeof teacherPrivateDocument>;
