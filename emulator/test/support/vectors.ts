/** Seeded vectors and an independent brute-force nearest-neighbour oracle for the vector-search tests. */

export type Measure = 'EUCLIDEAN' | 'COSINE' | 'DOT_PRODUCT';
export const MEASURES: readonly Measure[] = ['EUCLIDEAN', 'COSINE', 'DOT_PRODUCT'];

/** mulberry32: a tiny deterministic generator, so every run sees the same vectors. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomVector(random: () => number, dimension: number): number[] {
  return Array.from({ length: dimension }, () => random() * 2 - 1);
}

/** Written straight from the definitions in Firestore's documentation, independently of the emulator. */
export function distance(measure: Measure, a: readonly number[], b: readonly number[]): number {
  const dot = a.reduce((sum, x, i) => sum + x * (b[i] as number), 0);
  if (measure === 'DOT_PRODUCT') return dot;
  if (measure === 'EUCLIDEAN') return Math.hypot(...a.map((x, i) => x - (b[i] as number)));
  return 1 - dot / (Math.hypot(...a) * Math.hypot(...b));
}

export interface Neighbour {
  readonly id: string;
  readonly distance: number;
}

/** Every candidate ranked nearest first (largest dot product first), optionally cut by a threshold. */
export function bruteForce(
  measure: Measure,
  query: readonly number[],
  candidates: ReadonlyMap<string, readonly number[]>,
  threshold?: number,
): Neighbour[] {
  const ranked = [...candidates].map(([id, v]) => ({ id, distance: distance(measure, query, v) }));
  const kept =
    threshold === undefined
      ? ranked
      : ranked.filter((n) => (measure === 'DOT_PRODUCT' ? n.distance >= threshold : n.distance <= threshold));
  const direction = measure === 'DOT_PRODUCT' ? -1 : 1;
  return kept.sort((x, y) => direction * (x.distance - y.distance));
}
