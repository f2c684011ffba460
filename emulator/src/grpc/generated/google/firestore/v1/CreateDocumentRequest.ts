// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/firestore.proto

import type {
  Document as _google_firestore_v1_Document,
  Document__Output as _google_firestore_v1_Document__Output,
} from '../../../google/firestore/v1/Document';
import type {
  DocumentMask as _google_firestore_v1_DocumentMask,
  DocumentMask__Output as _google_firestore_v1_DocumentMask__Output,
} from '../../../google/firestore/v1/DocumentMask';

export interface CreateDocumentRequest {
  parent?: string;
  collectionId?: string;
  documentId?: string;
  document?: _google_firestore_v1_Document | null;
  mask?: _google_firestore_v1_DocumentMask | null;
}

export interface CreateDocumentRequest__Output {
  parent?: string;
  collectionId?: string;
  documentId?: string;
  document?: _google_firestore_v1_Document__Output;
  mask?: _google_firestore_v1_DocumentMask__Output;
}
