import { z } from 'zod';
import { RATING_MAX, RATING_MIN, REVIEW_MAX_LENGTH } from '../constants';
import { validationMessages } from '../validation-messages';
import { documentIdField, optionalText } from './fields';

// Every way of not choosing 1 to 5 stars (missing, 0, half stars) is the same mistake to the user.
const ratingValueField = z
  .number({ error: validationMessages.ratingRequired })
  .int({ error: validationMessages.ratingRequired })
  .min(RATING_MIN, { error: validationMessages.ratingRequired })
  .max(RATING_MAX, { error: validationMessages.ratingRequired });

export const ratingSchema = z.object({
  teacherId: documentIdField(validationMessages.teacherRequired),
  rating: ratingValueField,
  review: optionalText('Review', REVIEW_MAX_LENGTH),
});
export type RatingPayload = z.output<typeof ratingSchema>;
