import { type MatchRequestPayload, matchingMessages, matchRequestSchema } from '@appointments/domain';
import type { Request, Response } from 'express';
import { ApiError } from '../../http/api-error';
import { sendData } from '../../http/respond';
import { configuredEmbedder } from '../../matching/embedder';
import { matchTeachers } from '../../matching/match-teachers';
import { settingsOf, withCollegeSettings } from '../../middleware/college-settings';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';

/**
 * Up to five approved teachers for a need in the student's own words, nearest first, each with the
 * profile entries that matched and its earliest bookable slot. An embedding service that fails
 * (production's Vertex AI) is a 503 with a message, not a 500.
 */
async function match(req: Request, res: Response) {
  const { need } = req.body as MatchRequestPayload;
  const embedder = configuredEmbedder();
  let matches: Awaited<ReturnType<typeof matchTeachers>>;
  try {
    matches = await matchTeachers(need, nowOf(req), embedder, settingsOf(req).booking);
  } catch (error) {
    if (embedder.name.startsWith('vertex-ai')) {
      console.error('Teacher matching failed', error);
      throw new ApiError(503, matchingMessages.matchingUnavailable);
    }
    throw error;
  }
  sendData(res, matches);
}

export const matchHandlers = [validateBody(matchRequestSchema), withCollegeSettings, match];
