// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/query.proto

import type {
  Cursor as _google_firestore_v1_Cursor,
  Cursor__Output as _google_firestore_v1_Cursor__Output,
} from '../../../google/firestore/v1/Cursor';
import type {
  Value as _google_firestore_v1_Value,
  Value__Output as _google_firestore_v1_Value__Output,
} from '../../../google/firestore/v1/Value';
import type {
  DoubleValue as _google_protobuf_DoubleValue,
  DoubleValue__Output as _google_protobuf_DoubleValue__Output,
} from '../../../google/protobuf/DoubleValue';
import type {
  Int32Value as _google_protobuf_Int32Value,
  Int32Value__Output as _google_protobuf_Int32Value__Output,
} from '../../../google/protobuf/Int32Value';

export interface _google_firestore_v1_StructuredQuery_CollectionSelector {
  collectionId?: string;
  allDescendants?: boolean;
}

export interface _google_firestore_v1_StructuredQuery_CollectionSelector__Output {
  collectionId?: string;
  allDescendants?: boolean;
}

export interface _google_firestore_v1_StructuredQuery_CompositeFilter {
  op?: _google_firestore_v1_StructuredQuery_CompositeFilter_Operator;
  filters?: _google_firestore_v1_StructuredQuery_Filter[];
}

export interface _google_firestore_v1_StructuredQuery_CompositeFilter__Output {
  op?: _google_firestore_v1_StructuredQuery_CompositeFilter_Operator__Output;
  filters?: _google_firestore_v1_StructuredQuery_Filter__Output[];
}

// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/query.proto

export const _google_firestore_v1_StructuredQuery_Direction = {
  DIRECTION_UNSPECIFIED: 'DIRECTION_UNSPECIFIED',
  ASCENDING: 'ASCENDING',
  DESCENDING: 'DESCENDING',
} as const;

export type _google_firestore_v1_StructuredQuery_Direction =
  | 'DIRECTION_UNSPECIFIED'
  | 0
  | 'ASCENDING'
  | 1
  | 'DESCENDING'
  | 2;

export type _google_firestore_v1_StructuredQuery_Direction__Output =
  (typeof _google_firestore_v1_StructuredQuery_Direction)[keyof typeof _google_firestore_v1_StructuredQuery_Direction];

// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/query.proto

export const _google_firestore_v1_StructuredQuery_FindNearest_DistanceMeasure = {
  DISTANCE_MEASURE_UNSPECIFIED: 'DISTANCE_MEASURE_UNSPECIFIED',
  EUCLIDEAN: 'EUCLIDEAN',
  COSINE: 'COSINE',
  DOT_PRODUCT: 'DOT_PRODUCT',
} as const;

export type _google_firestore_v1_StructuredQuery_FindNearest_DistanceMeasure =
  | 'DISTANCE_MEASURE_UNSPECIFIED'
  | 0
  | 'EUCLIDEAN'
  | 1
  | 'COSINE'
  | 2
  | 'DOT_PRODUCT'
  | 3;

export type _google_firestore_v1_StructuredQuery_FindNearest_DistanceMeasure__Output =
  (typeof _google_firestore_v1_StructuredQuery_FindNearest_DistanceMeasure)[keyof typeof _google_firestore_v1_StructuredQuery_FindNearest_DistanceMeasure];

export interface _google_firestore_v1_StructuredQuery_FieldFilter {
  field?: _google_firestore_v1_StructuredQuery_FieldReference | null;
  op?: _google_firestore_v1_StructuredQuery_FieldFilter_Operator;
  value?: _google_firestore_v1_Value | null;
}

export interface _google_firestore_v1_StructuredQuery_FieldFilter__Output {
  field?: _google_firestore_v1_StructuredQuery_FieldReference__Output;
  op?: _google_firestore_v1_StructuredQuery_FieldFilter_Operator__Output;
  value?: _google_firestore_v1_Value__Output;
}

export interface _google_firestore_v1_StructuredQuery_FieldReference {
  fieldPath?: string;
}

export interface _google_firestore_v1_StructuredQuery_FieldReference__Output {
  fieldPath?: string;
}

export interface _google_firestore_v1_StructuredQuery_Filter {
  compositeFilter?: _google_firestore_v1_StructuredQuery_CompositeFilter | null;
  fieldFilter?: _google_firestore_v1_StructuredQuery_FieldFilter | null;
  unaryFilter?: _google_firestore_v1_StructuredQuery_UnaryFilter | null;
  filterType?: 'compositeFilter' | 'fieldFilter' | 'unaryFilter';
}

export interface _google_firestore_v1_StructuredQuery_Filter__Output {
  compositeFilter?: _google_firestore_v1_StructuredQuery_CompositeFilter__Output;
  fieldFilter?: _google_firestore_v1_StructuredQuery_FieldFilter__Output;
  unaryFilter?: _google_firestore_v1_StructuredQuery_UnaryFilter__Output;
  filterType?: 'compositeFilter' | 'fieldFilter' | 'unaryFilter';
}

export interface _google_firestore_v1_StructuredQuery_FindNearest {
  vectorField?: _google_firestore_v1_StructuredQuery_FieldReference | null;
  queryVector?: _google_firestore_v1_Value | null;
  distanceMeasure?: _google_firestore_v1_StructuredQuery_FindNearest_DistanceMeasure;
  limit?: _google_protobuf_Int32Value | null;
  distanceResultField?: string;
  distanceThreshold?: _google_protobuf_DoubleValue | null;
}

export interface _google_firestore_v1_StructuredQuery_FindNearest__Output {
  vectorField?: _google_firestore_v1_StructuredQuery_FieldReference__Output;
  queryVector?: _google_firestore_v1_Value__Output;
  distanceMeasure?: _google_firestore_v1_StructuredQuery_FindNearest_DistanceMeasure__Output;
  limit?: _google_protobuf_Int32Value__Output;
  distanceResultField?: string;
  distanceThreshold?: _google_protobuf_DoubleValue__Output;
}

// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/query.proto

export const _google_firestore_v1_StructuredQuery_CompositeFilter_Operator = {
  OPERATOR_UNSPECIFIED: 'OPERATOR_UNSPECIFIED',
  AND: 'AND',
  OR: 'OR',
} as const;

export type _google_firestore_v1_StructuredQuery_CompositeFilter_Operator =
  | 'OPERATOR_UNSPECIFIED'
  | 0
  | 'AND'
  | 1
  | 'OR'
  | 2;

export type _google_firestore_v1_StructuredQuery_CompositeFilter_Operator__Output =
  (typeof _google_firestore_v1_StructuredQuery_CompositeFilter_Operator)[keyof typeof _google_firestore_v1_StructuredQuery_CompositeFilter_Operator];

// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/query.proto

export const _google_firestore_v1_StructuredQuery_FieldFilter_Operator = {
  OPERATOR_UNSPECIFIED: 'OPERATOR_UNSPECIFIED',
  LESS_THAN: 'LESS_THAN',
  LESS_THAN_OR_EQUAL: 'LESS_THAN_OR_EQUAL',
  GREATER_THAN: 'GREATER_THAN',
  GREATER_THAN_OR_EQUAL: 'GREATER_THAN_OR_EQUAL',
  EQUAL: 'EQUAL',
  NOT_EQUAL: 'NOT_EQUAL',
  ARRAY_CONTAINS: 'ARRAY_CONTAINS',
  IN: 'IN',
  ARRAY_CONTAINS_ANY: 'ARRAY_CONTAINS_ANY',
  NOT_IN: 'NOT_IN',
} as const;

export type _google_firestore_v1_StructuredQuery_FieldFilter_Operator =
  | 'OPERATOR_UNSPECIFIED'
  | 0
  | 'LESS_THAN'
  | 1
  | 'LESS_THAN_OR_EQUAL'
  | 2
  | 'GREATER_THAN'
  | 3
  | 'GREATER_THAN_OR_EQUAL'
  | 4
  | 'EQUAL'
  | 5
  | 'NOT_EQUAL'
  | 6
  | 'ARRAY_CONTAINS'
  | 7
  | 'IN'
  | 8
  | 'ARRAY_CONTAINS_ANY'
  | 9
  | 'NOT_IN'
  | 10;

export type _google_firestore_v1_StructuredQuery_FieldFilter_Operator__Output =
  (typeof _google_firestore_v1_StructuredQuery_FieldFilter_Operator)[keyof typeof _google_firestore_v1_StructuredQuery_FieldFilter_Operator];

// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/query.proto

export const _google_firestore_v1_StructuredQuery_UnaryFilter_Operator = {
  OPERATOR_UNSPECIFIED: 'OPERATOR_UNSPECIFIED',
  IS_NAN: 'IS_NAN',
  IS_NULL: 'IS_NULL',
  IS_NOT_NAN: 'IS_NOT_NAN',
  IS_NOT_NULL: 'IS_NOT_NULL',
} as const;

export type _google_firestore_v1_StructuredQuery_UnaryFilter_Operator =
  | 'OPERATOR_UNSPECIFIED'
  | 0
  | 'IS_NAN'
  | 2
  | 'IS_NULL'
  | 3
  | 'IS_NOT_NAN'
  | 4
  | 'IS_NOT_NULL'
  | 5;

export type _google_firestore_v1_StructuredQuery_UnaryFilter_Operator__Output =
  (typeof _google_firestore_v1_StructuredQuery_UnaryFilter_Operator)[keyof typeof _google_firestore_v1_StructuredQuery_UnaryFilter_Operator];

export interface _google_firestore_v1_StructuredQuery_Order {
  field?: _google_firestore_v1_StructuredQuery_FieldReference | null;
  direction?: _google_firestore_v1_StructuredQuery_Direction;
}

export interface _google_firestore_v1_StructuredQuery_Order__Output {
  field?: _google_firestore_v1_StructuredQuery_FieldReference__Output;
  direction?: _google_firestore_v1_StructuredQuery_Direction__Output;
}

export interface _google_firestore_v1_StructuredQuery_Projection {
  fields?: _google_firestore_v1_StructuredQuery_FieldReference[];
}

export interface _google_firestore_v1_StructuredQuery_Projection__Output {
  fields?: _google_firestore_v1_StructuredQuery_FieldReference__Output[];
}

export interface _google_firestore_v1_StructuredQuery_UnaryFilter {
  op?: _google_firestore_v1_StructuredQuery_UnaryFilter_Operator;
  field?: _google_firestore_v1_StructuredQuery_FieldReference | null;
  operandType?: 'field';
}

export interface _google_firestore_v1_StructuredQuery_UnaryFilter__Output {
  op?: _google_firestore_v1_StructuredQuery_UnaryFilter_Operator__Output;
  field?: _google_firestore_v1_StructuredQuery_FieldReference__Output;
  operandType?: 'field';
}

export interface StructuredQuery {
  select?: _google_firestore_v1_StructuredQuery_Projection | null;
  from?: _google_firestore_v1_StructuredQuery_CollectionSelector[];
  where?: _google_firestore_v1_StructuredQuery_Filter | null;
  orderBy?: _google_firestore_v1_StructuredQuery_Order[];
  limit?: _google_protobuf_Int32Value | null;
  offset?: number;
  startAt?: _google_firestore_v1_Cursor | null;
  endAt?: _google_firestore_v1_Cursor | null;
  findNearest?: _google_firestore_v1_StructuredQuery_FindNearest | null;
}

export interface StructuredQuery__Output {
  select?: _google_firestore_v1_StructuredQuery_Projection__Output;
  from?: _google_firestore_v1_StructuredQuery_CollectionSelector__Output[];
  where?: _google_firestore_v1_StructuredQuery_Filter__Output;
  orderBy?: _google_firestore_v1_StructuredQuery_Order__Output[];
  limit?: _google_protobuf_Int32Value__Output;
  offset?: number;
  startAt?: _google_firestore_v1_Cursor__Output;
  endAt?: _google_firestore_v1_Cursor__Output;
  findNearest?: _google_firestore_v1_StructuredQuery_FindNearest__Output;
}
