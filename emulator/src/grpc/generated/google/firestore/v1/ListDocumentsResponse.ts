// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/firestore.proto

import type {
  Document as _google_firestore_v1_Document,
  Document__Output as _google_firestore_v1_Document__Output,
} from '../../../google/firestore/v1/Document';

export interface ListDocumentsResponse {
  documents?: _google_firestore_v1_Document[];
  nextPageToken?: string;
}

export interface ListDocumentsResponse__Output {
  documents?: _google_firestore_v1_Document__Output[];
  nextPageToken?: string;
}
