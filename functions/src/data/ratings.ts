import type { RatingStatus } from '@appointments/domain';
import { collections } from '@appointments/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { iso } from './timestamps';

/** One rating per student and teacher: the pair is the key. */
export const ratingRef = (teacherId: string, studentId: string) =>
  db().collection(collections.ratings).doc(`${teacherId}_${studentId}`);

export function ratingStatusFromSnapshot(snapshot: DocumentSnapshot): RatingStatus {
  if (!snapshot.exists) return { hasRated: false, rating: null, review: null, ratedAt: null };
  return {
    hasRated: true,
    rating: Number(snapshot.get('rating')),
    review: String(snapshot.get('review') ?? ''),
    ratedAt: iso(snapshot.get('ratedAt')),
  };
}

/** The teacher's new aggregates after one rating is added or replaced; the sum avoids float drift. */
export function nextRatingAggregates(
  current: { ratingSum: number; totalRatings: number },
  previousRating: number | undefined,
  newRating: number,
) {
  const totalRatings = current.totalRatings + (previousRating === undefined ? 1 : 0);
  const ratingSum = current.ratingSum - (previousRating ?? 0) + newRating;
  return { ratingSum, totalRatings, averageRating: Math.round((ratingSum / totalRatings) * 100) / 100 };
}
