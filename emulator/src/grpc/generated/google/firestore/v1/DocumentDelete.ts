// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/write.proto

import type {
  Timestamp as _google_protobuf_Timestamp,
  Timestamp__Output as _google_protobuf_Timestamp__Output,
} from '../../../google/protobuf/Timestamp';

export interface DocumentDelete {
  document?: string;
  readTime?: _google_protobuf_Timestamp | null;
  removedTargetIds?: number[];
}

export interface DocumentDelete__Output {
  document?: string;
  readTime?: _google_protobuf_Timestamp__Output;
  removedTargetIds?: number[];
}
