import {
  apiErrorMessages,
  RATING_ELIGIBLE_STATUSES,
  type RatingPayload,
  ratingSchema,
  successMessages,
} from '@appointments/domain';
import type { Request, Response } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { teacherRef } from '../../data/accounts';
import { appointmentsCollection } from '../../data/appointments';
import { nextRatingAggregates, ratingRef, ratingStatusFromSnapshot } from '../../data/ratings';
import { forbidden, notFound } from '../../http/api-error';
import { sendData } from '../../http/respond';
import { db } from '../../lib/firebase';
import { callerOf } from '../../middleware/auth';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';

export async function getRating(req: Request<{ teacherId: string }>, res: Response) {
  const snapshot = await ratingRef(req.params.teacherId, callerOf(req).uid).get();
  sendData(res, ratingStatusFromSnapshot(snapshot));
}

/**
 * Only a student who has had a session approved by the teacher may rate them (docs/api.md):
 * a rating speaks of a session, and this keeps strangers from moving a teacher's average.
 */
async function hasApprovedSession(teacherId: string, studentId: string): Promise<boolean> {
  const count = await appointmentsCollection()
    .where('studentId', '==', studentId)
    .where('teacherId', '==', teacherId)
    .where('status', 'in', [...RATING_ELIGIBLE_STATUSES])
    .count()
    .get();
  return count.data().count > 0;
}

/** Creates or replaces the pair's rating and moves the teacher's average in the same transaction. */
async function rateTeacher(req: Request, res: Response) {
  const studentId = callerOf(req).uid;
  const { teacherId, rating, review } = req.body as RatingPayload;
  if (!(await hasApprovedSession(teacherId, studentId))) throw forbidden(apiErrorMessages.rateAfterSession);

  const stamp = Timestamp.fromDate(nowOf(req));
  const updated = await db().runTransaction(async (transaction) => {
    const [teacher, existing] = await transaction.getAll(
      teacherRef(teacherId),
      ratingRef(teacherId, studentId),
    );
    if (!teacher?.exists || teacher.get('isApproved') !== true)
      throw notFound(apiErrorMessages.teacherNotFound);
    const previousRating = existing?.exists ? Number(existing.get('rating')) : undefined;
    const aggregates = nextRatingAggregates(
      {
        ratingSum: Number(teacher.get('ratingSum') ?? 0),
        totalRatings: Number(teacher.get('totalRatings') ?? 0),
      },
      previousRating,
      rating,
    );
    transaction.set(ratingRef(teacherId, studentId), {
      teacherId,
      studentId,
      rating,
      review,
      ratedAt: stamp,
      createdAt: existing?.exists ? existing.get('createdAt') : stamp,
    });
    transaction.update(teacherRef(teacherId), aggregates);
    return previousRating !== undefined;
  });

  sendData(res, ratingStatusFromSnapshot(await ratingRef(teacherId, studentId).get()), {
    message: updated ? successMessages.ratingUpdated : successMessages.ratingSubmitted,
  });
}

export const rateTeacherHandlers = [validateBody(ratingSchema), rateTeacher];
