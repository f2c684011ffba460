import {
  apiErrorMessages,
  RATING_ELIGIBLE_STATUSES,
  type RatingPayload,
  type RatingStatus,
} from '@appointments/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { teacherRef } from '../data/accounts';
import { appointmentsCollection } from '../data/appointments';
import { nextRatingAggregates, ratingRef, ratingStatusFromSnapshot } from '../data/ratings';
import { readAll } from '../data/read-all';
import { forbidden, notFound } from '../http/api-error';
import { db } from '../lib/firebase';

export async function ratingOf(studentId: string, teacherId: string): Promise<RatingStatus> {
  return ratingStatusFromSnapshot(await ratingRef(teacherId, studentId).get());
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

/**
 * Creates or replaces the pair's rating and moves the teacher's average in the same transaction.
 * `replaced` tells a changed rating from a first one.
 */
export async function rateTeacher(
  studentId: string,
  { teacherId, rating, review }: RatingPayload,
  now: Date,
): Promise<{ rating: RatingStatus; replaced: boolean }> {
  if (!(await hasApprovedSession(teacherId, studentId))) throw forbidden(apiErrorMessages.rateAfterSession);

  const stamp = Timestamp.fromDate(now);
  const replaced = await db().runTransaction(async (transaction) => {
    const [teacher, existing] = await readAll(
      transaction,
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

  return { rating: await ratingOf(studentId, teacherId), replaced };
}
