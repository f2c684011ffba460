import type { StoredDocument } from './document.js';
import type { DocumentStore } from './document-store.js';
import { invalidArgument } from './errors.js';
import { type FieldPath, setField } from './field-path.js';
import type { DistanceMeasure, FindNearest, Query } from './query.js';
import { filteredDocuments, type PreparedQuery } from './query-engine.js';
import { compareResourceNames } from './value-order.js';
import { isVectorValue, vectorNumbers } from './vector-value.js';

/** Production's bounds (StructuredQuery.FindNearest): up to 1000 neighbours, vectors of up to 2048 dimensions. */
export const MAX_NEAREST_LIMIT = 1000;
export const MAX_VECTOR_DIMENSION = 2048;

/** A findNearest whose every part has been checked. */
export interface CheckedNearest {
  readonly vectorField: FieldPath;
  readonly queryVector: readonly number[];
  readonly measure: DistanceMeasure;
  readonly limit: number;
  readonly distanceResultField?: FieldPath;
  readonly distanceThreshold?: number;
}

export interface NearestResult {
  readonly doc: StoredDocument;
  readonly distance: number;
}

/** Checks a vector query as the backend does before it looks for an index or reads anything. */
export function checkFindNearest(query: Query, nearest: FindNearest): CheckedNearest {
  const { limit, distanceMeasure, queryVector } = nearest;
  if (limit === undefined || !Number.isInteger(limit) || limit < 1 || limit > MAX_NEAREST_LIMIT) {
    throw invalidArgument(
      `FindNearest.limit must be a positive integer of no more than ${MAX_NEAREST_LIMIT}.`,
    );
  }
  if (!distanceMeasure) throw invalidArgument('FindNearest.distance_measure must be specified.');
  const numbers = isVectorValue(queryVector) ? vectorNumbers(queryVector) : undefined;
  if (!numbers) throw invalidArgument('FindNearest.query_vector must be a vector value.');
  if (numbers.length === 0 || numbers.length > MAX_VECTOR_DIMENSION) {
    throw invalidArgument(
      `FindNearest.query_vector must be a vector of 1 to ${MAX_VECTOR_DIMENSION} dimensions, got ${numbers.length}.`,
    );
  }
  if (nearest.vectorField.length === 0) throw invalidArgument('FindNearest.vector_field must name a field.');
  // The nearest-neighbour order replaces the query's own order; paging through it is not offered.
  if (query.startAt || query.endAt || query.offset > 0 || query.limit !== undefined) {
    throw invalidArgument(
      'FindNearest cannot be combined with cursors, an offset or a query limit; FindNearest.limit bounds the results.',
    );
  }
  const threshold = nearest.distanceThreshold;
  if (threshold !== undefined && Number.isNaN(threshold)) {
    throw invalidArgument('FindNearest.distance_threshold must be a number.');
  }
  return {
    vectorField: nearest.vectorField,
    queryVector: numbers,
    measure: distanceMeasure,
    limit,
    distanceResultField: nearest.distanceResultField,
    distanceThreshold: threshold,
  };
}

/**
 * The distance Firestore reports: Euclidean distance, cosine distance (1 − cosine similarity, 0..2), or the
 * dot product itself. Undefined where the measure has no value (cosine with a zero vector).
 */
export function vectorDistance(
  measure: DistanceMeasure,
  a: readonly number[],
  b: readonly number[],
): number | undefined {
  let dot = 0;
  let squares = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    dot += x * y;
    squares += (x - y) * (x - y);
    normA += x * x;
    normB += y * y;
  }
  switch (measure) {
    case 'EUCLIDEAN':
      return Math.sqrt(squares);
    case 'DOT_PRODUCT':
      return dot;
    case 'COSINE':
      return normA === 0 || normB === 0 ? undefined : 1 - dot / Math.sqrt(normA * normB);
  }
}

/** Whether a distance passes the threshold: at most it for distances, at least it for the dot product. */
function withinThreshold(nearest: CheckedNearest, distance: number): boolean {
  const threshold = nearest.distanceThreshold;
  if (threshold === undefined) return true;
  return nearest.measure === 'DOT_PRODUCT' ? distance >= threshold : distance <= threshold;
}

/**
 * The nearest documents first (largest dot product first). Documents without a vector of the query's
 * dimension in the field take no part, as production's vector index holds only vectors of its dimension.
 * Equal distances are ordered by document name so repeated runs agree (production leaves that order open).
 */
export function runNearest(
  store: DocumentStore,
  prepared: PreparedQuery,
  nearest: CheckedNearest,
): NearestResult[] {
  const results: NearestResult[] = [];
  for (const doc of filteredDocuments(store, prepared)) {
    const vector = vectorNumbers(prepared.read(doc, nearest.vectorField));
    if (!vector || vector.length !== nearest.queryVector.length) continue;
    const distance = vectorDistance(nearest.measure, nearest.queryVector, vector);
    if (distance === undefined || Number.isNaN(distance) || !withinThreshold(nearest, distance)) continue;
    results.push({ doc, distance });
  }
  const direction = nearest.measure === 'DOT_PRODUCT' ? -1 : 1;
  results.sort(
    (a, b) => direction * (a.distance - b.distance) || compareResourceNames(a.doc.path, b.doc.path),
  );
  return results.slice(0, nearest.limit);
}

/** The document as returned: with the distance in `distanceResultField` when the query asked for it. */
export function withDistance(nearest: CheckedNearest, result: NearestResult): StoredDocument {
  const field = nearest.distanceResultField;
  if (!field) return result.doc;
  return {
    ...result.doc,
    fields: setField(result.doc.fields, field, { kind: 'double', value: result.distance }),
  };
}
