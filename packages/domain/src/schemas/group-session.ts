// Bodies of the teacher's calls on a whole group session.
import { z } from 'zod';
import { groupSessionMessages } from '../group-session-texts';
import { validationMessages } from '../validation-messages';
import { slotCapacity } from './availability';
import { documentIdField, instantField } from './fields';
import { teacherCancelSchema } from './lifecycle';

export const SESSION_MESSAGE_MAX_LENGTH = 2000;

/** POST /teacher/sessions/{slotId}/message. */
export const sessionMessageSchema = z.object({
  message: z
    .string({ error: groupSessionMessages.sessionMessageRequired })
    .trim()
    .min(1, { error: groupSessionMessages.sessionMessageRequired })
    .max(SESSION_MESSAGE_MAX_LENGTH, {
      error: `Please keep the message under ${SESSION_MESSAGE_MAX_LENGTH} characters`,
    }),
});
export type SessionMessagePayload = z.output<typeof sessionMessageSchema>;

/** POST /teacher/sessions/{slotId}/cancel: every attendee is owed the reason. */
export const sessionCancelSchema = teacherCancelSchema;

/** POST /student/waitlist: a slot's line with `dateTime`, the teacher's general line without. */
export const waitlistJoinSchema = z.object({
  teacherId: documentIdField(validationMessages.teacherRequired),
  dateTime: instantField(validationMessages.timeSlotRequired)
    .nullish()
    .transform((value) => value ?? null),
});
export type WaitlistJoinPayload = z.output<typeof waitlistJoinSchema>;

/** PUT /teacher/sessions/{slotId}/capacity: the session's seats, 1 to 50 (never fewer than those booked). */
export const sessionCapacitySchema = z.object({
  capacity: slotCapacity,
});
export type SessionCapacityPayload = z.output<typeof sessionCapacitySchema>;
