// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/firestore.proto

import type {
  Document as _google_firestore_v1_Document,
  Document__Output as _google_firestore_v1_Document__Output,
} from '../../../google/firestore/v1/Document';
import type {
  ExplainMetrics as _google_firestore_v1_ExplainMetrics,
  ExplainMetrics__Output as _google_firestore_v1_ExplainMetrics__Output,
} from '../../../google/firestore/v1/ExplainMetrics';
import type {
  Timestamp as _google_protobuf_Timestamp,
  Timestamp__Output as _google_protobuf_Timestamp__Output,
} from '../../../google/protobuf/Timestamp';

export interface RunQueryResponse {
  document?: _google_firestore_v1_Document | null;
  transaction?: Buffer | Uint8Array | string;
  readTime?: _google_protobuf_Timestamp | null;
  skippedResults?: number;
  done?: boolean;
  explainMetrics?: _google_firestore_v1_ExplainMetrics | null;
  continuationSelector?: 'done';
}

export interface RunQueryResponse__Output {
  document?: _google_firestore_v1_Document__Output;
  transaction?: Buffer;
  readTime?: _google_protobuf_Timestamp__Output;
  skippedResults?: number;
  done?: boolean;
  explainMetrics?: _google_firestore_v1_ExplainMetrics__Output;
  continuationSelector?: 'done';
}
