// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/common.proto

import type {
  Timestamp as _google_protobuf_Timestamp,
  Timestamp__Output as _google_protobuf_Timestamp__Output,
} from '../../../google/protobuf/Timestamp';

export interface _google_firestore_v1_TransactionOptions_ReadOnly {
  readTime?: _google_protobuf_Timestamp | null;
  consistencySelector?: 'readTime';
}

export interface _google_firestore_v1_TransactionOptions_ReadOnly__Output {
  readTime?: _google_protobuf_Timestamp__Output;
  consistencySelector?: 'readTime';
}

export interface _google_firestore_v1_TransactionOptions_ReadWrite {
  retryTransaction?: Buffer | Uint8Array | string;
}

export interface _google_firestore_v1_TransactionOptions_ReadWrite__Output {
  retryTransaction?: Buffer;
}

export interface TransactionOptions {
  readOnly?: _google_firestore_v1_TransactionOptions_ReadOnly | null;
  readWrite?: _google_firestore_v1_TransactionOptions_ReadWrite | null;
  mode?: 'readOnly' | 'readWrite';
}

export interface TransactionOptions__Output {
  readOnly?: _google_firestore_v1_TransactionOptions_ReadOnly__Output;
  readWrite?: _google_firestore_v1_TransactionOptions_ReadWrite__Output;
  mode?: 'readOnly' | 'readWrite';
}
