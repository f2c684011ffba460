// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/query.proto

import type {
  StructuredQuery as _google_firestore_v1_StructuredQuery,
  StructuredQuery__Output as _google_firestore_v1_StructuredQuery__Output,
  _google_firestore_v1_StructuredQuery_FieldReference,
  _google_firestore_v1_StructuredQuery_FieldReference__Output,
} from '../../../google/firestore/v1/StructuredQuery';
import type {
  Int64Value as _google_protobuf_Int64Value,
  Int64Value__Output as _google_protobuf_Int64Value__Output,
} from '../../../google/protobuf/Int64Value';

export interface _google_firestore_v1_StructuredAggregationQuery_Aggregation {
  count?: _google_firestore_v1_StructuredAggregationQuery_Aggregation_Count | null;
  sum?: _google_firestore_v1_StructuredAggregationQuery_Aggregation_Sum | null;
  avg?: _google_firestore_v1_StructuredAggregationQuery_Aggregation_Avg | null;
  alias?: string;
  operator?: 'count' | 'sum' | 'avg';
}

export interface _google_firestore_v1_StructuredAggregationQuery_Aggregation__Output {
  count?: _google_firestore_v1_StructuredAggregationQuery_Aggregation_Count__Output;
  sum?: _google_firestore_v1_StructuredAggregationQuery_Aggregation_Sum__Output;
  avg?: _google_firestore_v1_StructuredAggregationQuery_Aggregation_Avg__Output;
  alias?: string;
  operator?: 'count' | 'sum' | 'avg';
}

export interface _google_firestore_v1_StructuredAggregationQuery_Aggregation_Avg {
  field?: _google_firestore_v1_StructuredQuery_FieldReference | null;
}

export interface _google_firestore_v1_StructuredAggregationQuery_Aggregation_Avg__Output {
  field?: _google_firestore_v1_StructuredQuery_FieldReference__Output;
}

export interface _google_firestore_v1_StructuredAggregationQuery_Aggregation_Count {
  upTo?: _google_protobuf_Int64Value | null;
}

export interface _google_firestore_v1_StructuredAggregationQuery_Aggregation_Count__Output {
  upTo?: _google_protobuf_Int64Value__Output;
}

export interface _google_firestore_v1_StructuredAggregationQuery_Aggregation_Sum {
  field?: _google_firestore_v1_StructuredQuery_FieldReference | null;
}

export interface _google_firestore_v1_StructuredAggregationQuery_Aggregation_Sum__Output {
  field?: _google_firestore_v1_StructuredQuery_FieldReference__Output;
}

export interface StructuredAggregationQuery {
  structuredQuery?: _google_firestore_v1_StructuredQuery | null;
  aggregations?: _google_firestore_v1_StructuredAggregationQuery_Aggregation[];
  queryType?: 'structuredQuery';
}

export interface StructuredAggregationQuery__Output {
  structuredQuery?: _google_firestore_v1_StructuredQuery__Output;
  aggregations?: _google_firestore_v1_StructuredAggregationQuery_Aggregation__Output[];
  queryType?: 'structuredQuery';
}
