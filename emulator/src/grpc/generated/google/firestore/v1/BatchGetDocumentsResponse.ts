// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/firestore.proto

import type {
  Document as _google_firestore_v1_Document,
  Document__Output as _google_firestore_v1_Document__Output,
} from '../../../google/firestore/v1/Document';
import type {
  Timestamp as _google_protobuf_Timestamp,
  Timestamp__Output as _google_protobuf_Timestamp__Output,
} from '../../../google/protobuf/Timestamp';

export interface BatchGetDocumentsResponse {
  found?: _google_firestore_v1_Document | null;
  missing?: string;
  transaction?: Buffer | Uint8Array | string;
  readTime?: _google_protobuf_Timestamp | null;
  result?: 'found' | 'missing';
}

export interface BatchGetDocumentsResponse__Output {
  found?: _google_firestore_v1_Document__Output;
  missing?: string;
  transaction?: Buffer;
  readTime?: _google_protobuf_Timestamp__Output;
  result?: 'found' | 'missing';
}
