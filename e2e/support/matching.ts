// The teacher matching documents (`teacherMatching/{uid}`), kept by the profile trigger moments after each
// teacher write: tests wait for them to follow the teacher document before they search.
import { collections, teacherProfileText } from '@appointments/domain';
import { lexicalEmbedder, profileEmbeddingHash, profileSourceOf } from '@appointments/functions/seed';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { adminDb } from './admin';

/** The hash the trigger stores for a teacher document as it is now (the local stack embeds lexically). */
export function currentProfileHash(teacher: DocumentSnapshot): string {
  return profileEmbeddingHash(teacherProfileText(profileSourceOf(teacher.data() ?? {})), lexicalEmbedder);
}

/**
 * The teacher's matching document once it carries the embedding of the teacher's current profile and
 * the teacher's current approval.
 */
export async function matchingInLine(uid: string): Promise<DocumentSnapshot> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const teacher = await adminDb.collection(collections.teachers).doc(uid).get();
    const matching = await adminDb.collection(collections.teacherMatching).doc(uid).get();
    if (
      teacher.exists &&
      matching.exists &&
      matching.get('profileEmbeddingHash') === currentProfileHash(teacher) &&
      matching.get('isApproved') === (teacher.get('isApproved') === true)
    )
      return matching;
    if (Date.now() > deadline) throw new Error(`the matching document of teacher ${uid} did not follow it`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
