import { z } from 'zod';
import { ATTENDANCE_MARKS, SESSION_TEXT_MAX_LENGTH } from '../session-record';
import { sessionRecordErrors as errors } from '../session-record-texts';
import { cleanTextField } from './fields';

/** PUT /teacher/appointments/{id}/attendance. */
export const attendanceSchema = z.object({
  attendance: z.enum(ATTENDANCE_MARKS, { error: errors.attendanceInvalid }),
});
export type AttendancePayload = z.output<typeof attendanceSchema>;

/** Plain text up to the limit; blank reads as ''. Newlines stay: notes are paragraphs. */
const sessionText = (tooLong: string) =>
  cleanTextField(errors.textInvalid).pipe(z.string().max(SESSION_TEXT_MAX_LENGTH, { error: tooLong }));

const sessionSummarySchema = z.object({
  covered: sessionText(errors.coveredTooLong).optional().default(''),
  nextSteps: sessionText(errors.nextStepsTooLong).optional().default(''),
});

/** PUT /teacher/appointments/{id}/notes: any of the three; publishing needs a summary with some text. */
export const sessionNotesSchema = z
  .object({
    privateNote: sessionText(errors.noteTooLong).optional(),
    summary: sessionSummarySchema.optional(),
    publishSummary: z.boolean({ error: errors.publishInvalid }).optional(),
  })
  .refine((notes) => notes.privateNote !== undefined || notes.summary !== undefined || notes.publishSummary, {
    error: errors.notesEmpty,
  });
export type SessionNotesPayload = z.output<typeof sessionNotesSchema>;
