// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/firestore.proto

import type { Long } from '@grpc/proto-loader';
import type {
  StructuredQuery as _google_firestore_v1_StructuredQuery,
  StructuredQuery__Output as _google_firestore_v1_StructuredQuery__Output,
} from '../../../google/firestore/v1/StructuredQuery';
import type {
  Timestamp as _google_protobuf_Timestamp,
  Timestamp__Output as _google_protobuf_Timestamp__Output,
} from '../../../google/protobuf/Timestamp';

export interface PartitionQueryRequest {
  parent?: string;
  structuredQuery?: _google_firestore_v1_StructuredQuery | null;
  partitionCount?: number | string | Long;
  pageToken?: string;
  pageSize?: number;
  readTime?: _google_protobuf_Timestamp | null;
  queryType?: 'structuredQuery';
  consistencySelector?: 'readTime';
}

export interface PartitionQueryRequest__Output {
  parent?: string;
  structuredQuery?: _google_firestore_v1_StructuredQuery__Output;
  partitionCount?: string;
  pageToken?: string;
  pageSize?: number;
  readTime?: _google_protobuf_Timestamp__Output;
  queryType?: 'structuredQuery';
  consistencySelector?: 'readTime';
}
