// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/firestore.proto

import type {
  TransactionOptions as _google_firestore_v1_TransactionOptions,
  TransactionOptions__Output as _google_firestore_v1_TransactionOptions__Output,
} from '../../../google/firestore/v1/TransactionOptions';

export interface BeginTransactionRequest {
  database?: string;
  options?: _google_firestore_v1_TransactionOptions | null;
}

export interface BeginTransactionRequest__Output {
  database?: string;
  options?: _google_firestore_v1_TransactionOptions__Output;
}
