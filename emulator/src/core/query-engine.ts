import type { StoredDocument } from './document.js';
import type { DocumentStore, IndexedCondition } from './document-store.js';
import { isDocumentKeyPath, projectFields } from './field-path.js';
import type { Cursor, Filter, Order, Query } from './query.js';
import { type FieldReader, matchesFilter } from './query-filter.js';
import { normalizeQuery } from './query-normalize.js';
import type { Value } from './value.js';
import { compareValues } from './value-order.js';

/** A query checked and ready to run repeatedly (listeners re-run theirs after commits). */
export interface PreparedQuery {
  readonly query: Query;
  readonly order: readonly Order[];
  readonly read: FieldReader;
}

export function prepareQuery(query: Query, read: FieldReader): PreparedQuery {
  return { query, order: normalizeQuery(query), read };
}

/** Whether a document sits in the collections the query reads (before any filter). */
export function inQueryScope(prepared: PreparedQuery, path: string): boolean {
  const { parentPath, collectionId, allDescendants } = prepared.query;
  const prefix = parentPath === '' ? '' : `${parentPath}/`;
  if (!path.startsWith(prefix)) return false;
  const rest = path.slice(prefix.length).split('/');
  const collection = rest[rest.length - 2];
  if (!allDescendants) return rest.length === 2 && collection === collectionId;
  return !collectionId || collection === collectionId;
}

/**
 * A condition every result must meet that the store can look documents up by: the query's equality filter
 * (or, failing one, its `array-contains`) on a field, alone or among the conjuncts of an AND.
 */
function indexedCondition(filter: Filter | undefined): IndexedCondition | undefined {
  if (!filter) return undefined;
  const conjuncts = filter.type === 'composite' ? (filter.op === 'AND' ? filter.filters : []) : [filter];
  const usable = conjuncts.filter(
    (candidate): candidate is Extract<Filter, { type: 'field' }> =>
      candidate.type === 'field' && !isDocumentKeyPath(candidate.field),
  );
  const condition =
    usable.find((candidate) => candidate.op === 'EQUAL') ??
    usable.find((candidate) => candidate.op === 'ARRAY_CONTAINS');
  return (
    condition && {
      field: condition.field,
      op: condition.op as IndexedCondition['op'],
      value: condition.value,
    }
  );
}

function candidates(store: DocumentStore, query: Query): Iterable<StoredDocument> {
  const condition = indexedCondition(query.filter);
  if (!query.allDescendants) {
    const prefix = query.parentPath === '' ? '' : `${query.parentPath}/`;
    return store.inCollectionWhere(`${prefix}${query.collectionId ?? ''}`, condition);
  }
  if (query.collectionId) return store.inCollectionGroup(query.collectionId, query.parentPath, condition);
  return store.descendants(query.parentPath);
}

/** The documents in the query's scope that pass its filters, in no particular order (vector search's input). */
export function* filteredDocuments(store: DocumentStore, prepared: PreparedQuery): Iterable<StoredDocument> {
  const filter = prepared.query.filter;
  for (const doc of candidates(store, prepared.query)) {
    if (!filter || matchesFilter(doc, filter, prepared.read)) yield doc;
  }
}

/** Whether the document passes the filters and has every ordered field (a missing one excludes it). */
export function matchesQuery(prepared: PreparedQuery, doc: StoredDocument): boolean {
  const filter = prepared.query.filter;
  if (filter && !matchesFilter(doc, filter, prepared.read)) return false;
  for (const { field } of prepared.order) {
    if (!isDocumentKeyPath(field) && prepared.read(doc, field) === undefined) return false;
  }
  return true;
}

export function compareByOrder(prepared: PreparedQuery, a: StoredDocument, b: StoredDocument): number {
  for (const { field, direction } of prepared.order) {
    const c = compareValues(prepared.read(a, field) as Value, prepared.read(b, field) as Value);
    if (c !== 0) return direction === 'DESCENDING' ? -c : c;
  }
  return 0;
}

/** Compares a document's position with a cursor over the order's leading fields. */
function compareToCursor(prepared: PreparedQuery, doc: StoredDocument, cursor: Cursor): number {
  for (let i = 0; i < cursor.values.length; i++) {
    const { field, direction } = prepared.order[i] as Order;
    const c = compareValues(prepared.read(doc, field) as Value, cursor.values[i] as Value);
    if (c !== 0) return direction === 'DESCENDING' ? -c : c;
  }
  return 0;
}

export function withinCursors(prepared: PreparedQuery, doc: StoredDocument): boolean {
  const { startAt, endAt } = prepared.query;
  if (startAt) {
    const c = compareToCursor(prepared, doc, startAt);
    if (startAt.before ? c < 0 : c <= 0) return false;
  }
  if (endAt) {
    const c = compareToCursor(prepared, doc, endAt);
    if (endAt.before ? c >= 0 : c > 0) return false;
  }
  return true;
}

/** Runs the query: scope, filters, order, cursors, offset, limit. Projection is applied separately. */
export function runQuery(store: DocumentStore, prepared: PreparedQuery): StoredDocument[] {
  const matched: StoredDocument[] = [];
  for (const doc of candidates(store, prepared.query)) {
    if (matchesQuery(prepared, doc) && withinCursors(prepared, doc)) matched.push(doc);
  }
  matched.sort((a, b) => compareByOrder(prepared, a, b));
  const { offset, limit } = prepared.query;
  const end = limit === undefined ? undefined : offset + limit;
  return offset === 0 && end === undefined ? matched : matched.slice(offset, end);
}

export function projectDocument(prepared: PreparedQuery, doc: StoredDocument): StoredDocument {
  const projection = prepared.query.projection;
  if (!projection) return doc;
  return {
    ...doc,
    fields: projectFields(
      doc.fields,
      projection.filter((p) => !isDocumentKeyPath(p)),
    ),
  };
}
