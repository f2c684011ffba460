import { type RatingPayload, ratingSchema, successMessages } from '@appointments/domain';
import type { Request, Response } from 'express';
import { sendData } from '../../http/respond';
import { callerOf } from '../../middleware/auth';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';
import { rateTeacher, ratingOf } from '../../services/rating';

export async function getRating(req: Request<{ teacherId: string }>, res: Response) {
  sendData(res, await ratingOf(callerOf(req).uid, req.params.teacherId));
}

/** Rates the teacher, or changes the rating given (services/rating.ts holds the rules). */
async function rate(req: Request, res: Response) {
  const { rating, replaced } = await rateTeacher(callerOf(req).uid, req.body as RatingPayload, nowOf(req));
  sendData(res, rating, {
    message: replaced ? successMessages.ratingUpdated : successMessages.ratingSubmitted,
  });
}

export const rateTeacherHandlers = [validateBody(ratingSchema), rate];
