// Matching a student's need to teachers: the need is embedded, Firestore's vector search finds the
// nearest approved profiles among the matching documents (`teacherMatching`, the vector index in
// firestore.indexes.json), and each answer, read from the teacher card, says why it matched and when the
// teacher is next free.
import {
  type BookingPolicy,
  bookableSlots,
  collections,
  DEFAULT_BOOKING_POLICY,
  MATCH_RESULT_LIMIT,
  matchReasons,
  type TeacherMatch,
} from '@appointments/domain';
import { type DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { teacherCardFromSnapshot } from '../data/teachers';
import { db } from '../lib/firebase';
import type { Embedder } from './embedder';
import { PROFILE_EMBEDDING_FIELD, profileSourceOf } from './profile-embedding';

const DISTANCE_FIELD = 'matchDistance';
/**
 * Past this cosine distance a profile without any matching entry is noise, not a suggestion: a profile
 * of an unrelated subject is nearly orthogonal to the need (distance about 1).
 */
const UNRELATED_DISTANCE = 0.8;

function earliestSlotOf(
  snapshot: DocumentSnapshot,
  now: Date,
  policy: Pick<BookingPolicy, 'minNoticeMinutes'>,
): string | null {
  const times = snapshot.get('slotTimes');
  if (!Array.isArray(times)) return null;
  const dates = times
    .filter((time): time is Timestamp => time instanceof Timestamp)
    .map((time) => time.toDate());
  return bookableSlots(dates, now, policy)[0]?.toISOString() ?? null;
}

/** The index serves exactly this query: equality on isApproved, then the 256-dimension vector. */
export function nearestApprovedTeachers(queryVector: number[], limit = MATCH_RESULT_LIMIT) {
  return db()
    .collection(collections.teacherMatching)
    .where('isApproved', '==', true)
    .findNearest({
      vectorField: PROFILE_EMBEDDING_FIELD,
      queryVector,
      limit,
      distanceMeasure: 'COSINE',
      distanceResultField: DISTANCE_FIELD,
    })
    .get();
}

export async function matchTeachers(
  need: string,
  now: Date,
  embedder: Embedder,
  policy: Pick<BookingPolicy, 'minNoticeMinutes'> = DEFAULT_BOOKING_POLICY,
): Promise<TeacherMatch[]> {
  const [vector] = await embedder.embed([need], 'query');
  if (!vector || vector.every((value) => value === 0)) return [];
  const nearest = await nearestApprovedTeachers(vector);
  if (nearest.empty) return [];
  // The matching documents mirror `isApproved` through a trigger, so they are eventually consistent: a
  // teacher suspended a moment ago may still be found there. The cards, read now, have the last word.
  const cards = await db().getAll(
    ...nearest.docs.map((doc) => db().collection(collections.teachers).doc(doc.id)),
  );
  return nearest.docs
    .flatMap((doc, index) => {
      const card = cards[index];
      if (!card?.exists || card.get('isApproved') !== true) return [];
      const distance = Number(doc.get(DISTANCE_FIELD) ?? 2);
      return [
        {
          teacher: teacherCardFromSnapshot(card, now),
          reasons: matchReasons(need, profileSourceOf(card.data() ?? {})),
          earliestSlot: earliestSlotOf(card, now, policy),
          distance,
        },
      ];
    })
    .filter((match) => match.reasons.length > 0 || match.distance < UNRELATED_DISTANCE);
}
