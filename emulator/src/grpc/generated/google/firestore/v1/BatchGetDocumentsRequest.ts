// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/firestore.proto

import type {
  DocumentMask as _google_firestore_v1_DocumentMask,
  DocumentMask__Output as _google_firestore_v1_DocumentMask__Output,
} from '../../../google/firestore/v1/DocumentMask';
import type {
  TransactionOptions as _google_firestore_v1_TransactionOptions,
  TransactionOptions__Output as _google_firestore_v1_TransactionOptions__Output,
} from '../../../google/firestore/v1/TransactionOptions';
import type {
  Timestamp as _google_protobuf_Timestamp,
  Timestamp__Output as _google_protobuf_Timestamp__Output,
} from '../../../google/protobuf/Timestamp';

export interface BatchGetDocumentsRequest {
  database?: string;
  documents?: string[];
  mask?: _google_firestore_v1_DocumentMask | null;
  transaction?: Buffer | Uint8Array | string;
  newTransaction?: _google_firestore_v1_TransactionOptions | null;
  readTime?: _google_protobuf_Timestamp | null;
  consistencySelector?: 'transaction' | 'newTransaction' | 'readTime';
}

export interface BatchGetDocumentsRequest__Output {
  database?: string;
  documents?: string[];
  mask?: _google_firestore_v1_DocumentMask__Output;
  transaction?: Buffer;
  newTransaction?: _google_firestore_v1_TransactionOptions__Output;
  readTime?: _google_protobuf_Timestamp__Output;
  consistencySelector?: 'transaction' | 'newTransaction' | 'readTime';
}
