import { EmulatorError, Status } from './errors.js';
import { formatFieldPath, isDocumentKeyPath, parseFieldPath } from './field-path.js';
import type { Filter, Query } from './query.js';
import { type DatabaseId, DEFAULT_DATABASE } from './resource-path.js';
import type { CheckedNearest } from './vector-search.js';

/** How a field before the vector is indexed: ordered (equality, `in`, ranges) or for `array-contains`. */
export type PrefixMode = 'order' | 'contains';

/**
 * A vector index as `firestore.indexes.json` declares it: a composite index (in `indexes`, not in
 * `fieldOverrides`) whose last field has `vectorConfig: {dimension, flat: {}}`; the fields before it are the
 * pre-filter fields. `__name__`, which firebase-tools adds before the vector field, is left out here.
 */
export interface VectorIndex {
  readonly collectionGroup: string;
  readonly queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  /** Canonical field paths with their mode. */
  readonly prefix: readonly { readonly field: string; readonly mode: PrefixMode }[];
  readonly vectorField: string;
  readonly dimension: number;
}

interface IndexFieldJson {
  fieldPath?: unknown;
  order?: unknown;
  arrayConfig?: unknown;
  vectorConfig?: { dimension?: unknown; flat?: unknown } | null;
}

const canonical = (text: string): string => formatFieldPath(parseFieldPath(text));

/** The vector indexes of an indexes file; composite indexes without a vector field are not needed here. */
export function vectorIndexesOf(indexes: unknown): VectorIndex[] {
  const entries = (indexes as { indexes?: unknown } | null)?.indexes;
  if (!Array.isArray(entries)) return [];
  const found: VectorIndex[] = [];
  for (const entry of entries as { collectionGroup?: unknown; queryScope?: unknown; fields?: unknown }[]) {
    if (typeof entry?.collectionGroup !== 'string' || !Array.isArray(entry.fields)) continue;
    const fields = entry.fields as IndexFieldJson[];
    const last = fields.at(-1);
    const dimension = last?.vectorConfig?.dimension;
    if (typeof last?.fieldPath !== 'string' || typeof dimension !== 'number' || !last.vectorConfig?.flat)
      continue;
    const prefix = fields.slice(0, -1).flatMap((field) => {
      if (typeof field.fieldPath !== 'string' || field.fieldPath === '__name__') return [];
      return [{ field: canonical(field.fieldPath), mode: field.arrayConfig ? 'contains' : 'order' } as const];
    });
    found.push({
      collectionGroup: entry.collectionGroup,
      queryScope: entry.queryScope === 'COLLECTION_GROUP' ? 'COLLECTION_GROUP' : 'COLLECTION',
      prefix,
      vectorField: canonical(last.fieldPath),
      dimension,
    });
  }
  return found;
}

/** The pre-filter fields a vector query needs in its index, sorted by field path. */
function filterFields(
  filter: Filter | undefined,
  into = new Map<string, PrefixMode>(),
): Map<string, PrefixMode> {
  if (!filter) return into;
  if (filter.type === 'composite') {
    for (const child of filter.filters) filterFields(child, into);
    return into;
  }
  if (isDocumentKeyPath(filter.field)) return into;
  const mode: PrefixMode =
    filter.type === 'field' && (filter.op === 'ARRAY_CONTAINS' || filter.op === 'ARRAY_CONTAINS_ANY')
      ? 'contains'
      : 'order';
  into.set(`${formatFieldPath(filter.field)}\u0000${mode}`, mode);
  return into;
}

function requiredPrefix(query: Query): { field: string; mode: PrefixMode }[] {
  return [...filterFields(query.filter).entries()]
    .map(([key, mode]) => ({ field: key.slice(0, key.indexOf('\u0000')), mode }))
    .sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : a.mode < b.mode ? -1 : 1));
}

function servesQuery(
  index: VectorIndex,
  query: Query,
  vectorField: string,
  dimension: number,
  prefix: readonly { field: string; mode: PrefixMode }[],
): boolean {
  const scope = query.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION';
  if (index.collectionGroup !== query.collectionId || index.queryScope !== scope) return false;
  if (index.vectorField !== vectorField || index.dimension !== dimension) return false;
  const have = new Set(index.prefix.map((p) => `${p.field}\u0000${p.mode}`));
  return have.size === prefix.length && prefix.every((p) => have.has(`${p.field}\u0000${p.mode}`));
}

/**
 * Refuses a vector query no index serves, with production's FAILED_PRECONDITION text: the gcloud command
 * creating the index it needs (its pre-filter fields, then the vector field with the query's dimension).
 */
export function requireVectorIndex(
  indexes: readonly VectorIndex[],
  db: DatabaseId,
  query: Query,
  nearest: CheckedNearest,
): void {
  const vectorField = formatFieldPath(nearest.vectorField);
  const dimension = nearest.queryVector.length;
  const prefix = requiredPrefix(query);
  if (indexes.some((index) => servesQuery(index, query, vectorField, dimension, prefix))) return;
  throw new EmulatorError(
    Status.FAILED_PRECONDITION,
    missingVectorIndexMessage(db, query, vectorField, dimension, prefix),
  );
}

export function missingVectorIndexMessage(
  db: DatabaseId,
  query: Query,
  vectorField: string,
  dimension: number,
  prefix: readonly { field: string; mode: PrefixMode }[],
): string {
  const configs = prefix.map((p) =>
    p.mode === 'contains'
      ? `--field-config=array-config=CONTAINS,field-path=${p.field}`
      : `--field-config=order=ASCENDING,field-path=${p.field}`,
  );
  configs.push(
    `--field-config=vector-config='{"dimension":"${dimension}","flat": "{}"}',field-path=${vectorField}`,
  );
  const database = db.databaseId === DEFAULT_DATABASE ? '' : ` --database=${db.databaseId}`;
  return (
    'Missing vector index configuration. Please create the required index with the following gcloud command: ' +
    `gcloud firestore indexes composite create --project=${db.projectId} --collection-group=${query.collectionId ?? ''} ` +
    `--query-scope=${query.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION'}${database} ${configs.join(' ')}`
  );
}
