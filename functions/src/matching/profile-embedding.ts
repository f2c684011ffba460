// A teacher's profile embedding lives in `teacherMatching/{teacherId}`, not on the teacher card: clients
// read whole cards live, and 256 numbers per teacher (about 2.3 KB) would reach every student's dashboard
// and wake its listeners at each re-embedding. The matching document holds `profileEmbedding` (a
// Firestore vector), `profileEmbeddingHash` (the hash of the text and embedder it came from, so a write
// that leaves the profile text alone is not embedded again) and `isApproved`, mirrored from the card so
// the vector search can pre-filter on it.
import { createHash } from 'node:crypto';
import { collections, type TeacherProfileSource, teacherProfileText } from '@appointments/domain';
import { type DocumentData, type DocumentSnapshot, FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import type { Embedder } from './embedder';

export const PROFILE_EMBEDDING_FIELD = 'profileEmbedding';
export const PROFILE_EMBEDDING_HASH_FIELD = 'profileEmbeddingHash';

export const teacherMatchingRef = (teacherId: string) =>
  db().collection(collections.teacherMatching).doc(teacherId);

const textList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The embedded fields of a teacher document, whatever shape an older document has. */
export function profileSourceOf(data: DocumentData): TeacherProfileSource {
  const profile: Record<string, unknown> =
    typeof data.profile === 'object' && data.profile !== null ? data.profile : {};
  return {
    subject: text(data.subject),
    department: text(data.department),
    designation: text(profile.designation),
    qualification: textList(profile.qualification),
    researchInterests: textList(profile.researchInterests),
    bio: text(profile.bio),
  };
}

export function profileEmbeddingHash(profileText: string, embedder: Embedder): string {
  return createHash('sha256').update(`${embedder.name}\n${profileText}`).digest('base64url');
}

const hashOf = (data: DocumentData, embedder: Embedder) =>
  profileEmbeddingHash(teacherProfileText(profileSourceOf(data)), embedder);

export type MatchingChange = 'embedded' | 'approval' | 'deleted' | 'none';

/**
 * Whether a teacher write can change the matching document, judged on the event's own snapshots: the teacher
 * came or went, the approval changed, or the embedded profile text did. The writes that move only counters
 * and slot times (every booking, decision and slot change) then cost no read; before, each read the matching
 * document and ran a transaction of two more reads to find it current. A write that changes nothing at all
 * counts as touched: it is how an operator asks for every profile to be embedded again
 * (docs/operations.md, "Teacher matching").
 */
export function matchingTouched(before?: DocumentSnapshot, after?: DocumentSnapshot): boolean {
  const was = before?.exists === true;
  const is = after?.exists === true;
  if (was !== is) return true;
  if (!was || !before || !after) return false;
  if (before.isEqual(after)) return true;
  const [old, now] = [before.data() ?? {}, after.data() ?? {}];
  return (
    (old.isApproved === true) !== (now.isApproved === true) ||
    teacherProfileText(profileSourceOf(old)) !== teacherProfileText(profileSourceOf(now))
  );
}

/**
 * Brings `teacherMatching/{teacherId}` in line with the teacher document after a write to it: embeds
 * the profile when its text (or the embedder) changed since the stored vector, mirrors `isApproved`, and
 * deletes the matching document with the teacher. `after` is the teacher document as the write left it
 * (absent when deleted). The embedding is computed outside the transaction (an embedding service is slow
 * and must not be called again on a retry); the transaction then reads the teacher document as it is now
 * and stores that vector only if it still describes the current text. If the profile moved on meanwhile,
 * the newer write's own trigger embeds the newer text, so writes arriving out of order cannot leave an
 * older vector behind. `isApproved` is always taken from the current teacher document.
 */
export async function refreshProfileEmbedding(
  teacherId: string,
  after: DocumentSnapshot | undefined,
  embedder: Embedder,
): Promise<MatchingChange> {
  const matchingRef = teacherMatchingRef(teacherId);
  const afterData = after?.exists ? after.data() : undefined;
  let embedded: { hash: string; vector: number[] } | undefined;
  if (afterData) {
    const profileText = teacherProfileText(profileSourceOf(afterData));
    const hash = profileEmbeddingHash(profileText, embedder);
    const stored = await matchingRef.get();
    if (stored.get(PROFILE_EMBEDDING_HASH_FIELD) !== hash) {
      const [vector] = await embedder.embed([profileText], 'document');
      if (!vector) throw new Error('The embedder returned no vector');
      embedded = { hash, vector };
    }
  }
  const teacherRef = db().collection(collections.teachers).doc(teacherId);
  return db().runTransaction(async (transaction): Promise<MatchingChange> => {
    const teacher = await transaction.get(teacherRef);
    const matching = await transaction.get(matchingRef);
    const current = teacher.data();
    if (!current) {
      if (!matching.exists) return 'none';
      transaction.delete(matchingRef);
      return 'deleted';
    }
    const isApproved = current.isApproved === true;
    const currentHash = hashOf(current, embedder);
    if (
      embedded &&
      embedded.hash === currentHash &&
      matching.get(PROFILE_EMBEDDING_HASH_FIELD) !== currentHash
    ) {
      transaction.set(matchingRef, {
        isApproved,
        [PROFILE_EMBEDDING_FIELD]: FieldValue.vector(embedded.vector),
        [PROFILE_EMBEDDING_HASH_FIELD]: currentHash,
      });
      return 'embedded';
    }
    // Only a stored vector of the current text gets its approval mirrored: a matching document is never
    // created without its vector, and one of an older text is replaced by the newer write's trigger.
    if (
      matching.get(PROFILE_EMBEDDING_HASH_FIELD) === currentHash &&
      matching.get('isApproved') !== isApproved
    ) {
      transaction.update(matchingRef, { isApproved });
      return 'approval';
    }
    return 'none';
  });
}
