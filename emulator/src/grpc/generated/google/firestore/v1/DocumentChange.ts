// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/write.proto

import type {
  Document as _google_firestore_v1_Document,
  Document__Output as _google_firestore_v1_Document__Output,
} from '../../../google/firestore/v1/Document';

export interface DocumentChange {
  document?: _google_firestore_v1_Document | null;
  targetIds?: number[];
  removedTargetIds?: number[];
}

export interface DocumentChange__Output {
  document?: _google_firestore_v1_Document__Output;
  targetIds?: number[];
  removedTargetIds?: number[];
}
