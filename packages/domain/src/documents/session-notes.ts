// `appointments/{id}/notes/{teacherUid}`: the teacher's private note and summary draft for one session.
// Apart from the appointment so the rules can let its author alone read it (not the student, not
// admins, not other teachers); deleted with the appointment.
import * as z from 'zod/mini';
import { text, timestamp } from './fields';

export const sessionNotesDocument = z.strictObject({
  teacherId: z.string(),
  studentId: z.string(),
  privateNote: text(),
  /** The summary as last saved; what the student sees is the appointment's published `summary`. */
  draft: z._default(z.strictObject({ covered: text(), nextSteps: text() }), () => ({
    covered: '',
    nextSteps: '',
  })),
  updatedAt: timestamp(),
});

export type SessionNotesDocument = z.output<typeof sessionNotesDocument>;
