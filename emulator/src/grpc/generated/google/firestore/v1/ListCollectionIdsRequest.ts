// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/firestore.proto

import type {
  Timestamp as _google_protobuf_Timestamp,
  Timestamp__Output as _google_protobuf_Timestamp__Output,
} from '../../../google/protobuf/Timestamp';

export interface ListCollectionIdsRequest {
  parent?: string;
  pageSize?: number;
  pageToken?: string;
  readTime?: _google_protobuf_Timestamp | null;
  consistencySelector?: 'readTime';
}

export interface ListCollectionIdsRequest__Output {
  parent?: string;
  pageSize?: number;
  pageToken?: string;
  readTime?: _google_protobuf_Timestamp__Output;
  consistencySelector?: 'readTime';
}
