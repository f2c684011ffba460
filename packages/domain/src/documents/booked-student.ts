// `teachers/{uid}/bookedStudents/{studentUid}`: a student who ever booked the teacher, for the counts.
import * as z from 'zod/mini';
import { timestamp } from './fields';

export const bookedStudentDocument = z.strictObject({ studentId: z.string(), firstBookedAt: timestamp() });
