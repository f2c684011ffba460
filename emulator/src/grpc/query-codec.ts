import type { Aggregation } from '../core/aggregation.js';
import { invalidArgument } from '../core/errors.js';
import { type FieldPath, parseFieldPath } from '../core/field-path.js';
import type {
  Cursor,
  DistanceMeasure,
  FieldOperator,
  Filter,
  FindNearest,
  Order,
  Query,
  UnaryOperator,
} from '../core/query.js';
import { type DatabaseId, parseParentName, validateCollectionId } from '../core/resource-path.js';
import type { Cursor__Output } from './generated/google/firestore/v1/Cursor.js';
import type { StructuredAggregationQuery__Output } from './generated/google/firestore/v1/StructuredAggregationQuery.js';
import type {
  _google_firestore_v1_StructuredQuery_FieldReference__Output as FieldReference,
  _google_firestore_v1_StructuredQuery_Filter__Output as ProtoFilter,
  _google_firestore_v1_StructuredQuery_FindNearest__Output as ProtoFindNearest,
  StructuredQuery__Output,
} from './generated/google/firestore/v1/StructuredQuery.js';
import { valueFromProto } from './value-codec.js';

const FIELD_OPERATORS: ReadonlySet<string> = new Set<FieldOperator>([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'EQUAL',
  'NOT_EQUAL',
  'ARRAY_CONTAINS',
  'IN',
  'ARRAY_CONTAINS_ANY',
  'NOT_IN',
]);
const UNARY_OPERATORS: ReadonlySet<string> = new Set<UnaryOperator>([
  'IS_NAN',
  'IS_NULL',
  'IS_NOT_NAN',
  'IS_NOT_NULL',
]);

export function fieldFromProto(ref: FieldReference | undefined): FieldPath {
  if (!ref?.fieldPath) throw invalidArgument('A field reference must name a field.');
  return parseFieldPath(ref.fieldPath);
}

/** Converts `parent` + StructuredQuery, checking the parent is in the database the request is bound to. */
export function queryFromProto(
  parent: string,
  proto: StructuredQuery__Output | undefined,
  db?: DatabaseId,
): Query {
  if (!proto) throw invalidArgument('A structured query is required.');
  const parentPath = parseParentName(parent, db).segments.join('/');
  const from = proto.from ?? [];
  if (from.length !== 1)
    throw invalidArgument('A query must select exactly one collection (one "from" entry).');
  const selector = from[0];
  const collectionId = selector?.collectionId ?? '';
  const allDescendants = selector?.allDescendants === true;
  if (collectionId !== '') validateCollectionId(collectionId);
  else if (!allDescendants) throw invalidArgument('A query must name its collection.');
  const limit = proto.limit?.value;
  return {
    parentPath,
    collectionId: collectionId === '' ? undefined : collectionId,
    allDescendants,
    filter: proto.where ? filterFromProto(proto.where) : undefined,
    orderBy: (proto.orderBy ?? []).map(
      (order): Order => ({
        field: fieldFromProto(order.field),
        direction: order.direction === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING',
      }),
    ),
    startAt: cursorFromProto(proto.startAt),
    endAt: cursorFromProto(proto.endAt),
    offset: proto.offset ?? 0,
    limit: limit === undefined ? undefined : limit,
    projection: proto.select ? (proto.select.fields ?? []).map(fieldFromProto) : undefined,
    findNearest: proto.findNearest ? findNearestFromProto(proto.findNearest) : undefined,
  };
}

const DISTANCE_MEASURES: ReadonlySet<string> = new Set<DistanceMeasure>([
  'EUCLIDEAN',
  'COSINE',
  'DOT_PRODUCT',
]);

/** Converts the vector search part; its values are checked by the core when the query runs. */
function findNearestFromProto(proto: ProtoFindNearest): FindNearest {
  if (!proto.queryVector) throw invalidArgument('FindNearest.query_vector is required.');
  const measure = proto.distanceMeasure ?? 'DISTANCE_MEASURE_UNSPECIFIED';
  return {
    vectorField: fieldFromProto(proto.vectorField),
    queryVector: valueFromProto(proto.queryVector),
    distanceMeasure: DISTANCE_MEASURES.has(measure) ? (measure as DistanceMeasure) : undefined,
    limit: proto.limit?.value,
    distanceResultField: proto.distanceResultField ? parseFieldPath(proto.distanceResultField) : undefined,
    distanceThreshold: proto.distanceThreshold?.value,
  };
}

function cursorFromProto(cursor: Cursor__Output | undefined): Cursor | undefined {
  if (!cursor) return undefined;
  return { values: (cursor.values ?? []).map(valueFromProto), before: cursor.before === true };
}

export function filterFromProto(proto: ProtoFilter): Filter {
  switch (proto.filterType) {
    case 'compositeFilter': {
      const op = proto.compositeFilter?.op;
      if (op !== 'AND' && op !== 'OR')
        throw invalidArgument(`Unsupported composite filter operator: ${String(op)}.`);
      return { type: 'composite', op, filters: (proto.compositeFilter?.filters ?? []).map(filterFromProto) };
    }
    case 'fieldFilter': {
      const filter = proto.fieldFilter;
      const op = filter?.op ?? 'OPERATOR_UNSPECIFIED';
      if (!FIELD_OPERATORS.has(op)) throw invalidArgument(`Unsupported field filter operator: ${op}.`);
      if (!filter?.value) throw invalidArgument('A field filter needs a value.');
      return {
        type: 'field',
        field: fieldFromProto(filter.field),
        op: op as FieldOperator,
        value: valueFromProto(filter.value),
      };
    }
    case 'unaryFilter': {
      const op = proto.unaryFilter?.op ?? 'OPERATOR_UNSPECIFIED';
      if (!UNARY_OPERATORS.has(op)) throw invalidArgument(`Unsupported unary filter operator: ${op}.`);
      return { type: 'unary', field: fieldFromProto(proto.unaryFilter?.field), op: op as UnaryOperator };
    }
    default:
      throw invalidArgument('A filter must be a field, unary or composite filter.');
  }
}

export function aggregationsFromProto(proto: StructuredAggregationQuery__Output | undefined): {
  structuredQuery: StructuredQuery__Output | undefined;
  aggregations: Aggregation[];
} {
  const aggregations = (proto?.aggregations ?? []).map((entry, i): Aggregation => {
    const alias = entry.alias || `field_${i + 1}`;
    switch (entry.operator) {
      case 'count': {
        const upTo = entry.count?.upTo?.value;
        if (upTo !== undefined && Number(upTo) < 1) throw invalidArgument('count up_to must be positive.');
        return { alias, operation: { type: 'count', upTo: upTo === undefined ? undefined : Number(upTo) } };
      }
      case 'sum':
        return { alias, operation: { type: 'sum', field: fieldFromProto(entry.sum?.field) } };
      case 'avg':
        return { alias, operation: { type: 'avg', field: fieldFromProto(entry.avg?.field) } };
      default:
        throw invalidArgument('An aggregation must be count, sum or avg.');
    }
  });
  return { structuredQuery: proto?.structuredQuery, aggregations };
}
