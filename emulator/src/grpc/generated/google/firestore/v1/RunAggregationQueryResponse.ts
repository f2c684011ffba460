// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/firestore.proto

import type {
  AggregationResult as _google_firestore_v1_AggregationResult,
  AggregationResult__Output as _google_firestore_v1_AggregationResult__Output,
} from '../../../google/firestore/v1/AggregationResult';
import type {
  ExplainMetrics as _google_firestore_v1_ExplainMetrics,
  ExplainMetrics__Output as _google_firestore_v1_ExplainMetrics__Output,
} from '../../../google/firestore/v1/ExplainMetrics';
import type {
  Timestamp as _google_protobuf_Timestamp,
  Timestamp__Output as _google_protobuf_Timestamp__Output,
} from '../../../google/protobuf/Timestamp';

export interface RunAggregationQueryResponse {
  result?: _google_firestore_v1_AggregationResult | null;
  transaction?: Buffer | Uint8Array | string;
  readTime?: _google_protobuf_Timestamp | null;
  explainMetrics?: _google_firestore_v1_ExplainMetrics | null;
}

export interface RunAggregationQueryResponse__Output {
  result?: _google_firestore_v1_AggregationResult__Output;
  transaction?: Buffer;
  readTime?: _google_protobuf_Timestamp__Output;
  explainMetrics?: _google_firestore_v1_ExplainMetrics__Output;
}
