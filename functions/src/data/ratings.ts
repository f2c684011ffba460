import type { RatingStatus } from '@appointments/domain';
import { collections } from '@appointments/domain';
import { ratingDocument, readDocument } from '@appointments/domain/documents';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';

/** One rating per student and teacher: the pair is the key. */
export const ratingRef = (teacherId: string, studentId: string) =>
  db().collection(collections.ratings).doc(`${teacherId}_${studentId}`);

export function ratingStatusFromSnapshot(snapshot: DocumentSnapshot): RatingStatus {
  if (!snapshot.exists) return { hasRated: false, rating: null, review: null, ratedAt: null };
  const { rating, review, ratedAt } = readDocument(ratingDocument, snapshot.data(), snapshot.ref.path);
  return { hasRated: true, rating, review, ratedAt: ratedAt.toDate().toISOString() };
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
