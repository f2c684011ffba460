// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/firestore.proto

import type {
  Document as _google_firestore_v1_Document,
  Document__Output as _google_firestore_v1_Document__Output,
} from '../../../google/firestore/v1/Document';
import type {
  DocumentMask as _google_firestore_v1_DocumentMask,
  DocumentMask__Output as _google_firestore_v1_DocumentMask__Output,
} from '../../../google/firestore/v1/DocumentMask';
import type {
  Precondition as _google_firestore_v1_Precondition,
  Precondition__Output as _google_firestore_v1_Precondition__Output,
} from '../../../google/firestore/v1/Precondition';

export interface UpdateDocumentRequest {
  document?: _google_firestore_v1_Document | null;
  updateMask?: _google_firestore_v1_DocumentMask | null;
  mask?: _google_firestore_v1_DocumentMask | null;
  currentDocument?: _google_firestore_v1_Precondition | null;
}

export interface UpdateDocumentRequest__Output {
  document?: _google_firestore_v1_Document__Output;
  updateMask?: _google_firestore_v1_DocumentMask__Output;
  mask?: _google_firestore_v1_DocumentMask__Output;
  currentDocument?: _google_firestore_v1_Precondition__Output;
}
