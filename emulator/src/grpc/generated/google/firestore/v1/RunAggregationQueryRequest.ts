// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/firestore.proto

import type {
  ExplainOptions as _google_firestore_v1_ExplainOptions,
  ExplainOptions__Output as _google_firestore_v1_ExplainOptions__Output,
} from '../../../google/firestore/v1/ExplainOptions';
import type {
  StructuredAggregationQuery as _google_firestore_v1_StructuredAggregationQuery,
  StructuredAggregationQuery__Output as _google_firestore_v1_StructuredAggregationQuery__Output,
} from '../../../google/firestore/v1/StructuredAggregationQuery';
import type {
  TransactionOptions as _google_firestore_v1_TransactionOptions,
  TransactionOptions__Output as _google_firestore_v1_TransactionOptions__Output,
} from '../../../google/firestore/v1/TransactionOptions';
import type {
  Timestamp as _google_protobuf_Timestamp,
  Timestamp__Output as _google_protobuf_Timestamp__Output,
} from '../../../google/protobuf/Timestamp';

export interface RunAggregationQueryRequest {
  parent?: string;
  structuredAggregationQuery?: _google_firestore_v1_StructuredAggregationQuery | null;
  transaction?: Buffer | Uint8Array | string;
  newTransaction?: _google_firestore_v1_TransactionOptions | null;
  readTime?: _google_protobuf_Timestamp | null;
  explainOptions?: _google_firestore_v1_ExplainOptions | null;
  queryType?: 'structuredAggregationQuery';
  consistencySelector?: 'transaction' | 'newTransaction' | 'readTime';
}

export interface RunAggregationQueryRequest__Output {
  parent?: string;
  structuredAggregationQuery?: _google_firestore_v1_StructuredAggregationQuery__Output;
  transaction?: Buffer;
  newTransaction?: _google_firestore_v1_TransactionOptions__Output;
  readTime?: _google_protobuf_Timestamp__Output;
  explainOptions?: _google_firestore_v1_ExplainOptions__Output;
  queryType?: 'structuredAggregationQuery';
  consistencySelector?: 'transaction' | 'newTransaction' | 'readTime';
}
