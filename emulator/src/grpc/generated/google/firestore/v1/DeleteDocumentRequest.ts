// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/firestore.proto

import type {
  Precondition as _google_firestore_v1_Precondition,
  Precondition__Output as _google_firestore_v1_Precondition__Output,
} from '../../../google/firestore/v1/Precondition';

export interface DeleteDocumentRequest {
  name?: string;
  currentDocument?: _google_firestore_v1_Precondition | null;
}

export interface DeleteDocumentRequest__Output {
  name?: string;
  currentDocument?: _google_firestore_v1_Precondition__Output;
}
