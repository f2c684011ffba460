// The offline embedder: a text's subject concepts, vocabulary terms and words hashed into a fixed
// number of dimensions (the "hashing trick"), then L2-normalised so cosine distance compares them.
// No model, no network: the same text always gives the same vector (docs/architecture.md, "Matching").
import { analyseText } from './concepts';

export const EMBEDDING_DIMENSIONS = 256;

// Weights of a feature kind: a shared subject dominates, a shared field or term helps, and shared
// plain words break ties between teachers of one subject.
const WEIGHTS = { subject: 3, field: 1.2, term: 1, word: 0.5, bigram: 0.3 } as const;

/** 32-bit FNV-1a: fast, stable across platforms, well spread for short strings. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function addFeature(vector: number[], feature: string, weight: number) {
  const hash = fnv1a(feature);
  const index = hash % vector.length;
  // A sign from another bit keeps colliding features from adding up systematically.
  const sign = hash & 0x80000000 ? -1 : 1;
  vector[index] = (vector[index] ?? 0) + sign * weight;
}

/** Scales a vector to length 1; a zero vector (a text with no meaningful word) stays zero. */
export function l2Normalise(vector: readonly number[]): number[] {
  const length = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));
  return length === 0 ? [...vector] : vector.map((value) => value / length);
}

/** Counts features, then weights each by 1 + ln(count): repeating a word helps, but less and less. */
export function lexicalEmbedding(text: string, dimensions = EMBEDDING_DIMENSIONS): number[] {
  const { words, concepts } = analyseText(text);
  const counts = new Map<string, { weight: number; count: number }>();
  const count = (feature: string, weight: number) => {
    const entry = counts.get(feature);
    if (entry) entry.count += 1;
    else counts.set(feature, { weight, count: 1 });
  };
  for (const concept of concepts) {
    if (concept.kind === 'subject') {
      count(`s:${concept.id}`, WEIGHTS.subject);
      count(`t:${concept.term}`, WEIGHTS.term);
    }
    count(`f:${concept.field}`, WEIGHTS.field);
  }
  for (const [index, word] of words.entries()) {
    count(`w:${word}`, WEIGHTS.word);
    const next = words[index + 1];
    if (next) count(`b:${word} ${next}`, WEIGHTS.bigram);
  }
  const vector = new Array<number>(dimensions).fill(0);
  for (const [feature, { weight, count: n }] of counts)
    addFeature(vector, feature, weight * (1 + Math.log(n)));
  return l2Normalise(vector);
}
