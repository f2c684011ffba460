import type { FieldPath } from './field-path.js';
import type { Value } from './value.js';

export type FieldOperator =
  | 'LESS_THAN'
  | 'LESS_THAN_OR_EQUAL'
  | 'GREATER_THAN'
  | 'GREATER_THAN_OR_EQUAL'
  | 'EQUAL'
  | 'NOT_EQUAL'
  | 'ARRAY_CONTAINS'
  | 'IN'
  | 'ARRAY_CONTAINS_ANY'
  | 'NOT_IN';

export type UnaryOperator = 'IS_NAN' | 'IS_NULL' | 'IS_NOT_NAN' | 'IS_NOT_NULL';

export type Filter =
  | { readonly type: 'field'; readonly field: FieldPath; readonly op: FieldOperator; readonly value: Value }
  | { readonly type: 'unary'; readonly field: FieldPath; readonly op: UnaryOperator }
  | { readonly type: 'composite'; readonly op: 'AND' | 'OR'; readonly filters: readonly Filter[] };

export type Direction = 'ASCENDING' | 'DESCENDING';

export interface Order {
  readonly field: FieldPath;
  readonly direction: Direction;
}

/** `before` means the cursor position sits just before the given values (startAt / endBefore). */
export interface Cursor {
  readonly values: readonly Value[];
  readonly before: boolean;
}

export type DistanceMeasure = 'EUCLIDEAN' | 'COSINE' | 'DOT_PRODUCT';

/** A vector search (`findNearest`): the nearest `limit` documents to `queryVector`, filters applied first. */
export interface FindNearest {
  readonly vectorField: FieldPath;
  /** The query vector as sent: checked to be a vector when the query runs. */
  readonly queryVector: Value;
  /** Undefined when the request left it unspecified (refused when the query runs). */
  readonly distanceMeasure: DistanceMeasure | undefined;
  readonly limit: number | undefined;
  readonly distanceResultField?: FieldPath;
  readonly distanceThreshold?: number;
}

/** A structured query in the emulator's terms, whatever transport it came from. */
export interface Query {
  /** Document path the query runs under ('' = database root). */
  readonly parentPath: string;
  /** Undefined or '' with allDescendants: every collection (a kindless query). */
  readonly collectionId?: string;
  readonly allDescendants: boolean;
  readonly filter?: Filter;
  readonly orderBy: readonly Order[];
  readonly startAt?: Cursor;
  readonly endAt?: Cursor;
  readonly offset: number;
  readonly limit?: number;
  /** Undefined = all fields; an empty list = keys only. */
  readonly projection?: readonly FieldPath[];
  readonly findNearest?: FindNearest;
}

export const INEQUALITY_OPERATORS: ReadonlySet<FieldOperator | UnaryOperator> = new Set([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'NOT_EQUAL',
  'NOT_IN',
  'IS_NOT_NAN',
  'IS_NOT_NULL',
]);
