// A teacher's profile embedding, stored beside the profile: `profileEmbedding` (a Firestore vector)
// and `profileEmbeddingHash`, the hash of the text and embedder it came from. The hash is what stops
// the trigger's own write from triggering another embedding, and skips writes that left the text alone.
import { createHash } from 'node:crypto';
import { type TeacherProfileSource, teacherProfileText } from '@appointments/domain';
import { type DocumentData, type DocumentSnapshot, FieldValue } from 'firebase-admin/firestore';
import type { Embedder } from './embedder';

export const PROFILE_EMBEDDING_FIELD = 'profileEmbedding';
export const PROFILE_EMBEDDING_HASH_FIELD = 'profileEmbeddingHash';

const textList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The embedded fields of a teacher document, whatever shape an older document has. */
export function profileSourceOf(data: DocumentData): TeacherProfileSource {
  const profile = (data.profile ?? {}) as DocumentData;
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

const FAILED_PRECONDITION = 9;

/**
 * Embeds a teacher's profile when its text (or the embedder) changed since the stored vector; returns
 * whether it wrote. The write is conditional on the document being unchanged since it was read: a newer
 * profile write has its own trigger, which embeds the newer text.
 */
export async function refreshProfileEmbedding(
  snapshot: DocumentSnapshot,
  embedder: Embedder,
): Promise<boolean> {
  const data = snapshot.data();
  if (!data) return false;
  const profileText = teacherProfileText(profileSourceOf(data));
  const hash = profileEmbeddingHash(profileText, embedder);
  if (data[PROFILE_EMBEDDING_HASH_FIELD] === hash) return false;
  const [vector] = await embedder.embed([profileText], 'document');
  if (!vector) throw new Error('The embedder returned no vector');
  try {
    await snapshot.ref.update(
      { [PROFILE_EMBEDDING_FIELD]: FieldValue.vector(vector), [PROFILE_EMBEDDING_HASH_FIELD]: hash },
      ...(snapshot.updateTime ? [{ lastUpdateTime: snapshot.updateTime }] : []),
    );
  } catch (error) {
    if ((error as { code?: unknown }).code === FAILED_PRECONDITION) return false;
    throw error;
  }
  return true;
}
