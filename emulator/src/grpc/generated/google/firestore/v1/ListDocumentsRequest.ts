// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/firestore.proto

import type {
  DocumentMask as _google_firestore_v1_DocumentMask,
  DocumentMask__Output as _google_firestore_v1_DocumentMask__Output,
} from '../../../google/firestore/v1/DocumentMask';
import type {
  Timestamp as _google_protobuf_Timestamp,
  Timestamp__Output as _google_protobuf_Timestamp__Output,
} from '../../../google/protobuf/Timestamp';

export interface ListDocumentsRequest {
  parent?: string;
  collectionId?: string;
  pageSize?: number;
  pageToken?: string;
  orderBy?: string;
  mask?: _google_firestore_v1_DocumentMask | null;
  transaction?: Buffer | Uint8Array | string;
  readTime?: _google_protobuf_Timestamp | null;
  showMissing?: boolean;
  consistencySelector?: 'transaction' | 'readTime';
}

export interface ListDocumentsRequest__Output {
  parent?: string;
  collectionId?: string;
  pageSize?: number;
  pageToken?: string;
  orderBy?: string;
  mask?: _google_firestore_v1_DocumentMask__Output;
  transaction?: Buffer;
  readTime?: _google_protobuf_Timestamp__Output;
  showMissing?: boolean;
  consistencySelector?: 'transaction' | 'readTime';
}
