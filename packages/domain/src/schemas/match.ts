import { z } from 'zod';
import { contentWords } from '../matching/normalise';
import { MATCH_NEED_MAX_LENGTH, matchingMessages } from '../matching-texts';
import { requiredText } from './fields';

/** POST /student/match: a need in the student's own words, with at least one word that is not filler. */
export const matchRequestSchema = z.object({
  need: requiredText(matchingMessages.needRequired, 'Your need', MATCH_NEED_MAX_LENGTH).refine(
    (need) => contentWords(need).length > 0,
    { error: matchingMessages.needUnclear },
  ),
});
export type MatchRequestPayload = z.output<typeof matchRequestSchema>;
