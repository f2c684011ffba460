// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/firestore.proto

import type {
  WriteResult as _google_firestore_v1_WriteResult,
  WriteResult__Output as _google_firestore_v1_WriteResult__Output,
} from '../../../google/firestore/v1/WriteResult';
import type {
  Timestamp as _google_protobuf_Timestamp,
  Timestamp__Output as _google_protobuf_Timestamp__Output,
} from '../../../google/protobuf/Timestamp';

export interface CommitResponse {
  writeResults?: _google_firestore_v1_WriteResult[];
  commitTime?: _google_protobuf_Timestamp | null;
}

export interface CommitResponse__Output {
  writeResults?: _google_firestore_v1_WriteResult__Output[];
  commitTime?: _google_protobuf_Timestamp__Output;
}
