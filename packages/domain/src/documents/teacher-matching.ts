// `teacherMatching/{uid}`: the profile embedding apart from the card, so a card never carries the vector.
import * as z from 'zod/mini';
import { flag } from './fields';

/** Firestore's vector value (`FieldValue.vector(…)` when written), recognised by its `toArray()`. */
const vectorValue = z.custom<{ toArray(): number[] }>(
  (value) =>
    typeof value === 'object' && value !== null && typeof Reflect.get(value, 'toArray') === 'function',
  'Expected a Firestore vector',
);

export const teacherMatchingDocument = z.strictObject({
  isApproved: flag(),
  profileEmbedding: vectorValue,
  profileEmbeddingHash: z.string(),
});
