// `ratings/{teacherId}_{studentId}`: one rating per pair.
import * as z from 'zod/mini';
import { text, timestamp } from './fields';

export const ratingDocument = z.strictObject({
  teacherId: z.string(),
  studentId: z.string(),
  rating: z.number(),
  review: text(),
  ratedAt: timestamp(),
  /** The first rating's time: a replaced rating keeps it. */
  createdAt: timestamp(),
});
